/**
 * Draws the App Store and Google Play badges of every language into src/assets/store-badges/
 * (`npx tsx tools/badges/draw-store-badges.ts`), where they are committed and served as they are.
 *
 * The stores' own badge files cannot be downloaded from where this site is built, so the badges
 * are drawn after the stores' artwork: a black badge with a grey rim, the store's logo, a small
 * line and the store's name, each store's localised wording. The text is turned into outlines
 * (Noto Sans, from the font packages) so that no visitor's fonts change a badge. When the company
 * downloads the official files (Apple: developer.apple.com/app-store/marketing/guidelines,
 * Google: play.google.com/intl/en/badges), they replace these files under the same names.
 * The logos' shapes are Simple Icons' (CC0-1.0); the Play logo in the colours of Google's mark.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype, { type Font } from 'opentype.js';
import { badgeWidths } from '../../src/config/app-stores.ts';
import { languages, type Language } from '../../src/config/languages.ts';

const require = createRequire(import.meta.url);
const font = (file: string) => opentype.loadSync(require.resolve(`@expo-google-fonts/${file}`));
const latin = font('noto-sans/500Medium/NotoSans_500Medium.ttf');
const latinSmall = font('noto-sans/400Regular/NotoSans_400Regular.ttf');
const small: Record<Language, Font> = {
  ko: font('noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf'),
  en: latinSmall,
  zh: font('noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
  es: latinSmall,
};

/** Each store's wording per language: the small line above the store's name. */
const wording = {
  'app-store': {
    name: 'App Store',
    line: {
      ko: '다운로드하기',
      en: 'Download on the',
      zh: '下载应用，请到',
      es: 'Descárgalo en el',
    },
  },
  'google-play': {
    name: 'Google Play',
    line: { ko: '다운로드하기', en: 'GET IT ON', zh: '下载应用，请到', es: 'DISPONIBLE EN' },
  },
} as const satisfies Record<string, { name: string; line: Record<Language, string> }>;

type Store = keyof typeof wording;

const apple =
  'M12.152 6.896c-.948 0-2.415-1.078-3.96-1.04-2.04.027-3.91 1.183-4.961 3.014-2.117 3.675-.546 9.103 1.519 12.09 1.013 1.454 2.208 3.09 3.792 3.039 1.52-.065 2.09-.987 3.935-.987 1.831 0 2.35.987 3.96.948 1.637-.026 2.676-1.48 3.676-2.948 1.156-1.688 1.636-3.325 1.662-3.415-.039-.013-3.182-1.221-3.22-4.857-.026-3.04 2.48-4.494 2.597-4.559-1.429-2.09-3.623-2.324-4.39-2.376-2-.156-3.675 1.09-4.61 1.09zM15.53 3.83c.843-1.012 1.4-2.427 1.245-3.83-1.207.052-2.662.805-3.532 1.818-.78.896-1.454 2.338-1.273 3.714 1.338.104 2.715-.688 3.559-1.701';

/** The Play logo's four parts (right, left, top, bottom) in its four colours. */
const play = [
  [
    '#FBBC04',
    'M22.018 13.298l-3.919 2.218-3.515-3.493 3.543-3.521 3.891 2.202a1.49 1.49 0 0 1 0 2.594z',
  ],
  [
    '#4285F4',
    'M1.337.924a1.486 1.486 0 0 0-.112.568v21.017c0 .217.045.419.124.6l11.155-11.087L1.337.924z',
  ],
  ['#34A853', 'M13.544 10.989l3.258-3.238L3.45.195a1.466 1.466 0 0 0-.946-.179l11.04 10.973z'],
  ['#EA4335', 'M13.544 13.056l-11 10.933c.298.036.612-.016.906-.183l13.324-7.54-3.23-3.21z'],
] as const;

/** Badge height in the drawing's units: 40, the height both stores give their badges on screen. */
const height = 40;

function badge(store: Store, lang: Language): { svg: string; width: number } {
  const { name, line } = wording[store];
  const textX = store === 'app-store' ? 36 : 40;
  const top = small[lang].getPath(
    line[lang],
    textX,
    15.5,
    lang === 'ko' || lang === 'zh' ? 8 : 8.5,
  );
  const bottom = latin.getPath(name, textX - 0.5, 31, store === 'app-store' ? 17.5 : 17);
  const right = Math.max(top.getBoundingBox().x2, bottom.getBoundingBox().x2);
  const width = Math.ceil(right + 11);
  const logo =
    store === 'app-store'
      ? `<path transform="translate(8.5 8)" fill="#fff" d="${apple}"/>`
      : play
          .map(
            ([fill, d]) =>
              `<path transform="translate(10 8.5) scale(0.96)" fill="${fill}" d="${d}"/>`,
          )
          .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<title>${line[lang]} ${name}</title>` +
    `<rect x="0.5" y="0.5" width="${width - 1}" height="${height - 1}" rx="6" fill="#000" stroke="#a6a6a6"/>` +
    logo +
    `<path fill="#fff" d="${top.toPathData(1)}"/>` +
    `<path fill="#fff" d="${bottom.toPathData(1)}"/>` +
    '</svg>\n';
  return { svg, width };
}

const folder = new URL('../../src/assets/store-badges/', import.meta.url);
mkdirSync(folder, { recursive: true });
for (const store of Object.keys(wording) as Store[]) {
  for (const lang of languages) {
    const { svg, width } = badge(store, lang);
    writeFileSync(new URL(`${store}-${lang}.svg`, folder), svg);
    // The pages reserve this room before the badge loads (src/config/app-stores.ts).
    const expected = badgeWidths[store === 'app-store' ? 'appStore' : 'googlePlay'];
    if (width !== expected) {
      throw new Error(`${store}-${lang}.svg is ${width} wide: set badgeWidths to match`);
    }
  }
}
