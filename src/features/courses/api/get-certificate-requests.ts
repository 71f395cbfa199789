import { courseIds, type CourseId } from '@/config/courses';
import type { Language } from '@/config/languages';
import { apiRequest, shape } from '@/lib/api/client';

export const applicationStatuses = [
  'received',
  'confirmed',
  'paid',
  'cancelled',
  'completed',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

export type Application = {
  id: string | number;
  course: CourseId;
  sessionId: string | null;
  /** ISO 8601; undefined when the API sent none the browser can read. */
  createdAt: string | undefined;
  status: ApplicationStatus;
};

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

function parseApplication(raw: unknown): Application | undefined {
  if (!shape.isRecord(raw) || !shape.id(raw.id)) return undefined;
  if (!isOneOf(courseIds, raw.course) || !isOneOf(applicationStatuses, raw.status)) {
    return undefined;
  }
  const createdAt =
    typeof raw.createdAt === 'string' && !Number.isNaN(Date.parse(raw.createdAt))
      ? raw.createdAt
      : undefined;
  return {
    id: raw.id,
    course: raw.course,
    sessionId: typeof raw.sessionId === 'string' && raw.sessionId ? raw.sessionId : null,
    createdAt,
    status: raw.status,
  };
}

/** Newest first, whatever order the API sent; undated ones last. */
export function parseApplications(result: unknown): Application[] | undefined {
  if (!shape.isRecord(result) || !Array.isArray(result.items)) return undefined;
  const items = result.items.flatMap((raw) => parseApplication(raw) ?? []);
  const time = (item: Application) => (item.createdAt ? Date.parse(item.createdAt) : -Infinity);
  return items.sort((a, b) => time(b) - time(a));
}

/** api.md call 17: the member's own applications; 401 without a session. */
export function getCertificateRequests(lang: Language, signal?: AbortSignal) {
  return apiRequest<Application[]>('/api/v1/certificate/requests', {
    lang,
    credentials: true,
    signal,
    parse: parseApplications,
  });
}
