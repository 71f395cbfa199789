import { hasControlCharacter } from '@/lib/text';

/**
 * URLs that come from the API (images, files, links in staff HTML) are used only when they are
 * http(s) or a path on this site. Anything else (`javascript:`, `data:`, `//other.host`,
 * backslash tricks, control characters) is refused, so a bad record cannot run code or load
 * content from an unexpected place.
 */

/** A root-relative path of this site (`/demo/files/a.pdf`), never `//host` or `/\host`. */
export function isSitePath(value: string): boolean {
  return (
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\') &&
    !hasControlCharacter(value)
  );
}

/** The URL when it is http(s) or a path of this site; otherwise undefined. */
export function safeUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '' || hasControlCharacter(text) || text.includes('\\')) return undefined;
  if (text.startsWith('/')) return isSitePath(text) ? text : undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
