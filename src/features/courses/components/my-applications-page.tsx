import './courses.css';
import './my-applications-page.css';
import { useCallback, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ListError, ListSkeleton, ListStatus } from '@/components/ui/list-states';
import { PageMeta } from '@/components/ui/page-meta';
import { sessionById } from '@/config/course-sessions';
import { allCourseSessions } from '@/config/sessions';
import { paths, withRedirect } from '@/config/paths';
import { useApiResource } from '@/hooks/use-api-resource';
import { useLanguage } from '@/hooks/use-language';
import { formatTimeRange } from '@/lib/day-format';
import { useSession } from '@/stores/session';
import { getCertificateRequests, type Application } from '../api/get-certificate-requests';
import { courseById } from '../data/courses';
import { useFormatDay } from '@/hooks/use-format-day';

/** The day an instant falls on in Seoul (`2027-01-05T16:30:00Z` → `2027-01-06`). */
function seoulDay(iso: string): string {
  return new Date(Date.parse(iso) + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * `/<lang>/auth/applications`: the member's certification applications (api.md call 17), newest
 * first, with the session's day and venue from the content and the status in the page's
 * language. A visitor, or a member whose session ended (401), goes to log in and comes back.
 */
export function MyApplicationsPage() {
  const { t } = useTranslation('course-request');
  const lang = useLanguage();
  const navigate = useNavigate();
  const initialized = useSession((state) => state.initialized);
  const member = useSession((state) => state.userId !== null);
  const login = withRedirect(paths.authLogin(lang), paths.authApplications(lang));

  useEffect(() => {
    if (initialized && !member) void navigate(login, { replace: true });
  }, [initialized, member, navigate, login]);

  return (
    <div className="page courses my-applications">
      <PageMeta
        title={t('applications.meta.title')}
        description={t('applications.meta.description')}
        noindex
      />
      <div className="page__header">
        <h1>{t('applications.heading')}</h1>
        <p className="page__lead">{t('applications.lead')}</p>
      </div>
      {initialized && member ? (
        <ApplicationList onSessionEnded={() => void navigate(login, { replace: true })} />
      ) : (
        <ListStatus loading />
      )}
      <p className="my-applications__links">
        <Link to={paths.certificate(lang)}>{t('applications.courses')}</Link>
        <Link to={paths.authProfile(lang)}>{t('applications.profile')}</Link>
      </p>
    </div>
  );
}

function ApplicationList({ onSessionEnded }: { onSessionEnded: () => void }) {
  const { t } = useTranslation('course-request');
  const lang = useLanguage();
  const load = useCallback((signal: AbortSignal) => getCertificateRequests(lang, signal), [lang]);
  const { resource, retry } = useApiResource(load);
  const ended = resource.status === 'error' && resource.code === 401;
  useEffect(() => {
    if (ended) onSessionEnded();
  }, [ended, onSessionEnded]);

  if (resource.status === 'error') {
    return ended ? <ListStatus loading /> : <ListError code={resource.code} onRetry={retry} />;
  }
  const items = resource.status === 'ready' ? resource.data : [];
  return (
    <>
      <ListStatus
        loading={resource.status === 'loading'}
        empty={resource.status === 'ready' && items.length === 0 ? t('applications.empty') : ''}
      />
      {resource.status === 'loading' && <ListSkeleton rows={2} variant="card" />}
      {items.length === 0 && resource.status === 'ready' && (
        <p>
          <Link to={paths.certificate(lang)}>{t('applications.emptyLink')}</Link>
        </p>
      )}
      {items.length > 0 && (
        <ul className="my-applications__list plain-list" aria-label={t('applications.heading')}>
          {items.map((item) => (
            <ApplicationItem key={String(item.id)} item={item} />
          ))}
        </ul>
      )}
    </>
  );
}

function ApplicationItem({ item }: { item: Application }) {
  const { t } = useTranslation(['course-request', 'certificate']);
  const lang = useLanguage();
  const formatDay = useFormatDay();
  const ids = useId();
  const course = courseById(item.course);
  const session = sessionById(item.sessionId, allCourseSessions);
  return (
    <li className="my-application" aria-labelledby={ids}>
      <h2 id={ids} className="my-application__course">
        <Link to={course.path(lang)}>{t(`certificate:${course.key}.title`)}</Link>
      </h2>
      <p className={`my-application__status my-application__status--${item.status}`}>
        {t(`applications.status.${item.status}`)}
      </p>
      <dl className="my-application__facts">
        <div>
          <dt>{t('confirmation.session')}</dt>
          <dd>
            {session ? (
              <>
                <span className="my-application__line">
                  {formatDay(session.date, { weekday: true })},{' '}
                  {formatTimeRange(session.start, session.end)}
                </span>
                <span className="my-application__line">
                  {session.venue.name[lang]}, {session.venue.address[lang]}
                </span>
              </>
            ) : (
              t('applications.noSession')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('applications.applied')}</dt>
          <dd>{item.createdAt ? formatDay(seoulDay(item.createdAt)) : '—'}</dd>
        </div>
        <div>
          <dt>{t('confirmation.reference')}</dt>
          <dd>{String(item.id)}</dd>
        </div>
      </dl>
    </li>
  );
}
