/**
 * Icons the site's own set lacks, fetched from a public icon API. A module of its own: `Icon`
 * loads it with the first remote icon a page draws, so pages with local icons only never
 * download it.
 */

/** The public fallback for names the local set lacks (decisions.md: "Icons"). */
export const iconApiOrigin = 'https://api.iconify.design';
/** Spec section 9: a slow icon server must never hold anything up for longer than this. */
export const iconFetchTimeoutMs = 1500;

// Iconify prefixes and names are lowercase words joined by hyphens; anything else is refused
// before it can become part of a URL.
const remoteNamePattern = /^([a-z0-9]+(?:-[a-z0-9]+)*):([a-z0-9]+(?:-[a-z0-9]+)*)$/;
// Icons are a few hundred bytes; a huge answer is not an icon.
const maxSvgLength = 50_000;

/** One request per name per page load, shared by every icon that shows it. */
const remoteIcons = new Map<string, Promise<string | null>>();

/** Tests start from an empty cache. */
export function clearRemoteIconCache(): void {
  remoteIcons.clear();
}

/** The SVG text of a public icon, or `null` when it is missing, invalid or too slow. */
export function loadRemoteIcon(
  name: string,
  timeoutMs: number = iconFetchTimeoutMs,
): Promise<string | null> {
  const cached = remoteIcons.get(name);
  if (cached) return cached;
  const match = remoteNamePattern.exec(name);
  const request = match ? fetchSvg(match[1]!, match[2]!, timeoutMs) : Promise.resolve(null);
  remoteIcons.set(name, request);
  return request;
}

async function fetchSvg(prefix: string, name: string, timeoutMs: number): Promise<string | null> {
  const controller = new AbortController();
  // The timer covers the body too: a server that sends headers and then stalls is cut off.
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(`${iconApiOrigin}/${prefix}/${name}.svg`, {
      signal: controller.signal,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
    if (!response.ok) return null;
    const text = (await response.text()).trim();
    return text.startsWith('<svg') && text.length <= maxSvgLength ? text : null;
  } catch {
    // Offline, blocked, aborted by the timeout: the icon box simply stays empty.
    return null;
  } finally {
    clearTimeout(timer);
  }
}
