import type { Course as CourseThing, WithContext } from 'schema-dts';
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

/**
 * A course page's schema.org `Course`, in the page's language, with the numbers of the course
 * data (places, hours, fee): one day in person, paid by bank transfer. The venue is agreed with
 * each applicant, so no `location`.
 */
export function courseData(
  course: Course,
  lang: Language,
  { name, description }: CourseTexts,
): WithContext<CourseThing> {
  const url = absoluteUrl(course.path(lang));
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name,
    description,
    url,
    provider: organization(lang),
    hasCourseInstance: {
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
      availability: 'https://schema.org/InStock',
      url,
    },
  };
}
