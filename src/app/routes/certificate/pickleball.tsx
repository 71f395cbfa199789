import sessions from 'virtual:course-sessions/pickleball';
import { CoursePage } from '@/features/courses/components/course-page';

export function Component() {
  return <CoursePage course="pickleball" sessions={sessions} />;
}
