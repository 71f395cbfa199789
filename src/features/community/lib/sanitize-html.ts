import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { isSitePath, safeUrl } from './safe-url';

/**
 * Notice content is HTML written by staff in a back office, so it is treated as untrusted:
 * no scripts, no event handlers, no SVG or MathML, no frames or forms, no inline styles that
 * could break the page, and URLs only when http(s) or a path of this site.
 */
const config: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'option', 'textarea', 'iframe'],
  FORBID_ATTR: ['style', 'srcset', 'action', 'formaction', 'target'],
  // DOMPurify's own pattern without its extra schemes (mailto, tel, ...): http(s) or no scheme.
  // It is applied to most attribute values, so values without a scheme (`1200`) must pass.
  // DOMPurify still lets `data:` through for images, so the hook below checks href and src.
  ALLOWED_URI_REGEXP: /^(?:https?:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

/** How a link from the content is opened: inside the site, in a new tab, or not at all. */
function linkKind(href: string, origin: string): 'internal' | 'external' | 'refused' {
  if (href.startsWith('#')) return 'internal';
  if (href.startsWith('/')) return isSitePath(href) ? 'internal' : 'refused';
  const url = safeUrl(href);
  if (url === undefined) return 'refused';
  return new URL(url).origin === origin ? 'internal' : 'external';
}

function addHooks(purifier: Purifier, origin: string): void {
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.hasAttribute('src') && safeUrl(node.getAttribute('src')) === undefined) {
      node.removeAttribute('src');
    }
    if (!node.hasAttribute('href')) return;
    const kind = linkKind((node.getAttribute('href') ?? '').trim(), origin);
    if (kind === 'refused') {
      // The text stays readable; only the link goes.
      node.removeAttribute('href');
    } else if (kind === 'external') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

let purifier: Purifier | undefined;

/** Created on first use: DOMPurify needs a window, and nothing may touch it at import time. */
function getPurifier(): Purifier {
  if (!purifier) {
    // An instance of our own, so these hooks never leak into another use of DOMPurify.
    purifier = DOMPurify(window);
    addHooks(purifier, window.location.origin);
  }
  return purifier;
}

/** Safe HTML for `dangerouslySetInnerHTML`. */
export function sanitizeNoticeHtml(html: string): string {
  return getPurifier().sanitize(html, config);
}
