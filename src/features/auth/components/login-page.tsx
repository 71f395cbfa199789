import { Form, Formik } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FocusFirstError } from '@/components/ui/form/focus-first-error';
import { FormError } from '@/components/ui/form/form-error';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { TextField } from '@/components/ui/form/text-field';
import { useGuardedSubmit } from '@/components/ui/form/use-guarded-submit';
import { paths, type LoginPageState } from '@/config/paths';
import { useLanguage } from '@/hooks/use-language';
import { track } from '@/lib/analytics';
import { leavingPage } from '@/lib/chunk-reload';
import { safeInternalPath } from '@/lib/safe-url';
import { showAlert } from '@/stores/alerts';
import { login, loginSchema, type LoginInput } from '../api/login';
import { AuthLink } from './auth-links';
import { AuthPage } from './auth-page';
import { failureMessage } from './outcome-message';

/** The address another page handed over (`LoginPageState`), when it is one. */
function emailFromState(state: unknown): string {
  const email = (state as Partial<LoginPageState> | null)?.email;
  return typeof email === 'string' ? email : '';
}

export function LoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  const { t: tf } = useTranslation('forms');
  const lang = useLanguage();
  const [searchParams] = useSearchParams();
  // A new member arrives from sign-up with their address, a visitor from a course request with
  // the one typed there: it is filled in, and the password, the only thing left to type, has
  // focus.
  const { state } = useLocation();
  const [registeredEmail] = useState(() => emailFromState(state));
  const form = useRef<HTMLFormElement>(null);
  const formErrorId = useId();
  useEffect(() => {
    if (!registeredEmail) return;
    const password = form.current?.elements.namedItem('password');
    if (password instanceof HTMLInputElement) password.focus();
  }, [registeredEmail]);
  const onSubmit = useGuardedSubmit<LoginInput>(async (values, { resetForm, setStatus }) => {
    setStatus(undefined);
    const { code } = await login(values, lang);
    if (code === 200) {
      track({ name: 'Login' });
      // A full page load, so the whole site starts again as the member (spec).
      window.location.assign(safeInternalPath(searchParams.get('redirect')) ?? paths.home(lang));
      return leavingPage();
    }
    const message = failureMessage(t, code, () =>
      code === 401 ? t('outcomes.wrongCredentials') : t('outcomes.invalidAccess'),
    );
    // The email stays; a password that failed is not kept around. A reset, so the emptied
    // password is not the visitor's mistake ("Please fill in this field"): the server's answer
    // is the form's error, in `status`, which validation leaves alone (unlike setErrors).
    resetForm({ values: { ...values, password: '' }, status: message });
    void showAlert(message);
  });

  return (
    <AuthPage
      page="login"
      links={
        <>
          <AuthLink to="register" />
          <AuthLink to="findEmail" />
          <AuthLink to="findPassword" />
          <AuthLink to="site" />
        </>
      }
    >
      <Formik<LoginInput>
        initialValues={{ ...loginSchema.getDefault(), email: registeredEmail }}
        validationSchema={loginSchema}
        onSubmit={onSubmit}
      >
        <Form ref={form} className="form" noValidate>
          <FocusFirstError />
          <FormError id={formErrorId} />
          <TextField
            name="email"
            type="email"
            label={tf('fields.email')}
            autoComplete="username"
            inputMode="email"
            formErrorId={formErrorId}
          />
          <TextField
            name="password"
            type="password"
            label={tf('fields.password')}
            autoComplete="current-password"
            formErrorId={formErrorId}
          />
          <SubmitButton>{t('login.submit')}</SubmitButton>
        </Form>
      </Formik>
    </AuthPage>
  );
}
