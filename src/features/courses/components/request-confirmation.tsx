import './request-confirmation.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseSession } from '@/config/course-sessions';
import { paths } from '@/config/paths';
import { company } from '@/config/site';
import { Icon } from '@/components/ui/icon';
import { KakaoChannelLink } from '@/components/ui/kakao-channel-link';
import { useLanguage } from '@/hooks/use-language';
import { formatTimeRange } from '@/lib/day-format';
import type { Course } from '../data/courses';
import { formatFee } from '../lib/format';
import { useFormatDay } from '@/hooks/use-format-day';

export type SentRequest = {
  /** The session applied for; null when the course had none open. */
  session: CourseSession | null;
  /** The application's reference, when the API sent one (`result.id`). */
  reference: string | number | undefined;
};

/**
 * What the applicant needs after a 200 (api.md outcomes), in place of the form: what was applied
 * for, the reference, when the company calls, what to pay by when and to which account, the
 * refund rules in short, the calendar file and the way to their applications. Focus moves to
 * its heading, so a screen reader starts reading there.
 */
export function RequestConfirmation({ course, sent }: { course: Course; sent: SentRequest }) {
  const { t } = useTranslation(['course-request', 'certificate']);
  const lang = useLanguage();
  const formatDay = useFormatDay();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { session, reference } = sent;

  return (
    <div className="course-confirmation">
      <h3 ref={heading} tabIndex={-1} className="course-confirmation__heading">
        <Icon name="check" />
        {t('request.outcomes.completed')}
      </h3>
      <dl className="course-confirmation__facts">
        <div>
          <dt>{t('confirmation.course')}</dt>
          <dd>{t(`certificate:${course.key}.title`)}</dd>
        </div>
        {session && (
          <div>
            <dt>{t('confirmation.session')}</dt>
            <dd>
              <span className="course-confirmation__line">
                {formatDay(session.date, { weekday: true })},{' '}
                {formatTimeRange(session.start, session.end)}
              </span>
              <span className="course-confirmation__line">
                {session.venue.name[lang]}, {session.venue.address[lang]}
              </span>
            </dd>
          </div>
        )}
        {reference !== undefined && (
          <div>
            <dt>{t('confirmation.reference')}</dt>
            <dd className="course-confirmation__reference">{String(reference)}</dd>
          </div>
        )}
      </dl>

      <h4>{t('confirmation.next.heading')}</h4>
      <p>{t('confirmation.next.text')}</p>

      <h4>{t('confirmation.payment.heading')}</h4>
      <dl className="course-confirmation__facts">
        <div>
          <dt>{t('certificate:course.facts.fee')}</dt>
          <dd>{formatFee(lang, course.feeKrw)}</dd>
        </div>
        <div>
          <dt>{t('confirmation.payment.deadline')}</dt>
          <dd>
            {session
              ? formatDay(session.paymentDeadline, { weekday: true })
              : t('confirmation.payment.deadlineLater')}
          </dd>
        </div>
        <div>
          <dt>{t('certificate:course.payment.bank')}</dt>
          <dd>{company.bankAccount.bank[lang]}</dd>
        </div>
        <div>
          <dt>{t('certificate:course.payment.number')}</dt>
          <dd className="course-confirmation__copyable">
            <span className="course-account__number">{company.bankAccount.number}</span>
            <CopyButton text={company.bankAccount.number} label={t('confirmation.copy.number')} />
          </dd>
        </div>
        <div>
          <dt>{t('certificate:course.payment.holder')}</dt>
          <dd className="course-confirmation__copyable">
            <span>{company.bankAccount.holder[lang]}</span>
            <CopyButton
              text={company.bankAccount.holder[lang]}
              label={t('confirmation.copy.holder')}
            />
          </dd>
        </div>
      </dl>
      <p>{t('confirmation.payment.note')}</p>

      <h4>{t('confirmation.refunds.heading')}</h4>
      <ul className="course-confirmation__refunds">
        <li>{t('confirmation.refunds.full')}</li>
        <li>{t('confirmation.refunds.half')}</li>
        <li>{t('confirmation.refunds.none')}</li>
      </ul>
      <p>{t('confirmation.refunds.company')}</p>

      <p>
        {t('confirmation.kakao')} <KakaoChannelLink icon={<Icon name="chat" />} />
      </p>

      <p className="course-confirmation__actions">
        {session && (
          <a className="button" href={paths.sessionCalendar(lang, session.id)} download>
            <Icon name="calendar" />
            {t('confirmation.calendar')}
          </a>
        )}
        <Link className="button button--primary" to={paths.authApplications(lang)}>
          {t('confirmation.applications')}
        </Link>
      </p>
    </div>
  );
}

/**
 * Copies a value for the bank app. The button's name says what it copies; the result is
 * announced next to it ("Copied", or how to copy by hand when the browser refuses).
 */
function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('course-request');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <button
        type="button"
        className="button course-confirmation__copy"
        onClick={() => void copy()}
      >
        {label}
      </button>
      <span role="status" className="course-confirmation__copied">
        {state === 'idle' ? '' : t(`confirmation.copy.${state}`)}
      </span>
    </>
  );
}
