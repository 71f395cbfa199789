import './find-password-page.css';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FocusFirstError } from '@/components/ui/form/focus-first-error';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { TextField } from '@/components/ui/form/text-field';
import { useGuardedSubmit } from '@/components/ui/form/use-guarded-submit';
import { useLanguage } from '@/hooks/use-language';
import { NETWORK_ERROR } from '@/lib/api/client';
import { showAlert } from '@/stores/alerts';
import { findPassword, findPasswordSchema, type FindPasswordInput } from '../api/find-password';
import { AuthLink } from './auth-links';
import { AuthPage } from './auth-page';

type Sent = { email: string; demoResetPath?: string };

export function FindPasswordPage() {
  const { t } = useTranslation(['auth', 'common']);
  const { t: tf } = useTranslation('forms');
  const lang = useLanguage();
  const [sent, setSent] = useState<Sent | null>(null);
  const onSubmit = useGuardedSubmit<FindPasswordInput>(async (values) => {
    setSent(null);
    // Shown as it is sent: the schema's cast (trimmed).
    const { email } = findPasswordSchema.cast(values);
    const { code, result } = await findPassword({ email }, lang);
    if (code === NETWORK_ERROR) {
      void showAlert(t('api.unreachable', { ns: 'common' }));
      return;
    }
    // The same answer whether or not the address has an account (api.md).
    setSent({ email, demoResetPath: result?.demoResetPath });
  });

  return (
    <AuthPage
      page="findPassword"
      links={
        <>
          <AuthLink to="findEmail" />
          <AuthLink to="login" />
          <AuthLink to="site" />
        </>
      }
    >
      <Formik<FindPasswordInput>
        initialValues={findPasswordSchema.getDefault()}
        validationSchema={findPasswordSchema}
        onSubmit={onSubmit}
      >
        <Form className="form" noValidate>
          <FocusFirstError />
          <TextField
            name="email"
            type="email"
            label={tf('fields.email')}
            autoComplete="email"
            inputMode="email"
          />
          <SubmitButton>{t('findPassword.submit')}</SubmitButton>
        </Form>
      </Formik>
      <div role="status" className="auth-page__result-region">
        {sent && (
          <div className="result-panel">
            <p>{t('findPassword.sent', { email: sent.email })}</p>
            {sent.demoResetPath && (
              <div className="demo-banner">
                <p>{t('findPassword.demoNotice')}</p>
                <Link className="button button--primary" to={sent.demoResetPath}>
                  {t('findPassword.demoLink')}
                </Link>
              </div>
            )}
          </div>
        )}
      </div>
    </AuthPage>
  );
}
