import { requestDraftStorage } from '@/config/browser-storage';
import type { CourseId } from '@/config/courses';
import type { CertificateRequestInput } from '../api/request-certificate';

/**
 * What a visitor typed in a course request before logging in. Login ends in a full page load
 * (spec), so the draft waits in this tab's sessionStorage: never sent anywhere, read once when
 * the course page comes back, and deleted after 30 minutes or when a member logs out (the app
 * calls `clearRequestDraft` then), so the next person using the tab cannot read a name, an
 * e-mail address and a phone number left there. No storage (private mode, blocked) only means
 * the form starts empty again.
 */
const KEY = requestDraftStorage.key;
const MAX_AGE_MS = requestDraftStorage.maxAgeMinutes * 60 * 1000;

const fields = [
  'sessionId',
  'name',
  'position',
  'email',
  'phone',
  'memo',
  'certificateNumber',
] as const;

type StoredDraft = { course: CourseId; savedAt: number; values: CertificateRequestInput };

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
    // Stryker disable next-line BlockStatement: an empty block returns undefined as well
  } catch {
    return undefined;
  }
}

/** Deletes the draft when it expires, while this page lives (a later page sweeps on start). */
let expiry: ReturnType<typeof setTimeout> | undefined;

function deleteAt(savedAt: number): void {
  clearTimeout(expiry);
  expiry = setTimeout(sweepRequestDraft, Math.max(0, savedAt + MAX_AGE_MS - Date.now()) + 1);
}

export function saveRequestDraft(course: CourseId, values: CertificateRequestInput): void {
  const draft: StoredDraft = { course, savedAt: Date.now(), values };
  try {
    // Stryker disable next-line OptionalChaining: without storage, the error is caught below all the same
    storage()?.setItem(KEY, JSON.stringify(draft));
    deleteAt(draft.savedAt);
  } catch {
    // Quota or a blocked storage: the visitor types again, nothing else breaks.
  }
}

export function clearRequestDraft(): void {
  clearTimeout(expiry);
  try {
    // Stryker disable next-line OptionalChaining: as in saveRequestDraft
    storage()?.removeItem(KEY);
  } catch {
    // As above.
  }
}

function isRecent(savedAt: number): boolean {
  const age = Date.now() - savedAt;
  return age >= 0 && age <= MAX_AGE_MS;
}

/** The stored draft when it is well formed and recent; otherwise (or none) it is deleted. */
function storedDraft(): StoredDraft | null {
  let parsed: unknown;
  try {
    // Stryker disable next-line OptionalChaining,StringLiteral: no storage, or nothing stored, is no draft either way
    parsed = JSON.parse(storage()?.getItem(KEY) ?? 'null');
  } catch {
    parsed = undefined;
  }
  const { course, savedAt, values } = (parsed ?? {}) as Partial<StoredDraft>;
  if (
    typeof course !== 'string' ||
    typeof savedAt !== 'number' ||
    !isRecent(savedAt) ||
    !values ||
    typeof values !== 'object'
  ) {
    clearRequestDraft();
    return null;
  }
  return { course: course as CourseId, savedAt, values };
}

/**
 * Deletes a draft that has expired (or cannot be read), and schedules the deletion of a recent
 * one for when it expires. The app runs it when it starts.
 */
export function sweepRequestDraft(): void {
  const draft = storedDraft();
  if (draft) deleteAt(draft.savedAt);
}

/** The draft saved for this course, if recent; an expired or malformed one is deleted. */
export function readRequestDraft(course: CourseId): CertificateRequestInput | null {
  const stored = storedDraft();
  if (!stored || stored.course !== course) return null;
  const draft = {} as CertificateRequestInput;
  for (const field of fields) {
    const value = (stored.values as Record<string, unknown>)[field];
    draft[field] = typeof value === 'string' ? value : '';
  }
  return draft;
}
