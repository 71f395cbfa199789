import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FocusFirstError } from '@/components/ui/form/focus-first-error';
import { NameField, PhoneField } from '@/components/ui/form/person-fields';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useGuardedSubmit } from '@/components/ui/form/use-guarded-submit';
import { paths } from '@/config/paths';
import { useLanguage } from '@/hooks/use-language';
import { showAlert } from '@/stores/alerts';
import { findEmail, findEmailSchema, type FindEmailInput } from '../api/find-email';
import { AuthLink } from './auth-links';
import { AuthPage } from './auth-page';
import { failureMessage } from './outcome-message';

export function FindEmailPage() {
  const { t } = useTranslation(['auth', 'common']);
  const lang = useLanguage();
  const [found, setFound] = useState<string | null>(null);
  const onSubmit = useGuardedSubmit<FindEmailInput>(async (values) => {
    setFound(null);
    const { code, result } = await findEmail(values, lang);
    if (code === 200 && result) {
      setFound(result.email);
      return;
    }
    void showAlert(failureMessage(t, code, () => t('outcomes.emailNotFound')));
  });

  return (
    <AuthPage
      page="findEmail"
      links={
        <>
          <AuthLink to="findPassword" />
          <AuthLink to="login" />
          <AuthLink to="site" />
        </>
      }
    >
      <Formik<FindEmailInput>
        initialValues={findEmailSchema.getDefault()}
        validationSchema={findEmailSchema}
        onSubmit={onSubmit}
      >
        <Form className="form" noValidate>
          <FocusFirstError />
          <NameField />
          <PhoneField />
          <SubmitButton>{t('findEmail.submit')}</SubmitButton>
        </Form>
      </Formik>
      <div role="status" className="auth-page__result-region">
        {found && (
          <div className="result-panel">
            <p>{t('findEmail.found')}</p>
            <p className="result-panel__value">{found}</p>
            <Link className="button button--primary" to={paths.authLogin(lang)}>
              {t('findEmail.toLogin')}
            </Link>
          </div>
        )}
      </div>
    </AuthPage>
  );
}
