import { Form, Formik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FocusFirstError } from '@/components/ui/form/focus-first-error';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { PasswordFields } from '@/components/ui/form/password-fields';
import { useGuardedSubmit } from '@/components/ui/form/use-guarded-submit';
import { paths } from '@/config/paths';
import { useLanguage } from '@/hooks/use-language';
import { NETWORK_ERROR } from '@/lib/api/client';
import { showAlert } from '@/stores/alerts';
import { resetPassword, resetPasswordSchema, type ResetPasswordInput } from '../api/reset-password';
import { AuthLink } from './auth-links';
import { AuthPage } from './auth-page';
import { failureMessage } from './outcome-message';

/**
 * Once the page has read the token, the address bar and the tab's history lose it: the tab's
 * next user, a screenshot or a shared screen cannot replay the link. The token lives on in this
 * page's memory only (never in storage or `history.state`), so a reload cannot bring it back:
 * the address becomes the page that sends a new link, which is what a reload then needs.
 * `history.state` is kept, as the router keys its entries with it; the router's own location
 * still names the reset page, so the page stays as it is. Only done when the address bar shows
 * this page (a memory router in tests does not).
 */
function useTokenOutOfAddressBar() {
  const lang = useLanguage();
  const { pathname } = useLocation();
  useEffect(() => {
    if (window.location.pathname !== pathname) return;
    window.history.replaceState(window.history.state, '', paths.authFindPassword(lang));
  }, [pathname, lang]);
}

export function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'common']);
  const lang = useLanguage();
  const { token: tokenInUrl = '' } = useParams();
  const [token] = useState(tokenInUrl);
  useTokenOutOfAddressBar();
  const [outcome, setOutcome] = useState<'changed' | 'refused' | null>(null);
  const onSubmit = useGuardedSubmit<ResetPasswordInput>(async (values) => {
    const { code } = await resetPassword(token, values, lang);
    if (code === 200) {
      setOutcome('changed');
      return;
    }
    // The API has no call to check a token first (api.md): a refusal is when we learn that the
    // link no longer works, so the page says so and offers a new one. A connection failure
    // says nothing about the link. The form stays either way, with what was typed.
    if (code !== NETWORK_ERROR) setOutcome('refused');
    void showAlert(failureMessage(t, code, () => t('outcomes.invalidAccess')));
  });
  const changed = outcome === 'changed';
  // The form goes, and the button that had focus with it: focus moves to the way on, not to the
  // top of the document (WCAG 2.4.3); the status region still announces the outcome.
  const loginLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (changed) loginLink.current?.focus();
  }, [changed]);

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
            <Link ref={loginLink} className="button button--primary" to={paths.authLogin(lang)}>
              {t('resetPassword.login')}
            </Link>
          </div>
        )}
        {outcome === 'refused' && (
          <div className="result-panel result-panel--warning">
            <p>{t('resetPassword.expired')}</p>
            <Link className="button button--primary" to={paths.authFindPassword(lang)}>
              {t('resetPassword.requestNew')}
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
