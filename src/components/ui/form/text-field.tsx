import './form.css';
import { useField, useFormikContext } from 'formik';
import { useId, useState, type HTMLInputAutoCompleteAttribute } from 'react';
import { useTranslation } from 'react-i18next';
import { messageValues } from '@/lib/validation';

type TextFieldProps = {
  /** Also the API field name. */
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  hint?: string;
  optional?: boolean;
  multiline?: boolean;
  readOnly?: boolean;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  /** The form's own error (`FormError`), which concerns this field too. */
  formErrorId?: string;
};

/**
 * A field's error that only the API can tell (a wrong current password), kept in Formik's
 * `status` because the next validation wipes `setErrors`. Shown while the field still holds
 * the value the API refused.
 */
export type ServerFieldErrors = Record<string, { message: string; value: string }>;

/**
 * A labelled input bound to Formik. The error (a translation key) is translated when rendered,
 * tied to the input with aria-describedby and shown once the field was left or the form sent.
 */
export function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
  hint,
  optional = false,
  multiline = false,
  readOnly = false,
  inputMode,
  formErrorId,
}: TextFieldProps) {
  const { t } = useTranslation('forms');
  const [field, meta] = useField<string>(name);
  const { submitCount, status } = useFormikContext();
  const [revealed, setRevealed] = useState(false);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const showError = Boolean(meta.error) && (meta.touched || submitCount > 0);
  const refused = (status as { fieldErrors?: ServerFieldErrors } | undefined)?.fieldErrors?.[name];
  const error = showError
    ? meta.error
    : refused && refused.value === field.value
      ? refused.message
      : undefined;
  const describedBy =
    [formErrorId && status ? formErrorId : '', hint ? hintId : '', error ? errorId : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const inputProps = {
    ...field,
    value: field.value ?? '',
    id,
    readOnly,
    autoComplete,
    inputMode,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': optional || readOnly ? undefined : true,
    className: 'field__input',
  };

  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optional && <span className="field__optional"> ({t('optionalField')})</span>}
      </label>
      <div className="field__control">
        {multiline ? (
          <textarea {...inputProps} rows={6} />
        ) : (
          <input {...inputProps} type={type === 'password' && revealed ? 'text' : type} />
        )}
        {type === 'password' && (
          // One mechanism: the label says what a press will do ("Show password" / "Hide
          // password"), for sighted and screen-reader users alike (the name is the visible text).
          // No aria-pressed on top: "Hide password, toggle button, pressed" contradicts itself.
          <button
            type="button"
            className="field__toggle"
            aria-controls={id}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? t('password.hide') : t('password.show')}
          </button>
        )}
      </div>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {/* Keys come from our own schemas; the cast keeps them out of the typed key union. */}
          {t(error as 'validation.required', messageValues(name))}
        </p>
      )}
    </div>
  );
}
