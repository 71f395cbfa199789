import { useTranslation } from 'react-i18next';
import { TextField } from './text-field';

type PasswordFieldsProps = {
  /** Replaces a password the visitor already has (reset, profile): "New password". */
  replacing?: boolean;
  /** May stay empty (the profile: no change). */
  optional?: boolean;
  /** Asks for the current password first (the profile: needed to set a new one). */
  current?: boolean;
};

/**
 * A new password and its confirmation, the same on the register, reset and profile forms; their
 * rules and messages are `passwordRules` (src/lib/validation.ts).
 */
export function PasswordFields({
  replacing = false,
  optional = false,
  current = false,
}: PasswordFieldsProps) {
  const { t } = useTranslation('forms');
  return (
    <>
      {current && (
        <TextField
          name="currentPassword"
          type="password"
          label={t('fields.currentPassword')}
          hint={t('hints.currentPassword')}
          autoComplete="current-password"
          optional
        />
      )}
      <TextField
        name="password"
        type="password"
        label={replacing ? t('fields.newPassword') : t('fields.password')}
        hint={t('hints.password')}
        autoComplete="new-password"
        optional={optional}
      />
      <TextField
        name="passwordConfirm"
        type="password"
        label={replacing ? t('fields.newPasswordConfirm') : t('fields.passwordConfirm')}
        autoComplete="new-password"
        optional={optional}
      />
    </>
  );
}
