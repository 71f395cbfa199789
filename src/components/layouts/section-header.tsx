import './section-header.css';
import { NavLink } from 'react-router';
import { PageMeta, type PageMetaProps } from '@/components/ui/page-meta';

export type SectionLink = {
  to: string;
  label: string;
  /** Only this exact page is current, not the pages below it (a section's overview). */
  end?: boolean;
};

type SectionHeaderProps = {
  title: string;
  description: string;
  heading: string;
  lead?: string;
  /** For content that names itself by the heading (`aria-labelledby`). */
  headingId?: string;
  /** The section's own navigation: the site header links only to its first page. */
  nav: { label: string; links: SectionLink[] };
  /** A page of its own in the section (a notice), for its share tags. */
  article?: PageMetaProps['article'];
};

/**
 * Title, description, h1, lead and the section's navigation, the same on every page of a section
 * (company, community).
 */
export function SectionHeader({
  title,
  description,
  heading,
  lead,
  headingId,
  nav,
  article,
}: SectionHeaderProps) {
  return (
    <>
      <PageMeta title={title} description={description} article={article} />
      <div className="page__header">
        <h1 id={headingId}>{heading}</h1>
        {lead && <p className="page__lead">{lead}</p>}
      </div>
      <nav className="section-nav" aria-label={nav.label}>
        <ul className="section-nav__list plain-list">
          {nav.links.map((link) => (
            <li key={link.to}>
              <NavLink className="section-nav__link" to={link.to} end={link.end}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
