import { useField, useFormikContext } from 'formik';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseSession } from '@/config/course-sessions';
import { useLanguage } from '@/hooks/use-language';
import { formatTimeRange } from '@/lib/day-format';
import { useFormatDay } from '@/hooks/use-format-day';

type SessionChoiceProps = {
  /** The sessions a visitor can still choose, earliest first. */
  sessions: readonly CourseSession[];
  /** How many sessions the API refused as full or closed (409) while the dialog was open. */
  refusals: number;
};

/**
 * The session an application is for (`sessionId`), one radio button per open session: the
 * visitor sees every date and venue at once and changes with the arrow keys. After a 409 it says
 * the chosen session is no longer available, with focus on that message, and offers the others.
 */
export function SessionChoice({ sessions, refusals }: SessionChoiceProps) {
  const { t } = useTranslation('course-request');
  const { t: tf } = useTranslation('forms');
  const lang = useLanguage();
  const formatDay = useFormatDay();
  const [field, meta] = useField<string>('sessionId');
  const { submitCount } = useFormikContext();
  const id = useId();
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (refusals > 0) message.current?.focus();
  }, [refusals]);
  if (sessions.length === 0 && refusals === 0) return null;
  const error = meta.error && (meta.touched || submitCount > 0) ? meta.error : undefined;
  const errorId = `${id}-error`;

  return (
    <fieldset
      className={`field session-choice${error ? ' field--invalid' : ''}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field__label">{t('request.session.label')}</legend>
      {refusals > 0 && (
        <p ref={message} tabIndex={-1} role="alert" className="session-choice__refused">
          {t(sessions.length > 0 ? 'request.session.refused' : 'request.session.refusedNoOther')}
        </p>
      )}
      <ul className="plain-list session-choice__options">
        {sessions.map((session, index) => (
          <li key={session.id} className="session-choice__option">
            <input
              id={`${id}-${index}`}
              type="radio"
              name={field.name}
              value={session.id}
              checked={field.value === session.id}
              onChange={field.onChange}
              onBlur={field.onBlur}
              aria-invalid={error && index === 0 ? true : undefined}
            />
            <label htmlFor={`${id}-${index}`} className="session-choice__text">
              <span className="session-choice__date">
                {formatDay(session.date, { weekday: true })}
              </span>
              <span>
                {formatTimeRange(session.start, session.end)} · {session.venue.name[lang]}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p id={errorId} className="field__error">
          {tf(error as 'validation.sessionRequired')}
        </p>
      )}
    </fieldset>
  );
}
