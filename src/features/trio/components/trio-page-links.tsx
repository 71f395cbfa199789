import './trio-cards.css';
import './trio-page-links.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '@/config/languages';
import { paths } from '@/config/paths';
import { useLanguage } from '@/hooks/use-language';

export const trioPages = ['overview', 'introduction', 'rule', 'app'] as const;
export type TrioPage = (typeof trioPages)[number];

const pathOf: Record<TrioPage, (lang: Language) => string> = {
  overview: paths.trio,
  introduction: paths.trioIntroduction,
  rule: paths.trioRule,
  app: paths.trioApp,
};

type TrioPageLinksProps = {
  /** The page showing the links; it is left out. */
  current: TrioPage;
  heading: string;
};

/** Cards to the other pages about the sport; the whole card is the link's target. */
export function TrioPageLinks({ current, heading }: TrioPageLinksProps) {
  const { t } = useTranslation('trio');
  const lang = useLanguage();
  return (
    <nav className="trio-section trio-page-links" aria-labelledby={`trio-links-${current}`}>
      <h2 id={`trio-links-${current}`}>{heading}</h2>
      <ul className="trio-cards trio-cards--three plain-list">
        {trioPages
          .filter((page) => page !== current)
          .map((page) => (
            <li key={page} className="trio-card trio-card--link">
              <h3>
                <Link className="stretched-link" to={pathOf[page](lang)}>
                  {t(`shared.pages.${page}.title`)}
                </Link>
              </h3>
              <p>{t(`shared.pages.${page}.description`)}</p>
              <span className="trio-card__arrow" aria-hidden="true">
                →
              </span>
            </li>
          ))}
      </ul>
    </nav>
  );
}
