import type { CertificateRequestInput } from '../api/request-certificate';
import type { CourseId } from '../data/courses';

/**
 * What a visitor typed in a course request before logging in. Login ends in a full page load
 * (spec), so the draft waits in this tab's sessionStorage: never sent anywhere, read once when
 * the course page comes back, and dropped after 30 minutes. No storage (private mode, blocked)
 * only means the form starts empty again.
 */
const KEY = 'trio-course-request';
const MAX_AGE_MS = 30 * 60 * 1000;

const fields = ['name', 'position', 'email', 'phone', 'memo', 'certificateNumber'] as const;

type StoredDraft = { course: CourseId; savedAt: number; values: CertificateRequestInput };

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function saveRequestDraft(course: CourseId, values: CertificateRequestInput): void {
  const draft: StoredDraft = { course, savedAt: Date.now(), values };
  try {
    storage()?.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Quota or a blocked storage: the visitor types again, nothing else breaks.
  }
}

export function clearRequestDraft(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // As above.
  }
}

/** The draft saved for this course, if recent; anything malformed is ignored. */
export function readRequestDraft(course: CourseId): CertificateRequestInput | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage()?.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const { course: savedFor, savedAt, values } = parsed as Partial<StoredDraft>;
  if (savedFor !== course || typeof savedAt !== 'number') return null;
  const age = Date.now() - savedAt;
  if (age < 0 || age > MAX_AGE_MS || !values || typeof values !== 'object') return null;
  const draft = {} as CertificateRequestInput;
  for (const field of fields) {
    const value = (values as Record<string, unknown>)[field];
    draft[field] = typeof value === 'string' ? value : '';
  }
  return draft;
}
