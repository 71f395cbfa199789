import sessions from 'virtual:course-sessions/sport';
import { CoursePage } from '@/features/courses/components/course-page';

export function Component() {
  return <CoursePage course="sport" sessions={sessions} />;
}
