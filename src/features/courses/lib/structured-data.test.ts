import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { languages } from '@/config/languages';
import { organization } from '@/lib/structured-data';
import { courses } from '../data/courses';
import { courseData, isoHours } from './structured-data';

describe('isoHours', () => {
  it('writes whole hours as an ISO 8601 duration', () => {
    expect(isoHours(8)).toBe('PT8H');
    expect(isoHours(12)).toBe('PT12H');
  });
});

describe('courseData', () => {
  const cases = courses.flatMap((course) =>
    languages.map((lang) => [course.id, lang, course] as const),
  );

  it.each(cases)('%s in %s: one day in person, 40 places, 330,000 KRW', (_, lang, course) => {
    const texts = { name: `Name ${lang}`, description: `Description ${lang}` };
    const url = `${env.siteOrigin}/${lang}/${course.path(lang).split('/').slice(2).join('/')}`;
    expect(courseData(course, lang, texts)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: texts.name,
      description: texts.description,
      url,
      provider: organization(lang),
      hasCourseInstance: {
        '@type': 'CourseInstance',
        courseMode: 'onsite',
        courseWorkload: 'PT8H',
        maximumAttendeeCapacity: 40,
      },
      offers: {
        '@type': 'Offer',
        category: 'Paid',
        price: 330_000,
        priceCurrency: 'KRW',
        availability: 'https://schema.org/InStock',
        url,
      },
    });
  });

  it('takes its numbers from the course data, not from copies', () => {
    const course = { ...courses[0]!, capacity: 24, hours: 6, feeKrw: 250_000 };
    const data = courseData(course, 'en', { name: 'n', description: 'd' });
    expect(data.hasCourseInstance).toMatchObject({
      courseWorkload: 'PT6H',
      maximumAttendeeCapacity: 24,
    });
    expect(data.offers).toMatchObject({ price: 250_000 });
  });
});
