import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { SatoriOptions } from 'satori';
import type { Language } from '../../src/config/languages.ts';
import {
  shareCardPath,
  shareCards,
  shareCardSize,
  type ShareCardName,
  type ShareCardText,
} from '../../src/config/share-cards.ts';
import { company } from '../../src/config/site.ts';
import { siteColours } from './style-tokens.ts';

/**
 * Share cards (`og:image`): one 1200×630 PNG per card of src/config/share-cards.ts, drawn at
 * build time with satori (element objects → SVG, text as paths) and resvg (SVG → PNG), or taken
 * from the cache of an earlier build (`drawShareCards`). The fonts come from the packages, never
 * from the system (build machines lack CJK fonts), and nothing is fetched: Noto Sans for Latin,
 * Noto Sans KR for Korean, Noto Sans SC for Chinese.
 */

/** The site's colours (src/styles/tokens.css). */
const colour = siteColours([
  'text',
  'muted',
  'bg',
  'primary',
  'red',
  'green',
  'primary-wash',
  'green-wash',
]);

/** What satori draws: React's element shape, as plain objects (no JSX in build code). */
export type Element = { type: string; props: Record<string, unknown> };

function element(type: string, style: Record<string, unknown>, children?: unknown): Element {
  return { type, props: { style, ...(children === undefined ? {} : { children }) } };
}

/** A point on a circle of `radius` around (`centre`, `centre`), clockwise from the top. */
function onCircle(centre: number, radius: number, degrees: number): string {
  const angle = (degrees * Math.PI) / 180;
  const x = centre + radius * Math.sin(angle);
  const y = centre - radius * Math.cos(angle);
  return `${x.toFixed(2)} ${y.toFixed(2)}`;
}

/**
 * The header's brand mark, a disc in three thirds (blue, red and green from the top, as its
 * conic-gradient), as SVG: satori has no conic-gradient. With `hole`, a ring.
 */
function brandMark(size: number, { hole = 0, style = {} } = {}): Element {
  const c = size / 2;
  const colours = [colour.primary, colour.red, colour.green];
  const thirds = colours.map((fill, i) => {
    const [from, to] = [i * 120, (i + 1) * 120];
    const outer = `M ${onCircle(c, c, from)} A ${c} ${c} 0 0 1 ${onCircle(c, c, to)}`;
    const inner =
      hole > 0
        ? `L ${onCircle(c, hole, to)} A ${hole} ${hole} 0 0 0 ${onCircle(c, hole, from)}`
        : `L ${c} ${c}`;
    return { type: 'path', props: { d: `${outer} ${inner} Z`, fill } };
  });
  return {
    type: 'svg',
    props: { width: size, height: size, viewBox: `0 0 ${size} ${size}`, style, children: thirds },
  };
}

/** The landing page's three dots. */
function dots(size: number, gap: number): Element {
  return element(
    'div',
    { display: 'flex', gap },
    [colour.primary, colour.red, colour.green].map((background) =>
      element('div', { width: size, height: size, borderRadius: size / 2, background }),
    ),
  );
}

/** The three colours as a band along the bottom edge. */
function band(): Element {
  return element(
    'div',
    { display: 'flex', width: '100%', height: 18 },
    [colour.primary, colour.red, colour.green].map((background) =>
      element('div', { flexGrow: 1, height: '100%', background }),
    ),
  );
}

const fontFamily: Record<Language, string> = {
  ko: 'Noto Sans, Noto Sans KR',
  en: 'Noto Sans',
  zh: 'Noto Sans, Noto Sans SC',
  es: 'Noto Sans',
};

/**
 * A card as satori's element objects: the landing page's look (its light gradient, the three
 * dots, the wordmark) with the header's brand mark. A section's card: mark and wordmark at the
 * top left, the section's title large, the tagline below, a large brand mark at the right edge.
 * The landing card: dots, the wordmark large and the tagline, centred.
 */
export function shareCardElement(lang: Language, { title, tagline }: ShareCardText): Element {
  const frame = {
    display: 'flex',
    flexDirection: 'column',
    width: shareCardSize.width,
    height: shareCardSize.height,
    position: 'relative',
    background: `linear-gradient(160deg, ${colour['primary-wash']} 0%, ${colour.bg} 55%, ${colour['green-wash']} 100%)`,
    color: colour.text,
    fontFamily: fontFamily[lang],
    // Korean breaks between words, as the site does (landing.css).
    wordBreak: lang === 'ko' ? 'keep-all' : 'normal',
  };
  const taglineStyle = { fontSize: 44, fontWeight: 400, color: colour.muted, lineHeight: 1.3 };
  if (title === undefined) {
    return element('div', frame, [
      element(
        'div',
        {
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          flexGrow: 1,
          gap: 28,
          padding: '0 96px',
          textAlign: 'center',
        },
        [
          dots(40, 16),
          element(
            'div',
            { fontSize: 180, fontWeight: 700, letterSpacing: '0.08em', lineHeight: 1 },
            company.brand,
          ),
          element('div', taglineStyle, tagline),
        ],
      ),
      band(),
    ]);
  }
  return element('div', frame, [
    brandMark(460, { hole: 150, style: { position: 'absolute', right: -130, top: 84 } }),
    element('div', { display: 'flex', alignItems: 'center', gap: 20, padding: '64px 80px 0' }, [
      brandMark(60),
      element(
        'div',
        { fontSize: 52, fontWeight: 700, letterSpacing: '0.08em', lineHeight: 1 },
        company.brand,
      ),
    ]),
    element(
      'div',
      {
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        flexGrow: 1,
        gap: 24,
        padding: '0 80px',
        width: 860,
      },
      [
        dots(26, 12),
        element('div', { fontSize: 100, fontWeight: 700, lineHeight: 1.1 }, title),
        element('div', taglineStyle, tagline),
      ],
    ),
    band(),
  ]);
}

type CommonCopy = { meta: { tagline: string }; nav: Record<string, string> };

/** A card's text in a language, from the app's own words (locales/<lang>/common.json). */
export function shareCardText(root: string, lang: Language, name: ShareCardName): ShareCardText {
  const copy = JSON.parse(
    readFileSync(join(root, 'locales', lang, 'common.json'), 'utf8'),
  ) as CommonCopy;
  if (name === 'landing') return { tagline: copy.meta.tagline };
  const title = copy.nav[name];
  if (!title) throw new Error(`locales/${lang}/common.json has no nav.${name}`);
  return { title, tagline: copy.meta.tagline };
}

const require = createRequire(import.meta.url);

/** The font files, Noto Sans for Latin first, then the language's CJK family. */
const latinFonts = [
  ['Noto Sans', 400, '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'],
  ['Noto Sans', 700, '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'],
] as const;
const fontFiles: Record<Language, readonly (readonly [string, 400 | 700, string])[]> = {
  ko: [
    ...latinFonts,
    ['Noto Sans KR', 400, '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf'],
    ['Noto Sans KR', 700, '@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf'],
  ],
  en: latinFonts,
  zh: [
    ...latinFonts,
    ['Noto Sans SC', 400, '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'],
    ['Noto Sans SC', 700, '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'],
  ],
  es: latinFonts,
};

/** What a card's pixels depend on besides its elements: the renderers' and fonts' versions. */
function toolVersions(): string[] {
  const packages = [
    'satori',
    '@resvg/resvg-js',
    '@expo-google-fonts/noto-sans',
    '@expo-google-fonts/noto-sans-kr',
    '@expo-google-fonts/noto-sans-sc',
  ];
  return packages.map(
    (name) => `${name}@${(require(`${name}/package.json`) as { version: string }).version}`,
  );
}

export type ShareCard = { path: string; png: Buffer };

/**
 * Loads satori and resvg, and returns what draws one card's elements into a PNG. Each language's
 * fonts are read on first use, once: satori parses a list of fonts once.
 */
export async function shareCardPainter(): Promise<
  (lang: Language, tree: Element) => Promise<Buffer>
> {
  const [{ default: satori }, { renderAsync }] = await Promise.all([
    import('satori'),
    import('@resvg/resvg-js'),
  ]);
  const fonts = new Map<Language, SatoriOptions['fonts']>();
  const fontsFor = (lang: Language) => {
    let list = fonts.get(lang);
    if (!list) {
      list = fontFiles[lang].map(([name, weight, file]) => ({
        name,
        weight,
        style: 'normal' as const,
        data: readFileSync(require.resolve(file)),
      }));
      fonts.set(lang, list);
    }
    return list;
  };
  return async (lang, tree) => {
    const svg = await satori(tree as unknown as Parameters<typeof satori>[0], {
      ...shareCardSize,
      fonts: fontsFor(lang),
    });
    const image = await renderAsync(svg, {
      // Text is already paths: resvg needs no font, and must not look for the system's.
      font: { loadSystemFonts: false },
      fitTo: { mode: 'original' },
    });
    return image.asPng();
  };
}

/**
 * Every card of src/config/share-cards.ts as a PNG, with its address (`/share/en/trio.png`).
 *
 * A card is drawn only when its elements, fonts or renderers changed: drawn cards are kept in
 * `node_modules/.cache/trio-share-cards/` under a hash of all three (hosts keep node_modules
 * between builds; the browser tests build the site once per worker). Drawing all of them takes
 * a few seconds, mostly satori reading the CJK fonts. satori and resvg load only then, so the
 * dev server and the unit tests, which load vite.config.ts too, never pay for them.
 */
export async function drawShareCards(
  root: string,
  which: readonly { lang: Language; name: ShareCardName }[] = shareCards,
): Promise<ShareCard[]> {
  const cacheDir = join(root, 'node_modules', '.cache', 'trio-share-cards');
  const versions = toolVersions();
  const cards = which.map(({ lang, name }) => {
    const tree = shareCardElement(lang, shareCardText(root, lang, name));
    const key = createHash('sha256')
      .update(JSON.stringify({ tree, fonts: fontFiles[lang], versions }))
      .digest('hex');
    return { lang, tree, path: shareCardPath(lang, name), cached: join(cacheDir, `${key}.png`) };
  });
  const missing = cards.filter(({ cached }) => !existsSync(cached));
  const drawn = new Map<string, Buffer>();
  if (missing.length > 0) {
    const draw = await shareCardPainter();
    // satori lays the cards out one after the other on this thread; resvg rasterises each on
    // libuv's pool as soon as it is laid out.
    await Promise.all(
      missing.map(async ({ lang, tree, cached }) => {
        const png = await draw(lang, tree);
        drawn.set(cached, png);
        saveToCache(cached, png);
      }),
    );
  }
  return cards.map(({ path, cached }) => ({
    path,
    png: drawn.get(cached) ?? readFileSync(cached),
  }));
}

/** Another build may be writing the same card: each writes its own file, then renames it. */
function saveToCache(file: string, png: Buffer) {
  try {
    mkdirSync(dirname(file), { recursive: true });
    const partial = `${file}.${randomUUID()}`;
    writeFileSync(partial, png);
    renameSync(partial, file);
  } catch {
    // A read-only node_modules only costs the next build the drawing.
  }
}

/** Writes the cards into `<outDir>/share/<lang>/<card>.png`; returns their addresses. */
export function writeShareCards(outDir: string, cards: ShareCard[]): string[] {
  for (const { path, png } of cards) {
    const file = join(outDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, png);
  }
  return cards.map(({ path }) => path);
}
