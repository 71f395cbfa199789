/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_API_MOCK?: string;
  readonly VITE_SITE_ORIGIN?: string;
  readonly VITE_REPORT_URL?: string;
  readonly VITE_ANALYTICS_URL?: string;
  readonly VITE_ANALYTICS_DOMAIN?: string;
  readonly VITE_VITALS_SAMPLE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** One course's sessions of `content/sessions.json` (tools/vite/course-sessions.ts). */
declare module 'virtual:course-sessions/*' {
  import type { CourseSession } from '@/config/sessions';

  const sessions: readonly CourseSession[];
  export default sessions;
}

declare const __BUILD_ID__: string;
declare const __BUILD_YEAR__: number;
declare const __BUILD_TIME__: number;
declare const __MEDIA_ORIGINS__: string[];
/** The app starts the demo API (src/demo-api): a demo build, or dev without a backend. */
declare const __DEMO_API__: boolean;
