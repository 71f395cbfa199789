import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CourseId } from '@/config/courses';
import type { Language } from '@/config/languages';
import { courseSessions } from '@/config/course-sessions';
import { allCourseSessions } from '@/config/sessions';
import { paths } from '@/config/paths';
import { company, companyPhone } from '@/config/site';
import { findPageHeading, renderRoute } from '@/testing/render';
import { courses, trainingMinutes } from '../data/courses';

/** Before every session's deadline in the content, whenever the tests run. */
beforeEach(() => {
  vi.setSystemTime(new Date('2026-12-01T00:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

/**
 * The fee as each language writes it; the no-break space of `330.000 KRW` becomes a space, as
 * Testing Library normalises text content.
 */
const fees: Record<Language, string> = {
  ko: '330,000원',
  en: '₩330,000',
  zh: '330,000韩元',
  es: '330.000 KRW',
};
const fee = (lang: Language) => fees[lang];

/** The value of a row of the course's definition list, by its term. */
function fact(term: string): HTMLElement {
  const dt = screen.getByText(term, { selector: '.course-facts dt' });
  const dd = dt.nextElementSibling;
  if (!(dd instanceof HTMLElement) || dd.tagName !== 'DD') throw new Error(`No value for ${term}`);
  return dd;
}

const copy = {
  en: {
    terms: {
      title: 'Course',
      type: 'Type',
      target: 'Who it is for',
      capacity: 'Capacity',
      duration: 'Training duration',
      curriculum: 'Curriculum',
      materials: 'Materials',
      fee: 'Training fee',
      benefits: 'Benefits',
      howToApply: 'How to apply',
      payment: 'Payment',
      inquiry: 'Inquiry',
    },
    capacity: '40 people, first come, first served',
    duration: '8 hours',
    prerequisite: 'This course requires the sport instructor level 3 certificate.',
    prerequisiteLink: 'sport instructor level 3 course',
    referee: 'Referee certificate, one-day course',
    instructor: 'Instructor certificate, one-day course',
    lunch: 'Lunch break',
  },
  ko: {
    terms: {
      title: '과정명',
      type: '구분',
      target: '교육 대상',
      capacity: '모집 인원',
      duration: '교육 시간',
      curriculum: '교육 과정',
      materials: '교육 자료',
      fee: '교육비',
      benefits: '수료 혜택',
      howToApply: '신청 방법',
      payment: '납부 방법',
      inquiry: '문의',
    },
    capacity: '40명(선착순 마감)',
    duration: '8시간',
    prerequisite: '이 과정은 스포츠지도자 3급 자격이 있어야 신청할 수 있습니다.',
    prerequisiteLink: '스포츠지도자 3급 과정',
    referee: '심판 자격\u2060·1일 과정',
    instructor: '지도자 자격\u2060·1일 과정',
    lunch: '점심시간',
  },
  zh: {
    terms: {
      title: '课程名称',
      type: '课程类型',
      target: '培训对象',
      capacity: '招生人数',
      duration: '培训时长',
      curriculum: '课程安排',
      materials: '培训资料',
      fee: '培训费',
      benefits: '结业收获',
      howToApply: '报名方式',
      payment: '缴费方式',
      inquiry: '咨询',
    },
    capacity: '40人，先到先得',
    duration: '8小时',
    prerequisite: '本课程须持有TRIO三级指导员证书方可报名。',
    prerequisiteLink: 'TRIO三级指导员培训',
    referee: '裁判员认证·一日制课程',
    instructor: '指导员认证·一日制课程',
    lunch: '午休',
  },
  es: {
    terms: {
      title: 'Curso',
      type: 'Tipo',
      target: 'Dirigido a',
      capacity: 'Plazas',
      duration: 'Duración de la formación',
      curriculum: 'Programa',
      materials: 'Materiales',
      fee: 'Precio de la formación',
      benefits: 'Qué obtiene',
      howToApply: 'Cómo inscribirse',
      payment: 'Forma de pago',
      inquiry: 'Consultas',
    },
    capacity: '40 personas, por riguroso orden de inscripción',
    duration: '8 horas',
    prerequisite: 'Este curso requiere el certificado de instructor deportivo de nivel 3.',
    prerequisiteLink: 'curso de instructor deportivo de nivel 3',
    referee: 'Certificado de árbitro, curso de una jornada',
    instructor: 'Certificado de instructor, curso de una jornada',
    lunch: 'Pausa para comer',
  },
} as const satisfies Record<Language, unknown>;

const headings: Record<Language, Record<CourseId, string>> = {
  en: {
    sport: 'TRIO sport instructor level 3',
    badminton: 'TRIO badminton referee level 3',
    pickleball: 'TRIO pickleball referee level 3',
    'table-tennis': 'TRIO table tennis referee level 3',
  },
  ko: {
    sport: 'TRIO 스포츠지도자 3급',
    badminton: 'TRIO 배드민턴 심판 3급',
    pickleball: 'TRIO 피클볼 심판 3급',
    'table-tennis': 'TRIO 탁구 심판 3급',
  },
  zh: {
    sport: 'TRIO三级指导员培训',
    badminton: 'TRIO羽毛球三级裁判员培训',
    pickleball: 'TRIO匹克球三级裁判员培训',
    'table-tennis': 'TRIO乒乓球三级裁判员培训',
  },
  es: {
    sport: 'Instructor deportivo TRIO de nivel 3',
    badminton: 'Árbitro TRIO de bádminton de nivel 3',
    pickleball: 'Árbitro TRIO de pickleball de nivel 3',
    'table-tennis': 'Árbitro TRIO de tenis de mesa de nivel 3',
  },
};

const languages = Object.keys(copy) as Language[];

describe('course data', () => {
  it.each(courses.map((course) => [course.id, course] as const))(
    '%s: 40 places, 330,000 KRW, and a schedule of exactly 8 training hours',
    (_, course) => {
      expect(course.capacity).toBe(40);
      expect(course.hours).toBe(8);
      expect(course.feeKrw).toBe(330_000);
      expect(trainingMinutes(course)).toBe(8 * 60);
      // Slots follow each other without gaps or overlaps.
      course.schedule.slice(1).forEach((slot, index) => {
        expect(slot.start).toBe(course.schedule[index]?.end);
      });
    },
  );

  it('the three referee courses require the sport instructor level 3 certificate', () => {
    const byId = Object.fromEntries(courses.map((course) => [course.id, course]));
    expect(byId.sport?.requires).toBeNull();
    for (const id of ['badminton', 'pickleball', 'table-tennis'])
      expect(byId[id]?.requires).toBe('sport');
  });
});

describe.each(languages)('course pages in %s', (lang) => {
  const text = copy[lang];

  it.each(courses.map((course) => [course.id, course] as const))(
    '%s shows every course field from the data',
    async (id, course) => {
      renderRoute(course.path(lang));
      expect(await findPageHeading(headings[lang][id])).toBeInTheDocument();

      for (const term of Object.values(text.terms)) expect(fact(term)).toBeInTheDocument();
      // The Chinese page heading adds 培训 ("training") to the course's title.
      expect(fact(text.terms.title)).toHaveTextContent(headings[lang][id].replace(/培训$/, ''));
      expect(fact(text.terms.type)).toHaveTextContent(
        course.requires ? text.referee : text.instructor,
      );
      expect(fact(text.terms.capacity)).toHaveTextContent(text.capacity);
      expect(fact(text.terms.duration)).toHaveTextContent(text.duration);
      expect(fact(text.terms.fee)).toHaveTextContent(fee(lang));

      const payment = fact(text.terms.payment);
      expect(payment).toHaveTextContent(company.bankAccount.bank[lang]);
      expect(payment).toHaveTextContent(company.bankAccount.number);
      expect(payment).toHaveTextContent(company.bankAccount.holder[lang]);

      const inquiry = fact(text.terms.inquiry);
      expect(within(inquiry).getByRole('link', { name: companyPhone(lang) })).toHaveAttribute(
        'href',
        `tel:${company.phone}`,
      );
      expect(within(inquiry).getByRole('link', { name: company.email })).toHaveAttribute(
        'href',
        `mailto:${company.email}`,
      );

      // The curriculum: a table with column and row headers, 7 sessions and the lunch break.
      const table = within(fact(text.terms.curriculum)).getByRole('table');
      expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
      expect(within(table).getAllByRole('rowheader')).toHaveLength(8);
      expect(within(table).getByText(text.lunch)).toBeInTheDocument();
      expect(within(table).getByRole('rowheader', { name: /09:00–10:00/ })).toBeInTheDocument();

      // The rule of spec section 6, stated where a visitor decides.
      const main = screen.getByRole('main');
      if (course.requires) {
        expect(main.textContent).toContain(text.prerequisite);
        expect(fact(text.terms.target)).toHaveTextContent(text.prerequisite);
        // The sentence links the course that gives the certificate, by its name.
        for (const where of [main.querySelector('.course-prerequisite'), fact(text.terms.target)]) {
          expect(
            within(where as HTMLElement).getByRole('link', { name: text.prerequisiteLink }),
          ).toHaveAttribute('href', paths.certificateSport(lang));
        }
      } else {
        expect(main.textContent).not.toContain(text.prerequisite);
      }
    },
  );
});

describe('the course for search engines', () => {
  it.each(courses.map((course) => [course.id, course] as const))(
    '%s carries its schema.org Course in the page language',
    async (id, course) => {
      renderRoute(course.path('es'));
      await findPageHeading(headings.es[id]);
      const blocks = [
        ...document.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]'),
      ].map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>);
      const data = blocks.find((block) => block['@type'] === 'Course');
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        name: headings.es[id],
        provider: { '@type': 'Organization', name: company.name.es },
        offers: { price: 330_000, priceCurrency: 'KRW', category: 'Paid' },
      });
      // One CourseInstance per session the page lists, at its venue, in the page's language.
      const instances = data?.hasCourseInstance as Array<Record<string, unknown>>;
      const listed = courseSessions(id, Date.now(), allCourseSessions);
      expect(instances).toHaveLength(listed.length);
      expect(instances[0]).toMatchObject({
        '@type': 'CourseInstance',
        courseMode: 'onsite',
        courseWorkload: 'PT8H',
        maximumAttendeeCapacity: 40,
        startDate: `${listed[0]!.date}T09:00:00+09:00`,
        location: { '@type': 'Place', name: listed[0]!.venue.name.es },
      });
      expect(data?.url).toMatch(new RegExp(`^https?://[^/]+${course.path('es')}$`));
    },
  );
});

describe('course page details', () => {
  it('the curriculum is specific to each sport', async () => {
    const { unmount } = renderRoute(paths.certificatePickleball('en'));
    await findPageHeading('TRIO pickleball referee level 3');
    expect(screen.getByText('Pickleball rules for TRIO sets')).toBeInTheDocument();
    expect(screen.getByText(/non-volley zone faults/)).toBeInTheDocument();
    unmount();

    renderRoute(paths.certificateTableTennis('en'));
    await findPageHeading('TRIO table tennis referee level 3');
    const table = screen.getByRole('table', { name: 'Schedule of the day' });
    expect(within(table).getByText('The legal serve and lets')).toBeInTheDocument();
    expect(within(table).queryByText(/non-volley zone/)).not.toBeInTheDocument();
  });

  it('links back to the overview and to the other three courses', async () => {
    renderRoute(paths.certificateSport('ko'));
    await findPageHeading('TRIO 스포츠지도자 3급');
    expect(screen.getByRole('link', { name: /자격연수 전체 과정/ })).toHaveAttribute(
      'href',
      paths.certificate('ko'),
    );
    const others = screen.getByRole('navigation', { name: '다른 과정' });
    expect(
      within(others)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      paths.certificateBadminton('ko'),
      paths.certificatePickleball('ko'),
      paths.certificateTableTennis('ko'),
    ]);
  });

  it('names the company as the issuer of the certificate in its own language', async () => {
    renderRoute(paths.certificateBadminton('zh'));
    await findPageHeading('TRIO羽毛球三级裁判员培训');
    expect(
      screen.getByText(
        `全天出勤并通过考核的学员，将获得由${company.name.zh}颁发的TRIO羽毛球三级裁判员证书。`,
      ),
    ).toBeInTheDocument();
  });
});
