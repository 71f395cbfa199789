import type { Language } from '@/config/languages';
import { apiRequest } from '@/lib/api/client';

export type RegisterInput = {
  email: string;
  password: string;
  passwordConfirm: string;
  name: string;
  position: string;
  phone: string;
};

/** api.md call 4: only sent once both agreements were given. */
export function register(input: RegisterInput, lang: Language) {
  return apiRequest('/api/v1/user', {
    lang,
    method: 'POST',
    body: { ...input, agreeTerms: true, agreePrivacy: true },
    credentials: true,
  });
}
