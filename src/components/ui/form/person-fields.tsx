import { useTranslation } from 'react-i18next';
import { TextField } from './text-field';

/**
 * The fields every form that asks about a person shares (register, profile, find ID, course
 * request): same names as the API fields, same labels, hints and autofill everywhere.
 */
export function NameField() {
  const { t } = useTranslation('forms');
  return <TextField name="name" label={t('fields.name')} autoComplete="name" />;
}

export function PositionField() {
  const { t } = useTranslation('forms');
  return (
    <TextField
      name="position"
      label={t('fields.position')}
      hint={t('hints.position')}
      autoComplete="organization"
      optional
    />
  );
}

export function EmailField({
  hint = false,
  readOnly = false,
}: {
  hint?: boolean;
  readOnly?: boolean;
}) {
  const { t } = useTranslation('forms');
  return (
    <TextField
      name="email"
      type="email"
      label={t('fields.email')}
      hint={hint ? t('hints.email') : undefined}
      autoComplete="email"
      inputMode="email"
      readOnly={readOnly}
    />
  );
}

export function PhoneField() {
  const { t } = useTranslation('forms');
  return (
    <TextField
      name="phone"
      type="tel"
      label={t('fields.phone')}
      hint={t('hints.phone')}
      autoComplete="tel"
      inputMode="tel"
    />
  );
}
