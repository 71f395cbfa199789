import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { inquiryPath } from '@/config/paths';
import { useLanguage } from '@/hooks/use-language';

/** An organisation's way to a course of its own: the inquiry form, a group course chosen. */
export function GroupCourse({ headingId, text }: { headingId: string; text: string }) {
  const { t } = useTranslation('certificate');
  const lang = useLanguage();
  return (
    <section className="courses__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('course.group.heading')}</h2>
      <p>{text}</p>
      <p>
        <Link className="button" to={inquiryPath(lang, { topic: 'group-course' })}>
          {t('course.group.link')}
        </Link>
      </p>
    </section>
  );
}
