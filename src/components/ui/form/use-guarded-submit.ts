import type { FormikHelpers } from 'formik';
import { useRef } from 'react';

/**
 * Enter submits a form even while its button is disabled; this drops a submit that arrives
 * while the previous one is still waiting for the API.
 */
export function useGuardedSubmit<Values>(
  submit: (values: Values, helpers: FormikHelpers<Values>) => Promise<void>,
) {
  const inFlight = useRef(false);
  return async (values: Values, helpers: FormikHelpers<Values>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await submit(values, helpers);
    } finally {
      inFlight.current = false;
    }
  };
}
