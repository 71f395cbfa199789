import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { languageNames, languages, type Language } from '@/config/languages';
import { switchLanguagePath } from '@/config/paths';
import { LANGUAGE_CHOICE_ATTRIBUTE } from '@/lib/language-cookie';

type LanguageLinksProps = {
  current: Language;
  /** Where each language's link goes. */
  to: (lang: Language) => string;
};

/**
 * One link per language, each named in its own language, so a visitor always finds theirs. The
 * click is remembered by the document's listener (rememberLanguageChoices), before the app too.
 */
export function LanguageLinks({ current, to }: LanguageLinksProps) {
  return (
    <ul className="language-links plain-list">
      {languages.map((lang) => (
        <li key={lang}>
          <Link
            to={to(lang)}
            lang={lang}
            hrefLang={lang}
            aria-current={lang === current ? 'true' : undefined}
            {...{ [LANGUAGE_CHOICE_ATTRIBUTE]: lang }}
          >
            {languageNames[lang]}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The header's switcher: the same page in another language. */
export function LanguageSwitcher({ current }: { current: Language }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <nav className="language-switcher" aria-label={t('language.choose')}>
      <LanguageLinks current={current} to={(lang) => switchLanguagePath(location, lang)} />
    </nav>
  );
}
