/**
 * Product links and images come from the API, which staff fill in by hand: a `javascript:` or
 * `data:` address must never reach an `href` or `src`. Only absolute http(s) addresses pass,
 * and for images also paths on this site.
 */

/** Any origin works as the base: only whether the path stays on it matters. */
const probeBase = 'https://same-site.invalid';

function parse(raw: string, base?: string): URL | null {
  try {
    return new URL(raw, base);
  } catch {
    return null;
  }
}

/** An absolute `http:` or `https:` address, normalised; anything else is `undefined`. */
export function safeWebUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const url = parse(value.trim());
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return undefined;
  return url.href;
}

/**
 * A path on this site (`/demo/ball.svg`). `//host/x`, `/\host/x` or a path with tabs that the
 * URL parser removes can all leave the site, so the path is resolved and must keep the origin.
 */
export function safeSitePath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const raw = value.trim();
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return undefined;
  const url = parse(raw, probeBase);
  if (!url || url.origin !== probeBase) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** An image source: an http(s) address or a path on this site. */
export function safeImageUrl(value: unknown): string | undefined {
  return safeWebUrl(value) ?? safeSitePath(value);
}
