import sessions from 'virtual:course-sessions/table-tennis';
import { CoursePage } from '@/features/courses/components/course-page';

export function Component() {
  return <CoursePage course="table-tennis" sessions={sessions} />;
}
