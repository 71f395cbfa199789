import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An address inside the site, from `paths` (`/en/trio/rule`, `/en/community/notice?page=2`). */
  to: string;
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
  /** History state handed to the next page. */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * The site's link: a plain `<a href>` that navigates inside the app. React Router's own `Link`
 * also carries framework-mode prefetching and view transitions, which this site never uses but
 * every page would download (about 3 KB gzip; docs/decisions/006-bundle-budget.md).
 */
export function Link({ to, replace, state, target, onClick, ref, children, ...anchor }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // A modified click (new tab, download) or a handler's preventDefault keeps the browser's way.
    if (!event.defaultPrevented) navigate(event);
  };
  return (
    <a {...anchor} ref={ref} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}

type NavLinkProps = LinkProps & {
  /** Only the exact address is current, not the pages below it. */
  end?: boolean;
};

/**
 * A navigation link that marks the page the visitor is on (`aria-current="page"`, class `active`),
 * and its section for the pages below it unless `end` is set.
 */
export function NavLink({ end = false, className, ...link }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(link.to).pathname;
  const current =
    pathname === target ||
    (!end && pathname.startsWith(target.endsWith('/') ? target : `${target}/`));
  return (
    <Link
      {...link}
      className={[className, current ? 'active' : ''].filter(Boolean).join(' ') || undefined}
      aria-current={current ? 'page' : undefined}
    />
  );
}
