import type { Plugin } from 'vite';

/** The build's variables, checked: README.md (Configuration) and .env.example document them. */
export type BuildVariables = {
  demo: boolean;
  apiOrigin: string;
  mediaOrigins: string[];
  /** `VITE_REPORT_URL`: where browsers and the app send reports; empty: nowhere. */
  reportUrl: string;
  /** Origin of `VITE_ANALYTICS_URL`, the analytics service's events API; empty: none. */
  analyticsOrigin: string;
  /**
   * `TRIO_SOURCEMAP_DIR`: where the build moves the source maps, never inside `dist/`;
   * undefined: `<outDir>-sourcemaps` beside it; empty (`none`): no maps are written.
   */
  /** The editor at /admin/: `TRIO_CMS_REPO`, `TRIO_CMS_BRANCH`, `TRIO_CMS_AUTH_URL`. */
  cms: { repo: string; branch: string; authUrl: string };
  sourcemapDir: string | undefined;
  nginx: {
    file: string;
    listen: string;
    root: string;
    tls?: { listen: string; certificate: string; key: string };
  };
};

const loopback = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A production build talks to its API, pictures and report address over https only (a plain
 * http origin in the policy invites a network attacker in); loopback http is for the tests and
 * the demo, which run on one machine.
 */
function secure(name: string, url: URL): void {
  if (url.protocol === 'https:' || loopback.has(url.hostname)) return;
  throw new Error(
    `${name}: "${url.href}" is not https: a production build only talks to https origins ` +
      '(http is allowed for localhost and 127.0.0.1, for tests). See README.md, Configuration.',
  );
}

function parse(name: string, value: string): URL {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !/^https?:$/.test(url.protocol)) {
    throw new Error(
      `${name}: "${value}" is not an http(s) address like https://trio-sport.example`,
    );
  }
  return url;
}

/** An `http(s)` origin, or a build that stops with the variable's name. */
function origin(name: string, value: string): string {
  const url = parse(name, value);
  if (url.origin !== value.replace(/\/+$/, '')) {
    throw new Error(`${name}: "${value}" is not an origin like https://trio-sport.example`);
  }
  return url.origin;
}

export function buildVariables(
  env: Record<string, string | undefined>,
  command: 'build' | 'serve',
): BuildVariables {
  const demo = env.VITE_API_MOCK === 'true';
  const production = command === 'build';
  if (env.VITE_SITE_ORIGIN) origin('VITE_SITE_ORIGIN', env.VITE_SITE_ORIGIN);
  const checked = (name: string, url: URL) => {
    if (production) secure(name, url);
    return url;
  };
  const apiBaseUrl = env.VITE_API_BASE_URL ?? '';
  const reportUrl = env.VITE_REPORT_URL ?? '';
  const report = reportUrl ? checked('VITE_REPORT_URL', parse('VITE_REPORT_URL', reportUrl)) : '';
  // A query may name a public key (Sentry's and GlitchTip's security endpoints: README,
  // "Measurement and reports"); nothing a header value would need quoted.
  if (report && (report.hash || /[^\w.~=&%-]/.test(report.search.slice(1)))) {
    throw new Error(
      `VITE_REPORT_URL: "${reportUrl}" has a fragment or a query beyond letters, digits and = & . _ ~ % -`,
    );
  }
  const analyticsUrl = env.VITE_ANALYTICS_URL ?? '';
  const analytics = analyticsUrl
    ? checked('VITE_ANALYTICS_URL', parse('VITE_ANALYTICS_URL', analyticsUrl))
    : undefined;
  if (analytics && (analytics.search || analytics.hash)) {
    throw new Error(
      `VITE_ANALYTICS_URL: "${analyticsUrl}" has a query or fragment; give the service's address`,
    );
  }
  const sample = env.VITE_VITALS_SAMPLE ?? '';
  if (sample && !(/^(0|1|0?\.\d+|1\.0*)$/.test(sample) && Number(sample) <= 1)) {
    throw new Error(`VITE_VITALS_SAMPLE: "${sample}" is not a share between 0 and 1, like 0.1`);
  }
  if (/\s/.test(env.VITE_ANALYTICS_DOMAIN ?? '')) {
    throw new Error("VITE_ANALYTICS_DOMAIN: the site's name at the service has no spaces");
  }
  const tlsCertificate = env.TRIO_NGINX_TLS_CERT ?? '';
  const tlsKey = env.TRIO_NGINX_TLS_KEY ?? '';
  if (Boolean(tlsCertificate) !== Boolean(tlsKey)) {
    throw new Error('TRIO_NGINX_TLS_CERT and TRIO_NGINX_TLS_KEY go together: set both or neither');
  }
  return {
    demo,
    apiOrigin: apiBaseUrl
      ? checked('VITE_API_BASE_URL', parse('VITE_API_BASE_URL', apiBaseUrl)).origin
      : '',
    mediaOrigins: (env.TRIO_MEDIA_ORIGINS ?? '')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(
        (value) =>
          checked('TRIO_MEDIA_ORIGINS', new URL(origin('TRIO_MEDIA_ORIGINS', value))).origin,
      ),
    reportUrl: report ? report.href : '',
    analyticsOrigin: analytics ? analytics.origin : '',
    // The editor at /admin/ (tools/vite/admin.ts): the repository it commits to, its branch, and
    // the OAuth provider that signs editors in (empty: Netlify's).
    cms: {
      repo: env.TRIO_CMS_REPO || 'trio-sport/website',
      branch: env.TRIO_CMS_BRANCH || 'main',
      authUrl: env.TRIO_CMS_AUTH_URL
        ? checked('TRIO_CMS_AUTH_URL', parse('TRIO_CMS_AUTH_URL', env.TRIO_CMS_AUTH_URL)).origin
        : '',
    },
    sourcemapDir: env.TRIO_SOURCEMAP_DIR === 'none' ? '' : env.TRIO_SOURCEMAP_DIR || undefined,
    nginx: {
      file: env.TRIO_NGINX_CONF || 'hosting/nginx.conf',
      listen: env.TRIO_NGINX_LISTEN || '80',
      root: env.TRIO_NGINX_ROOT || '/var/www/trio',
      ...(tlsCertificate
        ? {
            tls: {
              listen: env.TRIO_NGINX_TLS_LISTEN || '443',
              certificate: tlsCertificate,
              key: tlsKey,
            },
          }
        : {}),
    },
  };
}

/**
 * Stops a production build without the public origin (a demo build may omit it): a placeholder
 * origin in canonical links and the sitemap is worse than a failed build. Checked when a build
 * starts, not when the configuration loads: the dev server, the unit tests and the tools that
 * only read the configuration (knip) need no origin.
 */
export function requireSiteOrigin(env: Record<string, string | undefined>): Plugin {
  return {
    name: 'trio:require-site-origin',
    apply: 'build',
    configResolved() {
      if (env.VITE_API_MOCK === 'true' || env.VITE_SITE_ORIGIN) return;
      throw new Error(
        'VITE_SITE_ORIGIN is not set: canonical links, hreflang and the sitemap need the public ' +
          'origin of the site (e.g. VITE_SITE_ORIGIN=https://www.trio-sport.kr npm run build). ' +
          'See README.md, Deploy.',
      );
    },
  };
}
