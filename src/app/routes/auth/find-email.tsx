import { FindEmailPage } from '@/features/auth/components/find-email-page';

export function Component() {
  return <FindEmailPage />;
}
