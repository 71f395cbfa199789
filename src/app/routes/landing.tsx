import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageLinks } from '@/components/layouts/language-switcher';
import { PageMeta } from '@/components/ui/page-meta';
import { company } from '@/config/site';
import { paths } from '@/config/paths';
import { useLanguage } from '@/hooks/use-language';
import { rememberLanguage } from '@/lib/language-cookie';
import './landing.css';

/** `/`: brand, slogan, an entry button in the detected language and the four choices. */
export function Component() {
  // Detected by the root loader: the cookie, then the browser's languages, then English.
  const lang = useLanguage();
  const { t } = useTranslation();
  return (
    <main id="main-content" className="landing">
      <PageMeta title={t('landing.title')} description={t('meta.description')} />
      <div className="landing__card">
        <p className="landing__brand" aria-hidden="true">
          <span className="landing__dot landing__dot--one" />
          <span className="landing__dot landing__dot--two" />
          <span className="landing__dot landing__dot--three" />
        </p>
        <h1 className="landing__title">{company.brand}</h1>
        <p className="landing__slogan">{t('landing.slogan')}</p>
        <p className="landing__lead">{t('landing.lead')}</p>
        <Link
          className="button button--primary button--large"
          to={paths.home(lang)}
          onClick={() => rememberLanguage(lang)}
        >
          {t('landing.enter')}
        </Link>
        <nav className="landing__languages" aria-label={t('language.choose')}>
          <LanguageLinks current={lang} to={(choice) => paths.home(choice)} />
        </nav>
      </div>
    </main>
  );
}
