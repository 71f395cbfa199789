import './curriculum-table.css';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';
import { courseNamespace, minutesBetween, type Course } from '../data/courses';
import { formatCount } from '../lib/format';

/** The course day hour by hour; the lunch row shows where the clock stops. */
export function CurriculumTable({ course }: { course: Course }) {
  const { t } = useTranslation('certificate');
  const { t: own } = useTranslation(courseNamespace(course.id));
  const lang = useLanguage();
  return (
    <table className="course-schedule">
      <caption>{t('course.schedule.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('course.schedule.time')}</th>
          <th scope="col">{t('course.schedule.session')}</th>
        </tr>
      </thead>
      <tbody>
        {course.schedule.map((slot) => {
          const minutes = t('course.schedule.minutes', {
            minutes: formatCount(lang, minutesBetween(slot.start, slot.end)),
          });
          return (
            <tr
              key={slot.start}
              className={slot.session === 'lunch' ? 'course-schedule__break' : undefined}
            >
              <th scope="row">
                <span className="course-schedule__time">
                  {slot.start}–{slot.end}
                </span>
                <span className="course-schedule__minutes">{minutes}</span>
              </th>
              <td>
                {slot.session === 'lunch' ? (
                  t('course.schedule.lunch')
                ) : (
                  <>
                    <strong className="course-schedule__title">
                      {own(`curriculum.${slot.session}.title`)}
                    </strong>
                    <span className="course-schedule__text">
                      {own(`curriculum.${slot.session}.text`)}
                    </span>
                  </>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
