import { object, string, type InferType } from 'yup';
import type { CourseId } from '@/config/courses';
import type { Language } from '@/config/languages';
import { apiRequest, shape } from '@/lib/api/client';
import {
  certificateNumberRule,
  emailRule,
  maxLengths,
  optionalMemo,
  optionalText,
  phoneRule,
  requiredText,
} from '@/lib/validation';
import { courseById } from '../data/courses';

const baseFields = {
  name: requiredText(maxLengths.name),
  position: optionalText(maxLengths.position),
  email: emailRule(),
  phone: phoneRule(),
  memo: optionalMemo(maxLengths.memo),
};

/** The chosen session's id; required while the course has a session open to choose. */
const chosenSession = string().default('').required('validation.sessionRequired');
const noSession = string().default('');

const schemas = {
  referee: {
    withSession: object({
      ...baseFields,
      sessionId: chosenSession,
      certificateNumber: certificateNumberRule(),
    }),
    withoutSession: object({
      ...baseFields,
      sessionId: noSession,
      certificateNumber: certificateNumberRule(),
    }),
  },
  // Courses without a prerequisite have no certificate field; the value stays '' and is sent as null.
  open: {
    withSession: object({
      ...baseFields,
      sessionId: chosenSession,
      certificateNumber: string().default(''),
    }),
    withoutSession: object({
      ...baseFields,
      sessionId: noSession,
      certificateNumber: string().default(''),
    }),
  },
};

/**
 * The form's rules: the certificate number is required where the course has a prerequisite, a
 * session where one is open to choose.
 */
export function certificateRequestSchema(course: CourseId, sessionRequired: boolean) {
  const set = courseById(course).requires ? schemas.referee : schemas.open;
  return sessionRequired ? set.withSession : set.withoutSession;
}

export type CertificateRequestInput = InferType<typeof schemas.referee.withSession>;

/** The API's answer when the session filled up or closed since the page was built (api.md). */
export const SESSION_UNAVAILABLE = 409;

export type CertificateRequestResult = { id?: string | number };

/** The reference when the API sent one; anything else is no result (the page shows none). */
function parseResult(result: unknown): CertificateRequestResult | undefined {
  return shape.isRecord(result) && shape.id(result.id) ? { id: result.id } : undefined;
}

/**
 * api.md call 10: members only; the backend answers 401 without a session cookie and 409 when
 * the session is full or closed. `sessionId` and `certificateNumber` go in their own fields,
 * `null` when there is none.
 */
export function requestCertificate(
  course: CourseId,
  values: CertificateRequestInput,
  lang: Language,
) {
  const { sessionId, certificateNumber, ...rest } = certificateRequestSchema(course, false).cast(
    values,
    { stripUnknown: true },
  );
  return apiRequest<CertificateRequestResult>('/api/v1/certificate/request', {
    lang,
    method: 'POST',
    body: {
      course,
      sessionId: sessionId || null,
      certificateNumber: courseById(course).requires ? certificateNumber || null : null,
      ...rest,
    },
    credentials: true,
    parse: parseResult,
  });
}
