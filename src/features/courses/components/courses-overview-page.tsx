import './courses.css';
import './courses-overview-page.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { PageMeta } from '@/components/ui/page-meta';
import { courseSessions } from '@/config/course-sessions';
import { allCourseSessions } from '@/config/sessions';
import { paths } from '@/config/paths';
import { company } from '@/config/site';
import { useLanguage } from '@/hooks/use-language';
import { useVisitTime } from '@/hooks/use-visit-time';
import { courseById } from '../data/courses';
import { formatCount, formatFee } from '../lib/format';
import { CourseCards } from './course-cards';
import { GroupCourse } from './group-course';
import { SessionList } from './session-list';

/** `/<lang>/certificate`: the four courses and the order in which they are taken. */
export function CoursesOverviewPage() {
  const { t } = useTranslation('certificate');
  const lang = useLanguage();
  const ids = useId();
  // The shared facts are the same for every course; the instructor course stands for them.
  const sport = courseById('sport');
  const now = useVisitTime();

  return (
    <div className="page courses">
      <PageMeta title={t('overview.meta.title')} description={t('overview.meta.description')} />
      <div className="page__header">
        <h1>{t('overview.heading')}</h1>
        <p className="page__lead">{t('overview.lead')}</p>
        <p className="courses__intro">{t('overview.intro')}</p>
        <p className="courses__private">
          <Icon name="info" />
          {t('overview.private', { company: company.name[lang] })}
        </p>
      </div>

      <section className="courses__section" aria-labelledby={`${ids}-pathway`}>
        <h2 id={`${ids}-pathway`}>{t('overview.pathway.heading')}</h2>
        <ol className="course-pathway plain-list" aria-label={t('overview.pathway.label')}>
          <li className="course-pathway__step">
            <span className="course-pathway__number">{t('overview.pathway.instructorStep')}</span>
            <h3>
              <Link to={paths.certificateSport(lang)}>{t('overview.pathway.instructorTitle')}</Link>
            </h3>
            <p>{t('overview.pathway.instructorText')}</p>
          </li>
          <li className="course-pathway__step">
            <span className="course-pathway__number">{t('overview.pathway.refereeStep')}</span>
            <h3>{t('overview.pathway.refereeTitle')}</h3>
            <p>{t('overview.pathway.refereeText')}</p>
          </li>
        </ol>
      </section>

      <section className="courses__section" aria-labelledby={`${ids}-courses`}>
        <h2 id={`${ids}-courses`}>{t('overview.courses.heading')}</h2>
        <CourseCards headingLevel={3} />
      </section>

      <section className="courses__section" aria-labelledby={`${ids}-sessions`}>
        <h2 id={`${ids}-sessions`}>{t('sessions.heading')}</h2>
        <SessionList sessions={courseSessions(null, now, allCourseSessions)} now={now} showCourse />
      </section>

      <section className="courses__section" aria-labelledby={`${ids}-common`}>
        <h2 id={`${ids}-common`}>{t('overview.common.heading')}</h2>
        <p>{t('overview.common.text')}</p>
        <dl className="course-common">
          <div>
            <dt>
              <Icon name="users-three" />
              {t('course.facts.capacity')}
            </dt>
            <dd>{t('course.capacity', { people: formatCount(lang, sport.capacity) })}</dd>
          </div>
          <div>
            <dt>
              <Icon name="clock" />
              {t('course.facts.duration')}
            </dt>
            <dd>{t('course.duration', { hours: formatCount(lang, sport.hours) })}</dd>
          </div>
          <div>
            <dt>
              <Icon name="coins" />
              {t('course.facts.fee')}
            </dt>
            <dd>{formatFee(lang, sport.feeKrw)}</dd>
          </div>
          <div>
            <dt>
              <Icon name="building" />
              {t('course.facts.payment')}
            </dt>
            <dd>
              <span className="course-common__line">{t('course.payment.method')}</span>
              <span className="course-common__line">
                {company.bankAccount.bank[lang]}{' '}
                <span className="course-account__number">{company.bankAccount.number}</span>
              </span>
              <span className="course-common__line">{company.bankAccount.holder[lang]}</span>
            </dd>
          </div>
        </dl>
      </section>

      <section className="courses__section" aria-labelledby={`${ids}-audiences`}>
        <h2 id={`${ids}-audiences`}>{t('overview.audiences.heading')}</h2>
        <p>{t('overview.audiences.text')}</p>
      </section>

      <GroupCourse headingId={`${ids}-group`} text={t('overview.group.text')} />
    </div>
  );
}
