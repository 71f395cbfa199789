import type { Language } from '@/config/languages';
import { apiRequest } from '@/lib/api/client';

export type UpdateProfileInput = {
  name: string;
  position: string;
  phone: string;
  /** Only when the member typed a new password. */
  newPassword?: { password: string; passwordConfirm: string };
};

/** api.md call 5. */
export function updateProfile({ newPassword, ...fields }: UpdateProfileInput, lang: Language) {
  return apiRequest('/api/v1/user/update', {
    lang,
    method: 'POST',
    body: newPassword ? { ...fields, ...newPassword } : fields,
    credentials: true,
  });
}
