import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { useLanguage } from '@/hooks/use-language';

const pages = [
  { id: 'overview', to: paths.company },
  { id: 'ceo', to: paths.companyCeo },
  { id: 'map', to: paths.companyMap },
  { id: 'future', to: paths.companyFuture },
] as const;

/** Moves between the four company pages; the header only links to the first. */
export function CompanyNav() {
  const { t } = useTranslation('company');
  const lang = useLanguage();
  return (
    <nav className="company-nav" aria-label={t('nav.label')}>
      <ul className="company-nav__list">
        {pages.map((page) => (
          <li key={page.id}>
            {/* `end`: the overview's path is a prefix of the others' and must not stay active. */}
            <NavLink className="company-nav__link" to={page.to(lang)} end>
              {t(`nav.${page.id}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
