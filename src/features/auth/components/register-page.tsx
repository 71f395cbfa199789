import './register-page.css';
import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
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
import { PrivacyNote } from '@/components/ui/form/privacy-note';
import { useGuardedSubmit } from '@/components/ui/form/use-guarded-submit';
import { paths, withRedirect, type LoginPageState } from '@/config/paths';
import { useLanguage } from '@/hooks/use-language';
import { track } from '@/lib/analytics';
import { safeInternalPath } from '@/lib/safe-url';
import { showAlert } from '@/stores/alerts';
import { register, registerSchema } from '../api/register';
import { AgreementDialog } from './agreement-dialog';
import { AuthLink } from './auth-links';
import { AuthPage } from './auth-page';
import { failureMessage } from './outcome-message';

/**
 * The API's fields, and the two agreements the form asks for before it sends them. The button
 * stays usable: sending without them says which is missing, like any other required field.
 */
const registerFormSchema = registerSchema.shape({
  agreeTerms: boolean().default(false).oneOf([true], 'validation.agreeTerms'),
  agreePrivacy: boolean().default(false).oneOf([true], 'validation.agreePrivacy'),
});

type RegisterValues = InferType<typeof registerFormSchema>;

export function RegisterPage() {
  const { t } = useTranslation(['auth', 'common']);
  const lang = useLanguage();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const onSubmit = useGuardedSubmit<RegisterValues>(async (values) => {
    const { code } = await register(values, lang);
    if (code === 200) {
      track({ name: 'Registration Completed' });
      await showAlert(t('outcomes.registered'));
      // The new member's address goes along in the router state (never in the URL), and so
      // does where they were going before signing up.
      const back = safeInternalPath(searchParams.get('redirect'));
      const login = paths.authLogin(lang);
      const state: LoginPageState = { email: registerSchema.cast(values).email };
      navigate(back ? withRedirect(login, back) : login, { state });
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
          <PrivacyNote />
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
      <SubmitButton>{t('register.submit')}</SubmitButton>
    </>
  );
}

/**
 * Each agreement is given in its dialog, after the full text (spec: "yes or close"). One sent
 * without it is marked on its row, tied to its button, and the first missing one gets focus
 * when nothing above it needs fixing first.
 */
function Agreements() {
  const { t } = useTranslation('auth');
  const { t: tf } = useTranslation('forms');
  const { values, errors, submitCount, setFieldValue } = useFormikContext<RegisterValues>();
  const [open, setOpen] = useState<'terms' | 'privacy' | null>(null);
  const buttons = useRef<Partial<Record<'agreeTerms' | 'agreePrivacy', HTMLButtonElement>>>({});
  const documents = [
    { id: 'terms', field: 'agreeTerms', label: t('register.terms') },
    { id: 'privacy', field: 'agreePrivacy', label: t('register.privacy') },
  ] as const;

  useEffect(() => {
    if (submitCount === 0) return;
    // The fields above come first (FocusFirstError); only the agreements are missing here.
    const others = Object.keys(errors).filter(
      (field) => field !== 'agreeTerms' && field !== 'agreePrivacy',
    );
    if (others.length > 0) return;
    const missing = documents.find((document) => errors[document.field]);
    if (missing) buttons.current[missing.field]?.focus();
    // Once per submit: not again when an error goes away or comes back while typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount]);

  return (
    <fieldset className="agreements">
      <legend>{t('register.agreements')}</legend>
      <ul className="plain-list">
        {documents.map((document) => {
          const agreed = values[document.field];
          const error = submitCount > 0 && !agreed ? errors[document.field] : undefined;
          const errorId = `${document.field}-error`;
          return (
            <li
              key={document.id}
              className={`agreements__row${error ? ' agreements__row--invalid' : ''}`}
            >
              <span className="agreements__name">{document.label}</span>
              <span className={`agreements__state${agreed ? ' agreements__state--agreed' : ''}`}>
                {agreed ? `✓ ${t('register.agreed')}` : t('register.notAgreed')}
              </span>
              <button
                ref={(node) => {
                  if (node) buttons.current[document.field] = node;
                }}
                type="button"
                className="button"
                // The visible words first, then which document: "Read and agree: Terms of Service".
                aria-label={`${agreed ? t('register.readAgain') : t('register.read')}: ${document.label}`}
                aria-describedby={error ? errorId : undefined}
                onClick={() => setOpen(document.id)}
              >
                {agreed ? t('register.readAgain') : t('register.read')}
              </button>
              {error && (
                <p id={errorId} className="field__error agreements__error">
                  {/* Keys come from the schema above. */}
                  {tf(error as 'validation.agreeTerms')}
                </p>
              )}
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
