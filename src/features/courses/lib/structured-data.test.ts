import { describe, expect, it } from 'vitest';
import { allCourseSessions } from '@/config/sessions';
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

describe('a CourseInstance per listed session', () => {
  const badminton = courses.find((course) => course.id === 'badminton')!;
  const session = allCourseSessions.find(({ id }) => id === '2027-02-06-incheon-samsan')!;
  const url = `${env.siteOrigin}/ko/certificate/badminton`;

  it('dated in Seoul, at its venue, with what is left to book', () => {
    const full = { ...session, id: '2027-04-10-x', date: '2027-04-10', status: 'full' as const };
    const closed = {
      ...session,
      id: '2027-05-01-y',
      date: '2027-05-01',
      status: 'closed' as const,
    };
    const now = Date.parse('2026-12-01T00:00:00Z');
    const data = courseData(
      badminton,
      'ko',
      { name: 'n', description: 'd' },
      [session, full, closed],
      now,
    );
    expect(data.hasCourseInstance).toEqual([
      {
        '@type': 'CourseInstance',
        courseMode: 'onsite',
        courseWorkload: 'PT8H',
        maximumAttendeeCapacity: 40,
        startDate: '2027-02-06T09:00:00+09:00',
        endDate: '2027-02-06T18:00:00+09:00',
        location: {
          '@type': 'Place',
          name: '삼산월드체육관',
          address: {
            '@type': 'PostalAddress',
            streetAddress: '인천광역시 부평구 체육관로 60',
            addressCountry: 'KR',
          },
        },
        offers: {
          '@type': 'Offer',
          category: 'Paid',
          price: 330_000,
          priceCurrency: 'KRW',
          availability: 'https://schema.org/InStock',
          validThrough: '2027-01-29T23:59:00+09:00',
          url,
        },
      },
      expect.objectContaining({
        startDate: '2027-04-10T09:00:00+09:00',
        offers: expect.objectContaining({ availability: 'https://schema.org/SoldOut' }),
      }),
      expect.objectContaining({
        offers: expect.objectContaining({ availability: 'https://schema.org/OutOfStock' }),
      }),
    ]);
    expect(data.offers).toMatchObject({ availability: 'https://schema.org/InStock' });
  });

  it('the course is sold out when every listed session is full or closed', () => {
    const full = { ...session, status: 'full' as const };
    const data = courseData(badminton, 'en', { name: 'n', description: 'd' }, [full], 0);
    expect(data.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
  });
});
