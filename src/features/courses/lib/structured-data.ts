import type { Course as CourseThing, CourseInstance, WithContext } from 'schema-dts';
import { isSessionOpen, type CourseSession, type SessionStatus } from '@/config/course-sessions';
import type { Language } from '@/config/languages';
import { absoluteUrl, organization } from '@/lib/structured-data';
import type { Course } from '../data/courses';

type CourseTexts = {
  /** The course's name in the page's language. */
  name: string;
  description: string;
};

/** Whole hours as an ISO 8601 duration: 8 → `PT8H`. */
export function isoHours(hours: number): string {
  return `PT${hours}H`;
}

type Availability =
  'https://schema.org/InStock' | 'https://schema.org/SoldOut' | 'https://schema.org/OutOfStock';

const availability: Record<SessionStatus, Availability> = {
  open: 'https://schema.org/InStock',
  full: 'https://schema.org/SoldOut',
  closed: 'https://schema.org/OutOfStock',
};

/** A Seoul wall-clock time as ISO 8601 with its offset: `2027-03-13T09:00:00+09:00`. */
const seoulDateTime = (date: string, time: string) => `${date}T${time}:00+09:00`;

function sessionInstance(
  course: Course,
  session: CourseSession,
  lang: Language,
  url: string,
): CourseInstance {
  return {
    '@type': 'CourseInstance',
    courseMode: 'onsite',
    courseWorkload: isoHours(course.hours),
    maximumAttendeeCapacity: session.capacity,
    startDate: seoulDateTime(session.date, session.start),
    endDate: seoulDateTime(session.date, session.end),
    location: {
      '@type': 'Place',
      name: session.venue.name[lang],
      address: {
        '@type': 'PostalAddress',
        streetAddress: session.venue.address[lang],
        addressCountry: 'KR',
      },
    },
    offers: {
      '@type': 'Offer',
      category: 'Paid',
      price: course.feeKrw,
      priceCurrency: 'KRW',
      availability: availability[session.status],
      validThrough: seoulDateTime(session.applicationDeadline, '23:59'),
      url,
    },
  };
}

/**
 * A course page's schema.org `Course`, in the page's language, with the numbers of the course
 * data (places, hours, fee) and a `CourseInstance` for each session the page lists (date, venue,
 * whether places are left). Without a listed session, one undated instance says how the course
 * runs.
 */
export function courseData(
  course: Course,
  lang: Language,
  { name, description }: CourseTexts,
  sessions: readonly CourseSession[] = [],
  now = 0,
): WithContext<CourseThing> {
  const url = absoluteUrl(course.path(lang));
  const anyOpen = sessions.some((session) => isSessionOpen(session, now));
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name,
    description,
    url,
    provider: organization(lang),
    hasCourseInstance:
      sessions.length > 0
        ? sessions.map((session) => sessionInstance(course, session, lang, url))
        : {
            '@type': 'CourseInstance',
            courseMode: 'onsite',
            courseWorkload: isoHours(course.hours),
            maximumAttendeeCapacity: course.capacity,
          },
    offers: {
      '@type': 'Offer',
      category: 'Paid',
      price: course.feeKrw,
      priceCurrency: 'KRW',
      availability: anyOpen || sessions.length === 0 ? availability.open : availability.full,
      url,
    },
  };
}
