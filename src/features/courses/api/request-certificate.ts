import type { Language } from '@/config/languages';
import { apiRequest } from '@/lib/api/client';
import type { CourseId } from '../data/courses';

export type CertificateRequestInput = {
  course: CourseId;
  name: string;
  position: string;
  email: string;
  phone: string;
  memo: string;
};

/** api.md call 10: members only; the backend answers 401 without a session cookie. */
export function requestCertificate(input: CertificateRequestInput, lang: Language) {
  return apiRequest('/api/v1/certificate/request', {
    lang,
    method: 'POST',
    body: input,
    credentials: true,
  });
}
