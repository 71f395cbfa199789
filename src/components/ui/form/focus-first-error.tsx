import { useFormikContext } from 'formik';
import { useEffect } from 'react';

/** After a submit with errors, focus goes to the first invalid field (keyboard and screen readers). */
export function FocusFirstError() {
  const { submitCount, isValid } = useFormikContext();
  useEffect(() => {
    if (submitCount === 0 || isValid) return;
    document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isValid]);
  return null;
}
