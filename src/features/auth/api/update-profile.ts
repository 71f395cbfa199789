import { apiRequest } from '@/lib/api/client';

export type UpdateProfileInput = {
  name: string;
  position: string;
  phone: string;
  /** Only when the member typed a new password. */
  newPassword?: { password: string; passwordConfirm: string };
};

/** api.md call 5. */
export function updateProfile({ newPassword, ...fields }: UpdateProfileInput) {
  return apiRequest('/api/v1/user/update', {
    method: 'POST',
    body: newPassword ? { ...fields, ...newPassword } : fields,
    credentials: true,
  });
}
