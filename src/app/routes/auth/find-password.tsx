import { FindPasswordPage } from '@/features/auth/components/find-password-page';

export function Component() {
  return <FindPasswordPage />;
}
