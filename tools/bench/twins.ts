import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Where the twins are served: `/__plain/en/home` is the twin of `/en/home`. */
export const PLAIN_PREFIX = '/__plain';

/** Elements that are not text, removed with their content (svg labels are pictures, too). */
const DROPPED_ELEMENTS =
  /<(script|style|svg|iframe|button|noscript|template|video|audio|canvas|object|select|textarea)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const DROPPED_VOID = /<(link|img|input|source|embed|meta)\b[^>]*>/gi;
const DROPPED_ATTRIBUTES = /\s(?:on[a-z]+|style)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;

function escapeHtml(text: string): string {
  const entities: Record<string, string> = { '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' };
  return text.replace(/[&<>"]/g, (char) => `&${entities[char]};`);
}

/**
 * The page's text as static HTML: its `<main>` without CSS, scripts, graphics or controls, with
 * the page's lang, title, description, viewport and icon. It is the baseline for LCP: the best
 * any page with that text could do on the same run.
 */
function plainTwin(html: string, path: string): string {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/i.exec(html)?.[1];
  if (main === undefined) throw new Error(`${path}: the pre-rendered HTML has no <main>`);
  const lang = /<html\b[^>]*\blang="([^"]*)"/i.exec(html)?.[1] ?? '';
  // The pre-rendered head is already escaped; it is copied as it is.
  const title = /<title>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '';
  const description = /<meta\b[^>]*\bname="description"[^>]*>/i.exec(html)?.[0] ?? '';
  const viewport = /<meta\b[^>]*\bname="viewport"[^>]*>/i.exec(html)?.[0] ?? '';
  // The page's icon, so both request the same one (the bench blocks it for both, see run.ts).
  const icon = /<link\b[^>]*\brel="icon"[^>]*>/i.exec(html)?.[0] ?? '';
  let body = main;
  // Repeated, so an element nested in another of the same kind goes too.
  for (let previous = ''; previous !== body;) {
    previous = body;
    body = body.replace(DROPPED_ELEMENTS, '');
  }
  body = body
    .replace(DROPPED_VOID, '')
    .replace(/<[a-z][^>]*>/gi, (tag) => tag.replace(DROPPED_ATTRIBUTES, ''));
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    viewport,
    icon,
    `<title>${title}</title>`,
    description,
    '</head>',
    '<body>',
    `<main>${body}</main>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** Writes the twin of each page into the dist, under `PLAIN_PREFIX`. */
export function writePlainTwins(distDir: string, pagePaths: readonly string[]): void {
  for (const path of pagePaths) {
    const source = join(distDir, `${path}.html`);
    if (!existsSync(source)) throw new Error(`${source} is missing: is ${path} pre-rendered?`);
    const target = join(distDir, PLAIN_PREFIX, `${path}.html`);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, plainTwin(readFileSync(source, 'utf8'), path));
  }
}
