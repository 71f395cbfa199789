import { object, type InferType } from 'yup';
import type { Language } from '@/config/languages';
import { apiRequest } from '@/lib/api/client';
import { emailRule, maxLengths, optionalText, phoneRule, requiredText } from '@/lib/validation';
import type { CourseId } from '../data/courses';

export const certificateRequestSchema = object({
  name: requiredText(maxLengths.name),
  position: optionalText(maxLengths.position),
  email: emailRule(),
  phone: phoneRule(),
  memo: optionalText(maxLengths.memo),
});

export type CertificateRequestInput = InferType<typeof certificateRequestSchema>;

/** api.md call 10: members only; the backend answers 401 without a session cookie. */
export function requestCertificate(
  course: CourseId,
  values: CertificateRequestInput,
  lang: Language,
) {
  return apiRequest('/api/v1/certificate/request', {
    lang,
    method: 'POST',
    body: { course, ...certificateRequestSchema.cast(values, { stripUnknown: true }) },
    credentials: true,
  });
}
