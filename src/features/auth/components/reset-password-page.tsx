import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import { FocusFirstError } from '@/components/ui/form/focus-first-error';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { TextField } from '@/components/ui/form/text-field';
import { useGuardedSubmit } from '@/components/ui/form/use-guarded-submit';
import { paths } from '@/config/paths';
import { useLanguage } from '@/hooks/use-language';
import { passwordConfirmRule, passwordRule } from '@/lib/validation';
import { showAlert } from '@/stores/alerts';
import { resetPassword } from '../api/reset-password';
import { AuthLink } from './auth-links';
import { AuthPage } from './auth-page';
import { failureMessage } from './outcome-message';

type ResetValues = { password: string; passwordConfirm: string };

export function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'common']);
  const { t: tf } = useTranslation('forms');
  const lang = useLanguage();
  const { token = '' } = useParams();
  const [changed, setChanged] = useState(false);
  const schema = useMemo(
    () => object({ password: passwordRule(), passwordConfirm: passwordConfirmRule() }),
    [],
  );

  const onSubmit = useGuardedSubmit<ResetValues>(async (values) => {
    const { code } = await resetPassword({ token, ...values }, lang);
    if (code === 200) {
      setChanged(true);
      return;
    }
    void showAlert(failureMessage(t, code, () => t('outcomes.invalidAccess')));
  });

  return (
    <AuthPage
      page="resetPassword"
      links={
        <>
          <AuthLink to="login" />
          <AuthLink to="site" />
        </>
      }
    >
      {/* The token is in this page's URL: never send it to another site in a Referer. */}
      <meta name="referrer" content="no-referrer" />
      <div role="status" className="auth-page__result-region">
        {changed && (
          <div className="result-panel">
            <p className="result-panel__value">{t('outcomes.passwordChanged')}</p>
            <Link className="button button--primary" to={paths.authLogin(lang)}>
              {t('resetPassword.login')}
            </Link>
          </div>
        )}
      </div>
      {!changed && (
        <Formik<ResetValues>
          initialValues={{ password: '', passwordConfirm: '' }}
          validationSchema={schema}
          onSubmit={onSubmit}
        >
          <Form className="form" noValidate>
            <FocusFirstError />
            <TextField
              name="password"
              type="password"
              label={tf('fields.newPassword')}
              hint={tf('hints.password')}
              autoComplete="new-password"
            />
            <TextField
              name="passwordConfirm"
              type="password"
              label={tf('fields.newPasswordConfirm')}
              autoComplete="new-password"
            />
            <SubmitButton>{t('resetPassword.submit')}</SubmitButton>
          </Form>
        </Formik>
      )}
    </AuthPage>
  );
}
