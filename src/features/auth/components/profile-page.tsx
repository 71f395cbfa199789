import { Form, Formik } from 'formik';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { string, type InferType } from 'yup';
import { FocusFirstError } from '@/components/ui/form/focus-first-error';
import {
  EmailField,
  NameField,
  PhoneField,
  PositionField,
} from '@/components/ui/form/person-fields';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { PrivacyNote } from '@/components/ui/form/privacy-note';
import { PasswordFields } from '@/components/ui/form/password-fields';
import { useGuardedSubmit } from '@/components/ui/form/use-guarded-submit';
import { paths, withRedirect } from '@/config/paths';
import { useLanguage } from '@/hooks/use-language';
import type { UserProfile } from '@/lib/api/get-user-info';
import { formatPhone } from '@/lib/phone';
import { showAlert } from '@/stores/alerts';
import { useSession } from '@/stores/session';
import { profileSchema, updateProfile, WRONG_CURRENT_PASSWORD } from '../api/update-profile';
import type { ServerFieldErrors } from '@/components/ui/form/text-field';
import { AuthLink } from './auth-links';
import { AuthPage } from './auth-page';
import { failureMessage } from './outcome-message';

/** The API's fields, and the login e-mail, shown but not editable. */
const profileFormSchema = profileSchema.shape({ email: string().default('') });

type ProfileValues = InferType<typeof profileFormSchema>;

/** Members only: a visitor is sent to log in (and back here) once the session is known. */
export function ProfilePage() {
  const { t } = useTranslation('auth');
  const lang = useLanguage();
  const navigate = useNavigate();
  const initialized = useSession((state) => state.initialized);
  const profile = useSession((state) => state.profile);

  useEffect(() => {
    if (initialized && !profile) {
      navigate(withRedirect(paths.authLogin(lang), paths.authProfile(lang)), { replace: true });
    }
  }, [initialized, profile, navigate, lang]);

  return (
    <AuthPage
      page="profile"
      links={
        <>
          <AuthLink to="applications" />
          <AuthLink to="site" />
        </>
      }
    >
      {profile ? (
        <ProfileForm profile={profile} />
      ) : (
        <p role="status" className="auth-page__status">
          {t('profile.loading')}
        </p>
      )}
    </AuthPage>
  );
}

function ProfileForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation(['auth', 'common']);
  const { t: tf } = useTranslation('forms');
  const lang = useLanguage();
  const onSubmit = useGuardedSubmit<ProfileValues>(
    async (values, { setFieldValue, setFieldTouched, setStatus }) => {
      setStatus(undefined);
      const { code } = await updateProfile(values, lang);
      if (code === 200) {
        await useSession.getState().refresh(lang);
        for (const field of ['currentPassword', 'password', 'passwordConfirm'] as const) {
          await setFieldValue(field, '', false);
          await setFieldTouched(field, false, false);
        }
        void showAlert(t('outcomes.profileUpdated'));
        return;
      }
      // With a new password, 401 is the wrong current password: said next to it, where the
      // member corrects it, with everything typed kept.
      if (code === WRONG_CURRENT_PASSWORD && values.password) {
        const fieldErrors: ServerFieldErrors = {
          currentPassword: {
            message: 'validation.currentPasswordIncorrect',
            value: values.currentPassword,
          },
        };
        setStatus({ fieldErrors });
        document.getElementsByName('currentPassword')[0]?.focus();
        return;
      }
      void showAlert(failureMessage(t, code, () => t('outcomes.profileError')));
    },
  );

  const initialValues: ProfileValues = {
    email: profile.email,
    name: profile.name,
    position: profile.position,
    // Stored as digits; shown as a Korean reader writes it (the schema sends digits again).
    phone: formatPhone(profile.phone),
    password: '',
    passwordConfirm: '',
    currentPassword: '',
  };

  return (
    <Formik<ProfileValues>
      initialValues={initialValues}
      validationSchema={profileFormSchema}
      onSubmit={onSubmit}
    >
      <Form className="form" noValidate>
        <FocusFirstError />
        <fieldset className="form__group">
          <legend>{t('profile.details')}</legend>
          <EmailField readOnly />
          <NameField />
          <PositionField />
          <PhoneField />
        </fieldset>
        <fieldset className="form__group">
          <legend>{t('profile.passwordSection')}</legend>
          <p className="form__note">{tf('hints.newPasswordOptional')}</p>
          <PasswordFields replacing optional current />
        </fieldset>
        <PrivacyNote />
        <SubmitButton>{t('profile.submit')}</SubmitButton>
      </Form>
    </Formik>
  );
}
