import { object, string, type InferType } from 'yup';
import type { CourseId } from '@/config/courses';
import type { Language } from '@/config/languages';
import { apiRequest } from '@/lib/api/client';
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

const fullSchema = object({ ...baseFields, certificateNumber: certificateNumberRule() });
// Courses without a prerequisite have no certificate field; the value stays '' and is not sent.
const openSchema = object({ ...baseFields, certificateNumber: string().default('') });

/** The form's rules: the certificate number is required where the course has a prerequisite. */
export function certificateRequestSchema(course: CourseId) {
  return courseById(course).requires ? fullSchema : openSchema;
}

export type CertificateRequestInput = InferType<typeof fullSchema>;

/**
 * The API has no field for the prerequisite's certificate number (api.md call 10), so it goes
 * first in the memo, behind a label in the company's working language and in English that staff
 * can search for whatever language the visitor used.
 */
export const CERTIFICATE_NUMBER_LABEL =
  '[스포츠지도자 3급 자격증 번호 / Sport instructor level 3 certificate no.]';

function memoWithCertificate(certificateNumber: string, memo: string) {
  if (!certificateNumber) return memo;
  const line = `${CERTIFICATE_NUMBER_LABEL} ${certificateNumber}`;
  return memo ? `${line}\n\n${memo}` : line;
}

/** api.md call 10: members only; the backend answers 401 without a session cookie. */
export function requestCertificate(
  course: CourseId,
  values: CertificateRequestInput,
  lang: Language,
) {
  const { certificateNumber, memo, ...person } = certificateRequestSchema(course).cast(values, {
    stripUnknown: true,
  });
  return apiRequest('/api/v1/certificate/request', {
    lang,
    method: 'POST',
    body: { course, ...person, memo: memoWithCertificate(certificateNumber, memo) },
    credentials: true,
  });
}
