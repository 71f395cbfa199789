import './course-cards.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseId } from '@/config/courses';
import { Icon } from '@/components/ui/icon';
import { useLanguage } from '@/hooks/use-language';
import { courses } from '../data/courses';
import { formatCount, formatFee } from '../lib/format';

type CourseCardsProps = {
  /** The course whose page shows the cards is left out. */
  exclude?: CourseId;
  headingLevel: 2 | 3;
};

/** One card per course; the whole card follows the link in its title. */
export function CourseCards({ exclude, headingLevel }: CourseCardsProps) {
  const { t } = useTranslation('certificate');
  const lang = useLanguage();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const shown = courses.filter((course) => course.id !== exclude);
  return (
    <ul className={`course-cards plain-list${shown.length === 3 ? ' course-cards--three' : ''}`}>
      {shown.map((course) => (
        <li key={course.id} className={`course-card course-card--${course.kind}`}>
          <p className="course-card__type">{t(`course.types.${course.kind}`)}</p>
          <Heading className="course-card__title">
            <Link className="stretched-link" to={course.path(lang)}>
              {t(`${course.key}.title`)}
            </Link>
          </Heading>
          <p>{t(`${course.key}.summary`)}</p>
          <p
            className={`course-card__rule${course.requires ? ' course-card__rule--required' : ''}`}
          >
            <Icon name={course.requires ? 'certificate' : 'check'} size="sm" />
            {course.requires ? t('overview.courses.requires') : t('overview.courses.noRequirement')}
          </p>
          <p className="course-card__facts">
            <span className="visually-hidden">{t('overview.courses.facts')}: </span>
            {t('course.summary.capacity', { people: formatCount(lang, course.capacity) })}
            {' · '}
            {t('course.summary.duration', { hours: formatCount(lang, course.hours) })}
            {' · '}
            {formatFee(lang, course.feeKrw)}
          </p>
        </li>
      ))}
    </ul>
  );
}
