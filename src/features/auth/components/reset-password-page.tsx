import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FocusFirstError } from '@/components/ui/form/focus-first-error';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { PasswordFields } from '@/components/ui/form/password-fields';
import { useGuardedSubmit } from '@/components/ui/form/use-guarded-submit';
import { paths } from '@/config/paths';
import { useLanguage } from '@/hooks/use-language';
import { showAlert } from '@/stores/alerts';
import { resetPassword, resetPasswordSchema, type ResetPasswordInput } from '../api/reset-password';
import { AuthLink } from './auth-links';
import { AuthPage } from './auth-page';
import { failureMessage } from './outcome-message';

export function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'common']);
  const lang = useLanguage();
  const { token = '' } = useParams();
  const [changed, setChanged] = useState(false);
  const onSubmit = useGuardedSubmit<ResetPasswordInput>(async (values) => {
    const { code } = await resetPassword(token, values, lang);
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
        <Formik<ResetPasswordInput>
          initialValues={resetPasswordSchema.getDefault()}
          validationSchema={resetPasswordSchema}
          onSubmit={onSubmit}
        >
          <Form className="form" noValidate>
            <FocusFirstError />
            <PasswordFields replacing />
            <SubmitButton>{t('resetPassword.submit')}</SubmitButton>
          </Form>
        </Formik>
      )}
    </AuthPage>
  );
}
