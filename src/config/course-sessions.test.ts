import { describe, expect, it } from 'vitest';
import {
  courseSessions,
  deadlinePassed,
  isSessionOpen,
  sessionById,
  type CourseSession,
} from './course-sessions';
import { allCourseSessions } from './sessions';

const base = allCourseSessions.find((session) => session.id === '2027-03-13-daejeon-hanbat')!;
const session = (fields: Partial<CourseSession>): CourseSession => ({ ...base, ...fields });

describe('a session deadline, in Asia/Seoul', () => {
  const open = session({ applicationDeadline: '2027-03-05', status: 'open' });

  it('lasts until midnight in Seoul of its day, whatever the visitor’s time zone', () => {
    // 23:59 in Seoul is 14:59 UTC; midnight in Seoul is 15:00 UTC.
    expect(isSessionOpen(open, Date.parse('2027-03-05T14:59:59Z'))).toBe(true);
    expect(isSessionOpen(open, Date.parse('2027-03-05T15:00:00Z'))).toBe(false);
    expect(deadlinePassed(open, Date.parse('2027-03-05T15:00:00Z'))).toBe(true);
  });

  it('a full or closed session is never open, before its deadline too', () => {
    const now = Date.parse('2027-01-01T00:00:00Z');
    expect(isSessionOpen(session({ status: 'full' }), now)).toBe(false);
    expect(isSessionOpen(session({ status: 'closed' }), now)).toBe(false);
  });
});

describe('the sessions a page lists', () => {
  const sessions = [
    session({
      id: '2027-04-17-b',
      course: 'sport',
      date: '2027-04-17',
      applicationDeadline: '2027-04-09',
    }),
    session({
      id: '2027-01-16-a',
      course: 'sport',
      date: '2027-01-16',
      applicationDeadline: '2027-01-08',
    }),
    session({
      id: '2027-02-20-c',
      course: 'sport',
      date: '2027-02-20',
      status: 'full',
      applicationDeadline: '2027-02-12',
    }),
    session({
      id: '2027-02-06-d',
      course: 'badminton',
      date: '2027-02-06',
      applicationDeadline: '2027-01-29',
    }),
  ];

  it('are the course’s, earliest first, full ones included, until each one’s deadline', () => {
    const ids = (now: string, course: 'sport' | null = 'sport') =>
      courseSessions(course, Date.parse(now), sessions).map(({ id }) => id);
    expect(ids('2026-12-01T00:00:00Z')).toEqual(['2027-01-16-a', '2027-02-20-c', '2027-04-17-b']);
    expect(ids('2027-01-08T15:00:00Z')).toEqual(['2027-02-20-c', '2027-04-17-b']);
    expect(ids('2027-04-09T15:00:00Z')).toEqual([]);
    expect(ids('2026-12-01T00:00:00Z', null)).toEqual([
      '2027-01-16-a',
      '2027-02-06-d',
      '2027-02-20-c',
      '2027-04-17-b',
    ]);
  });

  it('finds a session by id, and nothing for an unknown or missing one', () => {
    expect(sessionById('2027-02-06-d', sessions)?.course).toBe('badminton');
    expect(sessionById('2030-01-01-nowhere', sessions)).toBeUndefined();
    expect(sessionById(null, sessions)).toBeUndefined();
  });
});

describe('content/sessions.json', () => {
  it('has open sessions for every course, and a full and a closed one', () => {
    for (const course of ['sport', 'badminton', 'pickleball', 'table-tennis'] as const)
      expect(allCourseSessions.some((s) => s.course === course && s.status === 'open')).toBe(true);
    expect(allCourseSessions.some((s) => s.status === 'full')).toBe(true);
    expect(allCourseSessions.some((s) => s.status === 'closed')).toBe(true);
  });
});
