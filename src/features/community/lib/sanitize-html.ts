import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { env } from '@/config/env';
import { safeUrl } from '@/lib/safe-url';

/**
 * Notice content is HTML written by staff in a back office, so it is treated as untrusted and
 * reduced to what a notice needs: text structure, lists, tables, links, and pictures from the
 * API's and media origins. Nothing else survives: no scripts or handlers, no SVG or MathML, no
 * frames, forms, media elements (`video`, `audio`, `source`, `track`), `dialog` or `details`,
 * no `class`, `id`, `style`, `popover` or `data-*` (a look-alike of the site's own buttons),
 * no `background`, `poster` or `cite` (addresses the page would load or show).
 */
const config: Config & { RETURN_TRUSTED_TYPE: true } = {
  ALLOWED_TAGS: [
    ...['p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code', 'span'],
    ...['strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark', 'abbr'],
    ...['ul', 'ol', 'li', 'dl', 'dt', 'dd'],
    ...['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
    ...['a', 'img', 'figure', 'figcaption'],
  ],
  ALLOWED_ATTR: [
    ...['href', 'title', 'lang', 'dir'],
    ...['src', 'alt', 'width', 'height'],
    ...['colspan', 'rowspan', 'scope', 'start'],
  ],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // DOMPurify's own pattern without its extra schemes (mailto, tel, ...): http(s) or no scheme.
  // It is applied to most attribute values, so values without a scheme (`1200`) must pass.
  // DOMPurify still lets `data:` through for images, so the hook below checks href and src.
  ALLOWED_URI_REGEXP: /^(?:https?:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  // A TrustedHTML from DOMPurify's own policy (`dompurify`): the site enforces Trusted Types.
  RETURN_TRUSTED_TYPE: true,
};

/** How a link from the content is opened: inside the site, in a new tab, or not at all. */
function linkKind(href: string, origin: string): 'internal' | 'external' | 'refused' {
  // Stryker disable next-line StringLiteral: the hook acts on 'refused' and 'external' only
  if (href.startsWith('#')) return 'internal';
  const url = safeUrl(href);
  if (url === undefined) return 'refused';
  return new URL(url, origin).origin === origin ? 'internal' : 'external';
}

/** Pictures come from the API's origin (or the site's, when the API is there) and media hosts. */
function pictureOrigins(origin: string): Set<string> {
  const api = env.apiBaseUrl ? new URL(env.apiBaseUrl, origin).origin : origin;
  return new Set([origin, api, ...env.mediaOrigins]);
}

function addHooks(purifier: Purifier, origin: string): void {
  const pictures = pictureOrigins(origin);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // Stryker disable next-line ConditionalExpression: removing a missing src changes nothing
    if (node.hasAttribute('src')) {
      const src = safeUrl(node.getAttribute('src'));
      if (src === undefined || !pictures.has(new URL(src, origin).origin)) {
        node.removeAttribute('src');
      }
    }
    if (!node.hasAttribute('href')) return;
    // Stryker disable next-line StringLiteral: after hasAttribute, getAttribute is never null
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

/**
 * Safe HTML for `dangerouslySetInnerHTML`: a TrustedHTML where the browser has Trusted Types,
 * the sanitised string elsewhere.
 */
export function sanitizeNoticeHtml(html: string): TrustedHTML {
  return getPurifier().sanitize(html, config);
}
