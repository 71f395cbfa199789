import sessions from 'virtual:course-sessions/badminton';
import { CoursePage } from '@/features/courses/components/course-page';

export function Component() {
  return <CoursePage course="badminton" sessions={sessions} />;
}
