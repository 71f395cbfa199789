import { Form, Formik } from 'formik';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import { FocusFirstError } from '@/components/ui/form/focus-first-error';
import {
  EmailField,
  NameField,
  PhoneField,
  PositionField,
} from '@/components/ui/form/person-fields';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { TextField } from '@/components/ui/form/text-field';
import { useGuardedSubmit } from '@/components/ui/form/use-guarded-submit';
import { paths, withRedirect } from '@/config/paths';
import { useLanguage } from '@/hooks/use-language';
import type { UserProfile } from '@/lib/api/get-user-info';
import {
  maxLengths,
  MIN_PASSWORD_LENGTH,
  normalizePhone,
  optionalText,
  phoneRule,
  requiredText,
} from '@/lib/validation';
import { showAlert } from '@/stores/alerts';
import { useSession } from '@/stores/session';
import { updateProfile } from '../api/update-profile';
import { AuthLink } from './auth-links';
import { AuthPage } from './auth-page';
import { failureMessage } from './outcome-message';

type ProfileValues = {
  email: string;
  name: string;
  position: string;
  phone: string;
  password: string;
  passwordConfirm: string;
};

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
  const schema = useMemo(
    () =>
      object({
        name: requiredText(maxLengths.name),
        position: optionalText(maxLengths.position),
        phone: phoneRule(),
        // A new password is optional; when typed, the usual rules apply.
        password: string()
          .max(maxLengths.password)
          .test(
            'min',
            'validation.passwordMin',
            (value) => !value || value.length >= MIN_PASSWORD_LENGTH,
          ),
        passwordConfirm: string().test(
          'matches',
          'validation.passwordMismatch',
          function matches(value) {
            return (value ?? '') === ((this.parent as ProfileValues).password ?? '');
          },
        ),
      }),
    [],
  );

  const onSubmit = useGuardedSubmit<ProfileValues>(
    async (values, { setFieldValue, setFieldTouched }) => {
      const { code } = await updateProfile(
        {
          name: values.name.trim(),
          position: values.position.trim(),
          phone: normalizePhone(values.phone),
          newPassword: values.password
            ? { password: values.password, passwordConfirm: values.passwordConfirm }
            : undefined,
        },
        lang,
      );
      if (code === 200) {
        await useSession.getState().refresh(lang);
        for (const field of ['password', 'passwordConfirm'] as const) {
          await setFieldValue(field, '', false);
          await setFieldTouched(field, false, false);
        }
        void showAlert(t('outcomes.profileUpdated'));
        return;
      }
      void showAlert(failureMessage(t, code, () => t('outcomes.profileError')));
    },
  );

  const initialValues: ProfileValues = {
    email: profile.email,
    name: profile.name,
    position: profile.position,
    phone: profile.phone,
    password: '',
    passwordConfirm: '',
  };

  return (
    <Formik<ProfileValues>
      initialValues={initialValues}
      validationSchema={schema}
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
          <TextField
            name="password"
            type="password"
            label={tf('fields.newPassword')}
            hint={tf('hints.password')}
            autoComplete="new-password"
            optional
          />
          <TextField
            name="passwordConfirm"
            type="password"
            label={tf('fields.newPasswordConfirm')}
            autoComplete="new-password"
            optional
          />
        </fieldset>
        <SubmitButton>{t('profile.submit')}</SubmitButton>
      </Form>
    </Formik>
  );
}
