import './courses.css';
import './course-page.css';
import { lazy, Suspense, useEffect, useId, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { courseSessions, isSessionOpen, type CourseSession } from '@/config/course-sessions';
import type { CourseId } from '@/config/courses';
import type { Language } from '@/config/languages';
import { requestDialogNamespaces } from '@/config/namespaces';
import { Icon } from '@/components/ui/icon';
import { PageMeta } from '@/components/ui/page-meta';
import { ShareButton } from '@/components/ui/share-button';
import { StructuredData } from '@/components/ui/structured-data';
import { paths } from '@/config/paths';
import { useLanguage } from '@/hooks/use-language';
import { useVisitTime } from '@/hooks/use-visit-time';
import { loadNamespaces } from '@/lib/i18n';
import { onSessionEnd, useSession } from '@/stores/session';
import { courseById, courseNamespace, type Course } from '../data/courses';
import { formatCount, formatFee } from '../lib/format';
import { clearRequestDraft, readRequestDraft } from '../lib/request-draft';
import { courseData } from '../lib/structured-data';
import { CourseCards } from './course-cards';
import { GroupCourse } from './group-course';
import { CourseFacts, PrerequisiteText } from './course-facts';
import type { RequestValues } from './request-dialog';
import { SessionList } from './session-list';

/**
 * The request form brings Formik and Yup, and its own texts (the form, the confirmation): loaded
 * when a visitor is about to open it (pointer or focus on an apply button), not with the page,
 * whose hydration and download they would slow down.
 */
const loadRequestDialog = () => import('./request-dialog');
const RequestDialog = lazy(() =>
  loadRequestDialog().then((module) => ({ default: module.RequestDialog })),
);
function prefetchRequestDialog(lang: Language) {
  void loadRequestDialog();
  loadNamespaces(lang, requestDialogNamespaces).catch(() => undefined);
}

/** The request form opens in a dialog: the button shows once the app can open it. */
function ApplyButton({ onClick, ref }: { onClick: () => void; ref?: Ref<HTMLButtonElement> }) {
  const { t } = useTranslation('certificate');
  const { t: tCommon } = useTranslation();
  const lang = useLanguage();
  const prefetch = () => prefetchRequestDialog(lang);
  return (
    <>
      <button
        ref={ref}
        type="button"
        className="button button--primary button--large needs-app"
        onClick={onClick}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        {t('course.apply')}
      </button>
      <noscript>
        <p className="noscript-note">{tCommon('noscript.form')}</p>
      </noscript>
    </>
  );
}

type CoursePageProps = {
  course: CourseId;
  /** The course's sessions as written in the content (the route imports its own course's). */
  sessions: readonly CourseSession[];
};

/** `/<lang>/certificate/<course>`: every fact of one course and its request dialog. */
export function CoursePage({ course: id, sessions: courseDates }: CoursePageProps) {
  const course = courseById(id);
  const { t } = useTranslation('certificate');
  const { t: own } = useTranslation(courseNamespace(id));
  const lang = useLanguage();
  const ids = useId();
  const resume = useResumedRequest(id);
  const now = useVisitTime();
  const sessions = courseSessions(id, now, courseDates);
  const openSessions = sessions.filter((session) => isSessionOpen(session, now));
  const [dialogOpen, setDialogOpen] = useState(false);
  const [chosenSession, setChosenSession] = useState<string | null>(null);
  const [draft, setDraft] = useState<RequestValues | null>(resume.stored);
  const openDialog = (sessionId: string | null = null) => {
    setChosenSession(sessionId);
    setDialogOpen(true);
  };
  // What the member typed and closed the dialog on is theirs: not for the next person here.
  useEffect(() => onSessionEnd(() => setDraft(null)), []);
  const firstApply = useRef<HTMLButtonElement>(null);

  return (
    <div className="page courses">
      <PageMeta title={own('meta.title')} description={own('meta.description')} />
      <StructuredData
        data={courseData(
          course,
          lang,
          {
            name: t(`${course.key}.title`),
            description: own('meta.description'),
          },
          sessions,
          now,
        )}
      />
      <p className="course-back">
        <Link to={paths.certificate(lang)}>
          <span aria-hidden="true">←</span>
          {t('course.back')}
        </Link>
      </p>
      <div className="page__header course-hero">
        <p className="course-hero__type">
          <Icon name={course.kind === 'instructor' ? 'graduation-cap' : 'shield'} />
          {t(`course.types.${course.kind}`)}
        </p>
        <h1>{own('heading')}</h1>
        <p className="page__lead">{own('lead')}</p>
        <CourseSummary course={course} />
        {course.requires && <Prerequisite />}
        <ApplyButton ref={firstApply} onClick={() => openDialog()} />
        <p className="course-share">
          <ShareButton title={own('meta.title')} />
        </p>
      </div>

      <section className="courses__section" aria-labelledby={`${ids}-sessions`}>
        <h2 id={`${ids}-sessions`}>{t('sessions.heading')}</h2>
        <SessionList
          sessions={sessions}
          now={now}
          onApply={openDialog}
          onApplyIntent={() => prefetchRequestDialog(lang)}
        />
      </section>

      <section className="courses__section" aria-labelledby={`${ids}-details`}>
        <h2 id={`${ids}-details`}>{t('course.facts.heading')}</h2>
        <CourseFacts course={course} headingId={`${ids}-details`} />
      </section>

      <section className="courses__section course-cta" aria-labelledby={`${ids}-apply`}>
        <h2 id={`${ids}-apply`}>{t('course.applyAgain.heading')}</h2>
        <p>{t('course.applyAgain.text')}</p>
        <ApplyButton onClick={() => openDialog()} />
      </section>

      <GroupCourse headingId={`${ids}-group`} text={t('course.group.text')} />

      <nav className="courses__section" aria-labelledby={`${ids}-others`}>
        <h2 id={`${ids}-others`}>{t('course.others')}</h2>
        <CourseCards exclude={course.id} headingLevel={3} />
      </nav>

      {(dialogOpen || resume.open) && (
        <Suspense fallback={null}>
          <RequestDialog
            course={course}
            sessions={openSessions}
            chosenSession={chosenSession}
            onClose={() => {
              resume.done();
              setDialogOpen(false);
            }}
            draft={draft}
            onDraftChange={setDraft}
            resumed={resume.open}
            returnFocus={firstApply}
          />
        </Suspense>
      )}
    </div>
  );
}

/**
 * A request typed before logging in comes back with the page (login ends in a full page load):
 * read once when the page starts (it is not rendered, so hydration matches the pre-rendered
 * page), and the dialog opens by itself once the session says this is a member. A visitor who
 * came back without logging in finds it filled in when they open the dialog.
 */
function useResumedRequest(id: CourseId) {
  const [stored] = useState(() => readRequestDraft(id));
  const [handled, setHandled] = useState(false);
  const member = useSession((state) => state.userId !== null);
  useEffect(() => {
    if (stored) clearRequestDraft();
  }, [stored]);
  return {
    stored,
    open: stored !== null && member && !handled,
    done: () => setHandled(true),
  };
}

/** Capacity, hours and fee at a glance, before the full details. */
export function CourseSummary({ course }: { course: Course }) {
  const { t } = useTranslation('certificate');
  const lang = useLanguage();
  return (
    <ul className="course-summary plain-list" aria-label={t('course.summary.label')}>
      <li>
        <Icon name="users-three" />
        {t('course.summary.capacity', { people: formatCount(lang, course.capacity) })}
      </li>
      <li>
        <Icon name="clock" />
        {t('course.summary.duration', { hours: formatCount(lang, course.hours) })}
      </li>
      <li>
        <Icon name="coins" />
        {formatFee(lang, course.feeKrw)}
      </li>
    </ul>
  );
}

function Prerequisite() {
  const { t } = useTranslation('certificate');
  return (
    <div className="course-prerequisite">
      <Icon name="certificate" />
      <p>
        <strong>{t('course.prerequisite.label')}</strong> <PrerequisiteText />
      </p>
    </div>
  );
}
