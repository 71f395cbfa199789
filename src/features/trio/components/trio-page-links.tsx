import './trio-cards.css';
import './trio-page-links.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sectionPages, type SectionPageId } from '@/config/paths';
import { useLanguage } from '@/hooks/use-language';

const trioPages = sectionPages('trio');
type TrioPage = SectionPageId<'trio'>;

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
          .filter(({ id }) => id !== current)
          .map(({ id, to }) => (
            <li key={id} className="trio-card trio-card--link">
              <h3>
                <Link className="stretched-link" to={to(lang)}>
                  {t(`shared.pages.${id}.title`)}
                </Link>
              </h3>
              <p>{t(`shared.pages.${id}.description`)}</p>
              <span className="trio-card__arrow" aria-hidden="true">
                →
              </span>
            </li>
          ))}
      </ul>
    </nav>
  );
}
