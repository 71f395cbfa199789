import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { env } from '@/config/env';
import { htmlWindow } from '@/lib/html-window';
import { safeUrl } from '@/lib/safe-url';
import { displayText } from '@/lib/text';

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

/** Bidi overrides and other invisible characters go, as from every API text (src/lib/text.ts). */
const showable = (text: string) => displayText(text, '\n\r\t');

function addHooks(purifier: Purifier, origin: string): void {
  const pictures = pictureOrigins(origin);
  purifier.addHook('beforeSanitizeElements', (node) => {
    if (node.nodeName !== '#text' || !node.textContent) return;
    const text = showable(node.textContent);
    if (text !== node.textContent) node.textContent = text;
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    for (const name of ['alt', 'title']) {
      const value = node.getAttribute(name);
      if (value) node.setAttribute(name, showable(value));
    }
    // Stryker disable next-line ConditionalExpression: removing a missing src changes nothing
    if (node.hasAttribute('src')) {
      const src = safeUrl(node.getAttribute('src'));
      if (src === undefined || !pictures.has(new URL(src, origin).origin)) {
        node.removeAttribute('src');
      }
    }
    if (node.nodeName === 'IMG' && !node.hasAttribute('src')) {
      // A picture that will not load is not left as an unnamed image: its description, if it
      // had one, stays as text.
      const alt = node.getAttribute('alt')?.trim();
      node.replaceWith(...(alt ? [alt] : []));
      return;
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

let purifier: { window: Window & typeof globalThis; purifier: Purifier } | undefined;

/**
 * Created on first use: DOMPurify needs a window, and nothing may touch it at import time. At
 * build time that window is jsdom's, at the site's origin (src/lib/html-window.ts).
 */
function getPurifier(): Purifier {
  const window = htmlWindow();
  if (purifier?.window !== window) {
    // An instance of our own, so these hooks never leak into another use of DOMPurify.
    purifier = { window, purifier: DOMPurify(window) };
    addHooks(purifier.purifier, window.location.origin);
  }
  return purifier.purifier;
}

/**
 * Safe HTML for `dangerouslySetInnerHTML`: a TrustedHTML where the browser has Trusted Types,
 * the sanitised string elsewhere.
 */
export function sanitizeNoticeHtml(html: string): TrustedHTML {
  return getPurifier().sanitize(withoutInlineAttributes(html), config);
}

/** A start tag, as far as `>` (a `>` inside a quoted value ends it early: see below). */
const startTag = /<[a-zA-Z][^>]*>/g;
const inlineAttribute =
  /\s(?:style|on[a-z]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?(?=[\s/>])/gi;

/**
 * Staff HTML without its `style` and `on…` attributes, before any parser sees it. Whatever
 * document DOMPurify parses in (DOMParser, an inert document, a template), Chromium checks
 * those attributes against the page's policy as it parses them and reports a `style-src-attr`
 * or `script-src-attr` violation for each: back-office editors write `style=` all the time,
 * and those reports would bury real attacks. DOMPurify drops the attributes anyway; this only
 * keeps the browser from parsing them. It is not a sanitiser: a tag it misreads (a `>` inside a
 * quoted value) keeps them for DOMPurify to remove, at the cost of a report.
 */
export function withoutInlineAttributes(html: string): string {
  return html.replace(startTag, (tag) => tag.replace(inlineAttribute, ''));
}

/** The sanitised notice as a fragment of DOMPurify's own inert document, to read, not to show. */
function sanitizedFragment(html: string): DocumentFragment {
  return getPurifier().sanitize(withoutInlineAttributes(html), {
    ...config,
    RETURN_TRUSTED_TYPE: false,
    RETURN_DOM_FRAGMENT: true,
  });
}

/** What a notice's description (search results, link previews) may hold: about two lines. */
const DESCRIPTION_LENGTH = 160;

const blocks = 'p, li, h2, h3, h4, h5, h6, blockquote, pre, dd, td, th, figcaption';

/**
 * What a notice says, for the page's description and share tags: the first block of its
 * sanitised text with something in it, whitespace collapsed, cut at a word near 160 characters.
 * Empty when the notice has no text.
 */
export function noticeSummary(html: string): string {
  const fragment = sanitizedFragment(html);
  const texts = [...fragment.querySelectorAll(blocks), fragment].map((node) =>
    (node.textContent ?? '').replace(/\s+/g, ' ').trim(),
  );
  const text = texts.find(Boolean) ?? '';
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The notice's first picture that survives sanitising, as an absolute address, if any. */
export function noticePicture(html: string): string | undefined {
  const fragment = sanitizedFragment(html);
  const src = fragment.querySelector('img[src]')?.getAttribute('src');
  return src ? new URL(src, htmlWindow().location.origin).href : undefined;
}
