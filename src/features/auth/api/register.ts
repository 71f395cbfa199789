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
export function register(input: RegisterInput) {
  return apiRequest('/api/v1/user', {
    method: 'POST',
    body: { ...input, agreeTerms: true, agreePrivacy: true },
    credentials: true,
  });
}
