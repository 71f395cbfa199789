import './form.css';
import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Disabled while the form's call runs, so a second click sends nothing. */
export function SubmitButton({
  children,
  disabled = false,
}: {
  children: ReactNode;
  disabled?: boolean;
}) {
  const { t } = useTranslation('forms');
  const { isSubmitting } = useFormikContext();
  return (
    <button
      type="submit"
      className="button button--primary button--block"
      disabled={isSubmitting || disabled}
      aria-busy={isSubmitting || undefined}
    >
      {isSubmitting ? t('sending') : children}
    </button>
  );
}
