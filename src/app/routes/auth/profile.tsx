import { ProfilePage } from '@/features/auth/components/profile-page';

export function Component() {
  return <ProfilePage />;
}
