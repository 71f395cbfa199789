import './request-dialog.css';
import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useId, useReducer, useRef, useState, type RefObject } from 'react';
import type { CourseSession } from '@/config/course-sessions';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { FocusFirstError } from '@/components/ui/form/focus-first-error';
import {
  EmailField,
  NameField,
  PhoneField,
  PositionField,
} from '@/components/ui/form/person-fields';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { PrivacyNote } from '@/components/ui/form/privacy-note';
import { TextField } from '@/components/ui/form/text-field';
import { useGuardedSubmit } from '@/components/ui/form/use-guarded-submit';
import { Icon } from '@/components/ui/icon';
import { requestDialogNamespaces } from '@/config/namespaces';
import { paths, withRedirect, type LoginPageState } from '@/config/paths';
import { useLanguage } from '@/hooks/use-language';
import { track } from '@/lib/analytics';
import { i18n, loadNamespaces } from '@/lib/i18n';
import type { UserProfile } from '@/lib/api/get-user-info';
import { formatPhone } from '@/lib/phone';
import { showAlert } from '@/stores/alerts';
import { useSession } from '@/stores/session';
import {
  certificateRequestSchema,
  requestCertificate,
  SESSION_UNAVAILABLE,
  type CertificateRequestInput,
} from '../api/request-certificate';
import { courseById, type Course } from '../data/courses';
import { saveRequestDraft } from '../lib/request-draft';
import { requestOutcomeMessage } from './outcome-message';
import { RequestConfirmation, type SentRequest } from './request-confirmation';
import { SessionChoice } from './session-choice';

/** What the visitor types; `course` is fixed by the page and added when sending. */
export type RequestValues = CertificateRequestInput;

/** The member's details as the form shows them (the phone as a Korean reader writes it). */
function personFrom(profile: UserProfile | null) {
  return {
    name: profile?.name ?? '',
    position: profile?.position ?? '',
    email: profile?.email ?? '',
    phone: formatPhone(profile?.phone),
  };
}

function valuesFrom(profile: UserProfile | null): RequestValues {
  return { ...personFrom(profile), sessionId: '', memo: '', certificateNumber: '' };
}

/**
 * The session the form starts with: the one the visitor pressed "Apply for this session" on,
 * else the draft's while it is still open, else the only one open.
 */
function startingSession(
  chosen: string | null,
  draft: RequestValues | null,
  sessions: readonly CourseSession[],
): string {
  const open = (id: string | null | undefined) =>
    sessions.some((session) => session.id === id) ? id : undefined;
  return open(chosen) ?? open(draft?.sessionId) ?? (sessions.length === 1 ? sessions[0]!.id : '');
}

type RequestDialogProps = {
  course: Course;
  /** The course's sessions open for applications now, earliest first. */
  sessions: readonly CourseSession[];
  /** The session whose "Apply for this session" opened the dialog. */
  chosenSession: string | null;
  onClose: () => void;
  /** What was typed when the dialog was last closed, so closing it by mistake loses nothing. */
  draft: RequestValues | null;
  /** Called when the dialog closes: the typed values, or null after a successful request. */
  onDraftChange: (draft: RequestValues | null) => void;
  /** Opened again after the visitor logged in to send what they had typed. */
  resumed?: boolean;
  /** Where focus goes on closing when the dialog opened by itself (resumed): the apply button. */
  returnFocus?: RefObject<HTMLElement | null>;
};

/**
 * The certification request form of a course page, in a modal dialog, once its texts are there
 * (`requestDialogNamespaces`: the page does not load them; until then, as while this code loads,
 * nothing shows). A failed download shows the page's error view, as a failed chunk does.
 */
export function RequestDialog(props: RequestDialogProps) {
  const lang = useLanguage();
  const ready = requestDialogNamespaces.every((ns) => i18n.hasResourceBundle(lang, ns));
  const [, textsArrived] = useReducer((count: number) => count + 1, 0);
  const [failure, setFailure] = useState<Error | null>(null);
  if (failure) throw failure;
  useEffect(() => {
    if (ready) return;
    let current = true;
    loadNamespaces(lang, requestDialogNamespaces).then(
      () => current && textsArrived(),
      (error: unknown) => current && setFailure(toError(error)),
    );
    return () => {
      current = false;
    };
  }, [lang, ready]);
  return ready ? <RequestDialogContent {...props} /> : null;
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

function RequestDialogContent({
  course,
  sessions,
  chosenSession,
  onClose,
  draft,
  onDraftChange,
  resumed = false,
  returnFocus,
}: RequestDialogProps) {
  const { t } = useTranslation(['course-request', 'certificate']);
  // The visitor's opening; the one after login (resumed) continues it and is not counted again.
  useEffect(() => {
    if (!resumed) track({ name: 'Course Dialog Opened', course: course.id });
  }, [course.id, resumed]);
  return (
    <Dialog
      title={t('request.title', { course: t(`certificate:${course.key}.title`) })}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      <RequestForm
        course={course}
        sessions={sessions}
        chosenSession={chosenSession}
        draft={draft}
        onDraftChange={onDraftChange}
        resumed={resumed}
      />
    </Dialog>
  );
}

/**
 * Applying is for members (spec section 6). A visitor may fill the form first: sending it, or
 * either link here, keeps what was typed for this tab and comes back to the course page with the
 * dialog open after login. While the session is still unknown nothing is said, so a member never
 * sees the message flash.
 */
function AccountNotice({ course, onLeave }: { course: Course; onLeave: () => void }) {
  const { t } = useTranslation('course-request');
  const lang = useLanguage();
  // The login form starts with the address typed here (WCAG 3.3.7), carried in the history
  // entry's state, never in the address.
  const login: LoginPageState = { email: useFormikContext<RequestValues>().values.email.trim() };
  return (
    <div className="course-request__account">
      <Icon name="info" />
      <div>
        <p>{t('request.anonymous.text')}</p>
        <p className="course-request__account-links">
          <Link
            className="button button--primary"
            to={withRedirect(paths.authLogin(lang), course.path(lang))}
            state={login}
            onClick={onLeave}
          >
            {t('request.anonymous.login')}
          </Link>
          <Link
            className="button"
            to={withRedirect(paths.authRegister(lang), course.path(lang))}
            onClick={onLeave}
          >
            {t('request.anonymous.register')}
          </Link>
        </p>
      </div>
    </div>
  );
}

function RequestForm({
  course,
  sessions,
  chosenSession,
  draft,
  onDraftChange,
  resumed,
}: {
  course: Course;
  sessions: readonly CourseSession[];
  chosenSession: string | null;
  draft: RequestValues | null;
  onDraftChange: (draft: RequestValues | null) => void;
  resumed: boolean;
}) {
  const { t } = useTranslation(['course-request', 'certificate', 'common']);
  const { t: tf } = useTranslation('forms');
  const lang = useLanguage();
  const navigate = useNavigate();
  const profile = useSession((state) => state.profile);
  const visitor = useSession((state) => state.initialized && state.userId === null);
  const refreshSession = useSession((state) => state.refresh);
  const container = useRef<HTMLDivElement>(null);
  // Read once, when the dialog opens: later profile answers are merged by PrefillFromProfile.
  const [initialValues] = useState(() => ({
    ...(draft ?? valuesFrom(profile)),
    sessionId: startingSession(chosenSession, draft, sessions),
  }));
  // Sessions the API said are full or closed since the page was built (409).
  const [unavailable, setUnavailable] = useState<readonly string[]>([]);
  const [sent, setSent] = useState<SentRequest | null>(null);
  const choices = sessions.filter((session) => !unavailable.includes(session.id));
  const latestRef = useRef(initialValues);
  const sentRef = useRef(false);
  // Handed to the page when the dialog closes, not on every keystroke (no page re-render).
  useEffect(() => () => onDraftChange(sentRef.current ? null : latestRef.current), [onDraftChange]);
  const keepForLogin = () => saveRequestDraft(course.id, latestRef.current);
  const onSubmit = useGuardedSubmit<RequestValues>(async (values, helpers) => {
    if (visitor) {
      saveRequestDraft(course.id, values);
      const login: LoginPageState = { email: values.email.trim() };
      await navigate(withRedirect(paths.authLogin(lang), course.path(lang)), { state: login });
      return;
    }
    const { code, result } = await requestCertificate(course.id, values, lang);
    if (code === 200) {
      sentRef.current = true;
      track({ name: 'Application Sent', course: course.id });
      setSent({
        session: sessions.find((session) => session.id === values.sessionId) ?? null,
        reference: result?.id,
      });
      return;
    }
    if (code === SESSION_UNAVAILABLE && values.sessionId) {
      // Everything typed stays; only the session is to be chosen again, among the others.
      setUnavailable((ids) => [...ids, values.sessionId]);
      await helpers.setFieldValue('sessionId', '', false);
      await helpers.setFieldTouched('sessionId', false, false);
      return;
    }
    // The submit button is disabled during the call, and a browser may drop focus from it; keep
    // focus in the form so it is where the visitor continues after closing the alert.
    const node = container.current;
    if (node && !node.contains(document.activeElement)) node.focus();
    // A session that ended while the form was open: ask again, so the notice and the "log in
    // and send" button appear with the form as it is.
    if (code === 401) void refreshSession(lang);
    void showAlert(requestOutcomeMessage(t, code));
  });

  if (sent) return <RequestConfirmation course={course} sent={sent} />;

  return (
    <div ref={container} tabIndex={-1} className="course-request__form">
      <Formik<RequestValues>
        initialValues={initialValues}
        validationSchema={certificateRequestSchema(course.id, choices.length > 0)}
        onSubmit={onSubmit}
      >
        <>
          {visitor && <AccountNotice course={course} onLeave={keepForLogin} />}
          {resumed && !visitor && (
            <p className="course-request__resumed" role="status">
              <Icon name="check" />
              {t('request.resumed')}
            </p>
          )}
          <p className="course-request__intro">{t('request.intro')}</p>
          <Form className="form" noValidate>
            <FocusFirstError />
            <PrefillFromProfile profile={profile} />
            <KeepDraft latestRef={latestRef} />
            <CourseField title={t(`certificate:${course.key}.title`)} />
            <SessionChoice sessions={choices} refusals={unavailable.length} />
            <NameField />
            <PositionField />
            <EmailField />
            <PhoneField />
            {course.requires && (
              <TextField
                name="certificateNumber"
                label={t('request.certificateNumber.label', {
                  certificate: t(`certificate:${courseById(course.requires).key}.title`),
                })}
                hint={t('request.certificateNumber.hint')}
                autoComplete="off"
              />
            )}
            <TextField
              name="memo"
              label={tf('fields.memo')}
              hint={t('request.memoHint')}
              multiline
              optional
            />
            <PrivacyNote />
            <SubmitButton>
              {visitor ? t('request.submitVisitor') : t('request.submit')}
            </SubmitButton>
          </Form>
        </>
      </Formik>
    </div>
  );
}

/**
 * The course is fixed by the page: shown by its title, read-only. The API value (`sport`,
 * `table-tennis`, ...) is added when sending, so it re-translates with the page.
 */
function CourseField({ title }: { title: string }) {
  const { t } = useTranslation('forms');
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('fields.course')}
      </label>
      <div className="field__control">
        <input id={id} name="course" className="field__input" value={title} readOnly />
      </div>
    </div>
  );
}

/**
 * A member whose profile arrives after the dialog opened (first page load) still gets the
 * form filled in; only fields left empty are filled, and only once.
 */
function PrefillFromProfile({ profile }: { profile: UserProfile | null }) {
  const { values, setFieldValue } = useFormikContext<RequestValues>();
  const done = useRef(false);
  useEffect(() => {
    if (!profile || done.current) return;
    done.current = true;
    for (const [field, value] of Object.entries(personFrom(profile))) {
      if (!values[field as keyof RequestValues] && value) void setFieldValue(field, value, false);
    }
  }, [profile, values, setFieldValue]);
  return null;
}

function KeepDraft({ latestRef }: { latestRef: RefObject<RequestValues> }) {
  const { values } = useFormikContext<RequestValues>();
  useEffect(() => {
    latestRef.current = values;
  }, [latestRef, values]);
  return null;
}
