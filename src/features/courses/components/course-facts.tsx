import './course-facts.css';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { KakaoChannelLink } from '@/components/ui/kakao-channel-link';
import { Icon } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import { company, companyPhone } from '@/config/site';
import { useLanguage } from '@/hooks/use-language';
import { courseNamespace, type Course } from '../data/courses';
import { formatCount, formatFee } from '../lib/format';
import { CurriculumTable } from './curriculum-table';

const applySteps = ['account', 'form', 'confirm', 'pay'] as const;

/** The referee courses' prerequisite, with a link to the course that gives it. */
export function PrerequisiteText() {
  const lang = useLanguage();
  return (
    <Trans
      ns="certificate"
      i18nKey="course.prerequisite.text"
      components={{ courseLink: <Link to={paths.certificateSport(lang)} /> }}
    />
  );
}

/** Every field of a certification course (spec section 3), as one definition list. */
export function CourseFacts({ course, headingId }: { course: Course; headingId: string }) {
  const { t } = useTranslation('certificate');
  const { t: own } = useTranslation(courseNamespace(course.id));
  const lang = useLanguage();
  const companyName = company.name[lang];
  const first = course.schedule[0];
  const last = course.schedule.at(-1);

  return (
    // The course names the contact links' clicks for the analytics service (src/lib/analytics.ts).
    <dl className="course-facts" aria-labelledby={headingId} data-analytics-course={course.id}>
      <Fact label={t('course.facts.title')}>
        <p>{t(`${course.key}.title`)}</p>
      </Fact>
      <Fact label={t('course.facts.type')}>
        <p>{t(`course.types.${course.kind}`)}</p>
      </Fact>
      <Fact label={t('course.facts.target')}>
        <p>{own('target')}</p>
        {course.requires && (
          <p className="course-facts__strong">
            <PrerequisiteText />
          </p>
        )}
      </Fact>
      <Fact label={t('course.facts.capacity')}>
        <p className="course-facts__value">
          {t('course.capacity', { people: formatCount(lang, course.capacity) })}
        </p>
        <p className="course-facts__note">{t('course.capacityNote')}</p>
      </Fact>
      <Fact label={t('course.facts.duration')}>
        <p className="course-facts__value">
          {t('course.duration', { hours: formatCount(lang, course.hours) })}
        </p>
        {first && last && (
          <p className="course-facts__note">
            {t('course.durationNote', { start: first.start, end: last.end })}
          </p>
        )}
      </Fact>
      <Fact label={t('course.facts.curriculum')} wide>
        <CurriculumTable course={course} />
      </Fact>
      <Fact label={t('course.facts.materials')}>
        <ul className="course-facts__list">
          {course.materials.map((item) => (
            <li key={item}>{own(`materials.${item}`)}</li>
          ))}
        </ul>
      </Fact>
      <Fact label={t('course.facts.fee')}>
        <p className="course-facts__value">{formatFee(lang, course.feeKrw)}</p>
        <p className="course-facts__note">{t('course.feeNote')}</p>
      </Fact>
      <Fact label={t('course.facts.benefits')}>
        <ul className="course-facts__list">
          {course.benefits.map((item) => (
            <li key={item}>{own(`benefits.${item}`, { company: companyName })}</li>
          ))}
        </ul>
      </Fact>
      <Fact label={t('course.facts.howToApply')}>
        <ol className="course-facts__steps">
          {applySteps.map((step) => (
            <li key={step}>{t(`course.howToApply.${step}`)}</li>
          ))}
        </ol>
        {course.requires && (
          <p className="course-facts__strong">{t('course.howToApply.refereeNote')}</p>
        )}
        <p className="course-facts__note">{t('course.howToApply.groupNote')}</p>
      </Fact>
      <Fact label={t('course.facts.payment')}>
        <p>{t('course.payment.method')}</p>
        <dl className="course-account">
          <div>
            <dt>{t('course.payment.bank')}</dt>
            <dd>{company.bankAccount.bank[lang]}</dd>
          </div>
          <div>
            <dt>{t('course.payment.number')}</dt>
            <dd className="course-account__number">{company.bankAccount.number}</dd>
          </div>
          <div>
            <dt>{t('course.payment.holder')}</dt>
            <dd>{company.bankAccount.holder[lang]}</dd>
          </div>
        </dl>
        <p className="course-facts__note">{t('course.payment.note')}</p>
      </Fact>
      <Fact label={t('course.facts.inquiry')}>
        <p>{t('course.inquiry.text', { company: companyName })}</p>
        <ul className="course-contact plain-list">
          <li>
            <Icon name="phone-call" />
            <span>{t('course.inquiry.phone')}</span>
            <a href={`tel:${company.phone}`}>{companyPhone(lang)}</a>
          </li>
          <li>
            <Icon name="mail" />
            <span>{t('course.inquiry.email')}</span>
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </li>
          <li>
            <KakaoChannelLink icon={<Icon name="chat" />} />
          </li>
        </ul>
      </Fact>
    </dl>
  );
}

function Fact({
  label,
  children,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  /** The curriculum table needs the full width on every screen. */
  wide?: boolean;
}) {
  return (
    <div className={`course-facts__row${wide ? ' course-facts__row--wide' : ''}`}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
