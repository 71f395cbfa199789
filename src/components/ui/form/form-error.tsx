import './form.css';
import { useFormikContext } from 'formik';

/**
 * What the server said about the whole form (a wrong password), kept in Formik's `status`:
 * unlike `setErrors`, the next validation does not wipe it, so it stays on screen after its
 * alert is closed, until the form is sent again. Fields name it with `aria-describedby`.
 */
export function FormError({ id }: { id: string }) {
  const { status } = useFormikContext();
  if (typeof status !== 'string' || !status) return null;
  return (
    <p id={id} className="form__error">
      {status}
    </p>
  );
}
