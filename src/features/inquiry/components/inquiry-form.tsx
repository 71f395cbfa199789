import { Form, Formik, useField, useFormikContext } from 'formik';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ContactOptions } from '@/components/ui/contact-options';
import { FocusFirstError } from '@/components/ui/form/focus-first-error';
import { PrivacyNote } from '@/components/ui/form/privacy-note';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { TextField } from '@/components/ui/form/text-field';
import { useGuardedSubmit } from '@/components/ui/form/use-guarded-submit';
import { useLanguage } from '@/hooks/use-language';
import { track } from '@/lib/analytics';
import { inquirySchema, sendInquiry, type InquiryValues } from '../api/send-inquiry';
import { fillTimer, MIN_FILL_MS } from '../lib/fill-time';
import { hasPlan, inquiryTopics, planTiers, preselection } from '../lib/topics';
import { InquiryConfirmation } from './inquiry-confirmation';

/** The hidden field a person never sees or fills (`Honeypot`); programs that fill every field do. */
const HONEYPOT = 'trio_hp';

function emptyValues(search: string): InquiryValues {
  return {
    ...preselection(search),
    organisation: '',
    name: '',
    email: '',
    phone: '',
    headcount: '',
    memo: '',
  };
}

/**
 * The inquiry form (api.md call 18): no account needed. A 200 puts the confirmation in its
 * place; any other answer says sending failed and how else to reach the company, above the form
 * as it was typed. Bots are slowed, never a person: a filled hidden field gets the confirmation
 * without a call, and a send sooner than a person could type waits the rest silently.
 */
export function InquiryForm({ minFillMs = MIN_FILL_MS }: { minFillMs?: number }) {
  const { t } = useTranslation('inquiry');
  const lang = useLanguage();
  const { search } = useLocation();
  const [initialValues] = useState(() => emptyValues(search));
  const timer = useMemo(() => fillTimer(minFillMs), [minFillMs]);
  const honeypot = useRef<HTMLInputElement>(null);
  const failure = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(0);
  const [sent, setSent] = useState(false);

  const onSubmit = useGuardedSubmit<InquiryValues>(async (values) => {
    await timer.wait();
    if (honeypot.current?.value) {
      setSent(true);
      return;
    }
    const { code } = await sendInquiry(values, lang);
    if (code === 200) {
      track({ name: 'Inquiry Sent', topic: values.topic });
      setSent(true);
      return;
    }
    setFailed((count) => count + 1);
  });
  // Said where the visitor is, and read out: the message takes focus (it is above the form).
  useEffect(() => {
    if (failed > 0) failure.current?.focus();
  }, [failed]);

  if (sent) return <InquiryConfirmation />;

  return (
    <Formik<InquiryValues>
      initialValues={initialValues}
      validationSchema={inquirySchema}
      onSubmit={onSubmit}
    >
      <Form
        className="form inquiry-form"
        noValidate
        onFocus={timer.started}
        onPointerDown={timer.started}
      >
        {failed > 0 && (
          <div ref={failure} tabIndex={-1} role="alert" className="inquiry-failure">
            <p className="inquiry-failure__title">{t('failure.title')}</p>
            <p>{t('failure.text')}</p>
            <ContactOptions label={t('failure.label')} />
          </div>
        )}
        <FocusFirstError />
        <TopicChoice />
        <TextField
          name="organisation"
          label={t('fields.organisation')}
          hint={t('hints.organisation')}
          autoComplete="organization"
        />
        <TextField name="name" label={t('fields.name')} autoComplete="name" />
        <TextField
          name="email"
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          inputMode="email"
        />
        <TextField
          name="phone"
          type="tel"
          label={t('fields.phone')}
          hint={t('hints.phone')}
          autoComplete="tel"
          inputMode="tel"
        />
        <PlanChoice />
        <TextField
          name="headcount"
          label={t('fields.headcount')}
          hint={t('hints.headcount')}
          autoComplete="off"
          inputMode="numeric"
          optional
        />
        <MemoField />
        <Honeypot inputRef={honeypot} />
        <PrivacyNote />
        <SubmitButton>{t('submit')}</SubmitButton>
      </Form>
    </Formik>
  );
}

/** The message is the whole question when the topic is "other": required then. */
function MemoField() {
  const { t } = useTranslation('inquiry');
  const { values } = useFormikContext<InquiryValues>();
  return (
    <TextField
      name="memo"
      label={t('fields.memo')}
      hint={t(`hints.memo.${values.topic || 'other'}`)}
      multiline
      optional={values.topic !== 'other'}
    />
  );
}

/** One radio button per topic; errors as in every field (translated key, announced). */
function TopicChoice() {
  const { t } = useTranslation('inquiry');
  const { t: tf } = useTranslation('forms');
  const [field, meta] = useField<string>('topic');
  const { submitCount } = useFormikContext();
  const id = useId();
  const error = meta.error && (meta.touched || submitCount > 0) ? meta.error : undefined;
  return (
    <fieldset
      className={`field inquiry-choice${error ? ' field--invalid' : ''}`}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="field__label">{t('fields.topic')}</legend>
      <ul className="plain-list inquiry-choice__options">
        {inquiryTopics.map((topic, index) => (
          <li key={topic} className="inquiry-choice__option">
            <input
              id={`${id}-${topic}`}
              type="radio"
              name={field.name}
              value={topic}
              checked={field.value === topic}
              onChange={field.onChange}
              onBlur={field.onBlur}
              aria-invalid={error && index === 0 ? true : undefined}
            />
            <label htmlFor={`${id}-${topic}`}>{t(`topics.${topic}`)}</label>
          </li>
        ))}
      </ul>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {tf(error as 'validation.topicRequired')}
        </p>
      )}
    </fieldset>
  );
}

/** The point plan, asked only about points; "not decided yet" is a fine answer. */
function PlanChoice() {
  const { t } = useTranslation('inquiry');
  const { t: tf } = useTranslation('forms');
  const { values } = useFormikContext<InquiryValues>();
  const [field] = useField<string>('plan');
  const id = useId();
  if (!hasPlan(values.topic)) return null;
  const choices = [...planTiers, ''] as const;
  return (
    <fieldset className="field inquiry-choice">
      <legend className="field__label">
        {t('fields.plan')}
        <span className="field__optional"> ({tf('optionalField')})</span>
      </legend>
      <ul className="plain-list inquiry-choice__options inquiry-choice__options--row">
        {choices.map((plan) => (
          <li key={plan || 'none'} className="inquiry-choice__option">
            <input
              id={`${id}-${plan || 'none'}`}
              type="radio"
              name={field.name}
              value={plan}
              checked={field.value === plan}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
            <label htmlFor={`${id}-${plan || 'none'}`}>{t(`plans.${plan || 'none'}`)}</label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * A field for programs only: out of sight, out of the tab order and of the accessibility tree,
 * labelled and named so that browsers' autofill leaves it alone.
 */
function Honeypot({ inputRef }: { inputRef: React.RefObject<HTMLInputElement | null> }) {
  const { t } = useTranslation('inquiry');
  const id = useId();
  return (
    <div className="inquiry-form__trap" aria-hidden="true">
      <label htmlFor={id}>{t('trap')}</label>
      <input
        ref={inputRef}
        id={id}
        name={HONEYPOT}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
