import { MyApplicationsPage } from '@/features/courses/components/my-applications-page';

export function Component() {
  return <MyApplicationsPage />;
}
