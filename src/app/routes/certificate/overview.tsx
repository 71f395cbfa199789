import { CoursesOverviewPage } from '@/features/courses/components/courses-overview-page';

export function Component() {
  return <CoursesOverviewPage />;
}
