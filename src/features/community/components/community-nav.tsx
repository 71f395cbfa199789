import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { useLanguage } from '@/hooks/use-language';

const pages = [
  { id: 'overview', to: paths.community },
  { id: 'notice', to: paths.communityNotice },
  { id: 'gallery', to: paths.communityGallery },
  { id: 'video', to: paths.communityVideo },
  { id: 'reference', to: paths.communityReference },
] as const;

/** Moves between the community pages; the header only links to the overview. */
export function CommunityNav() {
  const { t } = useTranslation('community');
  const lang = useLanguage();
  return (
    <nav className="community-nav" aria-label={t('nav.label')}>
      <ul className="community-nav__list">
        {pages.map((page) => (
          <li key={page.id}>
            {/* Only the overview needs `end`: a notice's own page still belongs to "Notices". */}
            <NavLink
              className="community-nav__link"
              to={page.to(lang)}
              end={page.id === 'overview'}
            >
              {t(`nav.${page.id}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
