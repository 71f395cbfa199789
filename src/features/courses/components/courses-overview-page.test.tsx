import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { company } from '@/config/site';
import { findPageHeading, renderRoute } from '@/testing/render';

const cases = [
  {
    lang: 'en',
    heading: 'Certification training',
    courses: 'The four courses',
    titles: [
      'TRIO sport instructor level 3',
      'TRIO badminton referee level 3',
      'TRIO pickleball referee level 3',
      'TRIO table tennis referee level 3',
    ],
    instructorRule:
      'The first course, for physical-education teachers and sports instructors. No earlier certificate is needed.',
    refereeRule:
      'Each of the three referee courses requires the sport instructor level 3 certificate.',
    requires: 'Requires the sport instructor level 3 certificate',
    capacity: '40 people, first come, first served',
    duration: '8 hours',
  },
  {
    lang: 'ko',
    heading: '자격연수',
    courses: '연수 과정',
    titles: [
      'TRIO 스포츠지도자 3급',
      'TRIO 배드민턴 심판 3급',
      'TRIO 피클볼 심판 3급',
      'TRIO 탁구 심판 3급',
    ],
    instructorRule: '체육 교사와 스포츠 강사를 위한 첫 과정입니다. 미리 갖춰야 할 자격은 없습니다.',
    refereeRule: '세 심판 과정은 모두 스포츠지도자 3급 자격이 있어야 신청할 수 있습니다.',
    requires: '스포츠지도자 3급 자격 필요',
    capacity: '40명(선착순 마감)',
    duration: '8시간',
  },
  {
    lang: 'zh',
    heading: '认证培训',
    courses: '四门课程',
    titles: [
      'TRIO三级指导员',
      'TRIO羽毛球三级裁判员',
      'TRIO匹克球三级裁判员',
      'TRIO乒乓球三级裁判员',
    ],
    instructorRule: '面向体育教师和体育教练的入门课程，无需持有其他证书。',
    refereeRule: '三门裁判员课程均须持有TRIO三级指导员证书方可报名。',
    requires: '须持有TRIO三级指导员证书',
    capacity: '40人，先到先得',
    duration: '8小时',
  },
  {
    lang: 'es',
    heading: 'Cursos de certificación',
    courses: 'Los cuatro cursos',
    titles: [
      'Instructor deportivo TRIO de nivel 3',
      'Árbitro TRIO de bádminton de nivel 3',
      'Árbitro TRIO de pickleball de nivel 3',
      'Árbitro TRIO de tenis de mesa de nivel 3',
    ],
    instructorRule:
      'El primer curso, para docentes de educación física e instructores deportivos. No requiere ningún certificado previo.',
    refereeRule:
      'Los tres cursos de árbitro requieren el certificado de instructor deportivo de nivel 3.',
    requires: 'Requiere el certificado de instructor deportivo de nivel 3',
    capacity: '40 personas, por riguroso orden de inscripción',
    duration: '8 horas',
  },
] as const;

describe.each(cases)('the certification overview in $lang', (copy) => {
  const { lang } = copy;

  it('links a card to each of the four course pages', async () => {
    renderRoute(paths.certificate(lang));
    expect(await findPageHeading(copy.heading)).toBeInTheDocument();
    const section = screen.getByRole('region', { name: copy.courses });
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    const expected = [
      paths.certificateSport(lang),
      paths.certificateBadminton(lang),
      paths.certificatePickleball(lang),
      paths.certificateTableTennis(lang),
    ];
    copy.titles.forEach((title, index) => {
      const card = cards[index]!;
      expect(within(card).getByRole('link', { name: title })).toHaveAttribute(
        'href',
        expected[index],
      );
      // The rule is on each card: the instructor course first, the referee courses after it.
      if (index === 0) expect(card).not.toHaveTextContent(copy.requires);
      else expect(card).toHaveTextContent(copy.requires);
    });
  });

  it('states the prerequisite rule and the facts shared by every course', async () => {
    renderRoute(paths.certificate(lang));
    await findPageHeading(copy.heading);
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(copy.instructorRule);
    expect(main).toHaveTextContent(copy.refereeRule);
    expect(main).toHaveTextContent(copy.capacity);
    expect(main).toHaveTextContent(copy.duration);
    // The fee as each language writes won (a no-break space reads as a space here).
    const fee = { ko: '330,000원', en: '₩330,000', zh: '330,000韩元', es: '330.000 KRW' }[lang];
    expect(main).toHaveTextContent(fee);
    expect(main).toHaveTextContent(company.bankAccount.number);
    expect(main).toHaveTextContent(company.bankAccount.bank[lang]);
  });
});
