import './notice-content.css';
import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { safeSitePath } from '@/lib/safe-url';
import { sanitizeNoticeHtml } from '../lib/sanitize-html';

/**
 * Staff HTML, sanitized (a TrustedHTML where the browser enforces Trusted Types); links to pages
 * of this site stay inside the app.
 */
export function NoticeContent({ html }: { html: string }) {
  const navigate = useNavigate();
  const safeHtml = useMemo(() => sanitizeNoticeHtml(html), [html]);

  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement) || anchor.target) return;
    const href = anchor.getAttribute('href') ?? '';
    if (safeSitePath(href) === undefined) return;
    // A full page load would reload the whole app for a link to one of its own pages.
    event.preventDefault();
    void navigate(href);
  };

  return (
    // The click handler only delegates clicks on links inside the content, which the keyboard
    // already reaches and activates; the container itself is not interactive.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className="notice-content"
      onClick={followInternalLink}
      dangerouslySetInnerHTML={{ __html: safeHtml }}
    />
  );
}
