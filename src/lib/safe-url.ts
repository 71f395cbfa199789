import { languageOfPath } from '@/config/paths';
import { hasControlCharacter } from './text';

/**
 * Addresses that come from outside the app (the API's pictures, files and shop links, links in
 * staff HTML, a `redirect` parameter) are followed only when they are http(s) or a path on this
 * site. Anything else (`javascript:`, `data:`, `//other.host`, backslash tricks, control
 * characters) is refused, so a bad record cannot run code or load content from an unexpected
 * place.
 */

/** Any origin works as the base: only whether the path stays on it matters. */
const probeBase = 'https://same-site.invalid';

/**
 * The value without white space around it, when it holds no control character or backslash
 * anywhere: the URL parser drops tabs and line breaks and reads `\` as `/`, so the address it
 * would follow is not the one that was checked (`/\t/evil.example` becomes `//evil.example`).
 */
function plain(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return hasControlCharacter(text) || text.includes('\\') ? undefined : text;
}

/** A root-relative path that stays on this site, resolved; never `//host`. */
function sitePathUrl(value: unknown): URL | undefined {
  const text = plain(value);
  if (text === undefined || !text.startsWith('/') || text.startsWith('//')) return undefined;
  try {
    const url = new URL(text, probeBase);
    // Stryker disable next-line ConditionalExpression: a safety net; no path that passed the checks above leaves the site
    return url.origin === probeBase ? url : undefined;
    // Stryker disable next-line BlockStatement: an empty block returns undefined as well
  } catch {
    return undefined;
  }
}

const pathOf = (url: URL) => `${url.pathname}${url.search}${url.hash}`;

/** A path on this site (`/demo/files/a.pdf`), normalised; otherwise undefined. */
export function safeSitePath(value: unknown): string | undefined {
  const url = sitePathUrl(value);
  return url && pathOf(url);
}

/** An absolute `http:` or `https:` address, normalised; otherwise undefined. */
export function safeWebUrl(value: unknown): string | undefined {
  const text = plain(value);
  if (text === undefined) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** An http(s) address or a path on this site (pictures and files); otherwise undefined. */
export function safeUrl(value: unknown): string | undefined {
  return safeWebUrl(value) ?? safeSitePath(value);
}

/** A `redirect` target: a path on this site under a language prefix; otherwise undefined. */
export function safeInternalPath(target: string | null | undefined): string | undefined {
  const url = sitePathUrl(target);
  return url && languageOfPath(url.pathname) ? pathOf(url) : undefined;
}
