import { Form, Formik, useFormikContext } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { boolean, type InferType } from 'yup';
import { FocusFirstError } from '@/components/ui/form/focus-first-error';
import {
  EmailField,
  NameField,
  PhoneField,
  PositionField,
} from '@/components/ui/form/person-fields';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { PasswordFields } from '@/components/ui/form/password-fields';
import { useGuardedSubmit } from '@/components/ui/form/use-guarded-submit';
import { paths } from '@/config/paths';
import { useLanguage } from '@/hooks/use-language';
import { showAlert } from '@/stores/alerts';
import { register, registerSchema } from '../api/register';
import { AgreementDialog } from './agreement-dialog';
import { AuthLink } from './auth-links';
import { AuthPage } from './auth-page';
import { failureMessage } from './outcome-message';

/** The API's fields, and the two agreements the form asks for before it sends them. */
const registerFormSchema = registerSchema.shape({
  agreeTerms: boolean().default(false).oneOf([true]),
  agreePrivacy: boolean().default(false).oneOf([true]),
});

type RegisterValues = InferType<typeof registerFormSchema>;

export function RegisterPage() {
  const { t } = useTranslation(['auth', 'common']);
  const lang = useLanguage();
  const navigate = useNavigate();
  const onSubmit = useGuardedSubmit<RegisterValues>(async (values) => {
    const { code } = await register(values, lang);
    if (code === 200) {
      await showAlert(t('outcomes.registered'));
      navigate(paths.authLogin(lang));
      return;
    }
    const byCode = () =>
      code === 401
        ? t('outcomes.invalidAccess')
        : code === 411
          ? t('outcomes.emailInUse')
          : t('outcomes.registerError', { code });
    void showAlert(failureMessage(t, code, byCode));
  });

  return (
    <AuthPage
      page="register"
      links={
        <>
          <AuthLink to="login" />
          <AuthLink to="site" />
        </>
      }
    >
      <Formik<RegisterValues>
        initialValues={registerFormSchema.getDefault()}
        validationSchema={registerFormSchema}
        onSubmit={onSubmit}
      >
        <Form className="form" noValidate>
          <FocusFirstError />
          <EmailField hint />
          <PasswordFields />
          <NameField />
          <PositionField />
          <PhoneField />
          <Agreements />
          <RegisterButton />
        </Form>
      </Formik>
    </AuthPage>
  );
}

function RegisterButton() {
  const { t } = useTranslation('auth');
  const { values } = useFormikContext<RegisterValues>();
  const agreed = values.agreeTerms && values.agreePrivacy;
  return (
    <>
      {!agreed && (
        <p id="agreements-needed" className="form__note">
          {t('register.needAgreements')}
        </p>
      )}
      <SubmitButton disabled={!agreed}>{t('register.submit')}</SubmitButton>
    </>
  );
}

/** Each agreement is given in its dialog, after the full text (spec: "yes or close"). */
function Agreements() {
  const { t } = useTranslation('auth');
  const { values, setFieldValue } = useFormikContext<RegisterValues>();
  const [open, setOpen] = useState<'terms' | 'privacy' | null>(null);
  const documents = [
    { id: 'terms', field: 'agreeTerms', label: t('register.terms') },
    { id: 'privacy', field: 'agreePrivacy', label: t('register.privacy') },
  ] as const;

  return (
    <fieldset className="agreements">
      <legend>{t('register.agreements')}</legend>
      <ul>
        {documents.map((document) => {
          const agreed = values[document.field];
          return (
            <li key={document.id} className="agreements__row">
              <span className="agreements__name">{document.label}</span>
              <span className={`agreements__state${agreed ? ' agreements__state--agreed' : ''}`}>
                {agreed ? `✓ ${t('register.agreed')}` : t('register.notAgreed')}
              </span>
              <button
                type="button"
                className="button"
                // The visible words first, then which document: "Read and agree: Terms of service".
                aria-label={`${agreed ? t('register.readAgain') : t('register.read')}: ${document.label}`}
                onClick={() => setOpen(document.id)}
              >
                {agreed ? t('register.readAgain') : t('register.read')}
              </button>
            </li>
          );
        })}
      </ul>
      {open && (
        <AgreementDialog
          document={open}
          onClose={() => setOpen(null)}
          onAgree={() => {
            void setFieldValue(open === 'terms' ? 'agreeTerms' : 'agreePrivacy', true);
            setOpen(null);
          }}
        />
      )}
    </fieldset>
  );
}
