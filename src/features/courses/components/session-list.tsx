import './session-list.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isSessionOpen, type CourseSession } from '@/config/course-sessions';
import { paths } from '@/config/paths';
import { company, companyPhone } from '@/config/site';
import { Icon } from '@/components/ui/icon';
import { useLanguage } from '@/hooks/use-language';
import { formatTimeRange } from '@/lib/day-format';
import { mapSearchUrl, mapServices } from '@/lib/map-search';
import { courseById } from '../data/courses';
import { useFormatDay } from '@/hooks/use-format-day';

type SessionListProps = {
  /** The sessions listed (their deadline has not passed at the page's time), earliest first. */
  sessions: readonly CourseSession[];
  /** The time the page decides with (src/hooks/use-visit-time.ts). */
  now: number;
  /** Course pages: "Apply for this session" on each open one. The overview links to the course. */
  onApply?: (sessionId: string) => void;
  onApplyIntent?: () => void;
  /** The overview lists every course's sessions and names the course of each. */
  showCourse?: boolean;
};

/**
 * Upcoming sessions: day and weekday, times, venue with its address and map links, the
 * application deadline and the status. When none is open, says so and how to hear of the next.
 */
export function SessionList({
  sessions,
  now,
  onApply,
  onApplyIntent,
  showCourse = false,
}: SessionListProps) {
  const { t } = useTranslation('certificate');
  const lang = useLanguage();
  const formatDay = useFormatDay();
  const ids = useId();
  const anyOpen = sessions.some((session) => isSessionOpen(session, now));

  return (
    <>
      {sessions.length > 0 && (
        <ul className="course-sessions plain-list">
          {sessions.map((session, index) => {
            const open = isSessionOpen(session, now);
            const course = courseById(session.course);
            const headingId = `${ids}-${index}`;
            return (
              <li key={session.id} className="course-session">
                <h3 id={headingId} className="course-session__date">
                  {formatDay(session.date, { weekday: true })}
                </h3>
                {showCourse && (
                  <p className="course-session__course">
                    <Link to={course.path(lang)}>{t(`${course.key}.title`)}</Link>
                  </p>
                )}
                <p className={`course-session__status course-session__status--${session.status}`}>
                  {t(`sessions.status.${session.status}`)}
                </p>
                <dl className="course-session__facts">
                  <div>
                    <dt>
                      <Icon name="clock" />
                      {t('sessions.time')}
                    </dt>
                    <dd>{formatTimeRange(session.start, session.end)}</dd>
                  </div>
                  <div>
                    <dt>
                      <Icon name="map-pin" />
                      {t('sessions.venue')}
                    </dt>
                    <dd>
                      <span className="course-session__line">{session.venue.name[lang]}</span>
                      <span className="course-session__line">{session.venue.address[lang]}</span>
                      <span className="course-session__maps">
                        {mapServices.map((service) => (
                          <a
                            key={service}
                            href={mapSearchUrl(service, session.mapQuery)}
                            target="_blank"
                            rel="noopener noreferrer"
                          >
                            {t(`sessions.maps.${service}`)}{' '}
                            <span className="visually-hidden">{t('sessions.maps.newWindow')}</span>
                          </a>
                        ))}
                      </span>
                    </dd>
                  </div>
                  <div>
                    <dt>
                      <Icon name="calendar" />
                      {t('sessions.deadline')}
                    </dt>
                    <dd>{formatDay(session.applicationDeadline, { weekday: true })}</dd>
                  </div>
                </dl>
                {open && onApply && (
                  <button
                    type="button"
                    className="button button--primary needs-app course-session__apply"
                    aria-describedby={headingId}
                    onClick={() => onApply(session.id)}
                    onPointerEnter={onApplyIntent}
                    onFocus={onApplyIntent}
                  >
                    {t('sessions.apply')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {!anyOpen && <NoOpenSession />}
    </>
  );
}

/** No session to apply for: where the next one will be announced, and whom to ask meanwhile. */
function NoOpenSession() {
  const { t } = useTranslation('certificate');
  const lang = useLanguage();
  return (
    <div className="course-sessions__none" role="note">
      <p>
        <strong>{t('sessions.none.heading')}</strong>
      </p>
      <p>{t('sessions.none.text')}</p>
      <ul className="plain-list course-sessions__next">
        <li>
          <Link to={paths.communityNotice(lang)}>{t('sessions.none.notices')}</Link>
        </li>
        <li>
          {t('sessions.none.contact')} <a href={`tel:${company.phone}`}>{companyPhone(lang)}</a> ·{' '}
          <a href={`mailto:${company.email}`}>{company.email}</a>
        </li>
        {/*
         * Issue 45 adds the inquiry form, and the company facts will name a KakaoTalk channel
         * (content folder): their links go here, one item each.
         */}
      </ul>
    </div>
  );
}
