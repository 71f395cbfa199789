import { describe, expect, it } from 'vitest';
import { languages, type Language } from '@/config/languages';
import { legalFacts } from '@/config/legal';
import { privacy } from '@/config/privacy';
import { company } from '@/config/site';
import { terms } from '@/config/terms';
import {
  demoNotices,
  demoPhotos,
  demoProducts,
  demoReferences,
  demoVideos,
} from '@/demo-api/content';

/**
 * The mechanical half of docs/glossary/*.md: what a program can check in the locale files, the
 * company facts of src/config/site.ts and the demo content the demo site shows. A failure names
 * the text and the rule; the glossary says why.
 */

type Tree = { [key: string]: string | Tree };
type Text = { where: string; text: string };

const files = import.meta.glob<Tree>('../../locales/*/*.json', { eager: true, import: 'default' });

function leaves(tree: Tree, prefix: string): Text[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [{ where: `${prefix}${key}`, text: value }]
      : leaves(value, `${prefix}${key}.`),
  );
}

/**
 * Staff HTML read as a reader sees it: no attributes (picture sizes) or link targets; inline
 * tags vanish, block tags part lines.
 */
const visible = (html: string) =>
  html
    .replace(/<\/?(?:strong|em|b|i|a|span)\b[^>]*>/g, '')
    .replace(/<[^>]*>/g, '\n')
    .replace(/https?:\/\/\S+/g, ' ');

type Localized = Record<Language, string>;
const isLocalized = (value: unknown): value is Localized =>
  typeof value === 'object' &&
  value !== null &&
  languages.every((lang) => typeof (value as Record<string, unknown>)[lang] === 'string');

/** Every four-language text of the company facts, wherever it sits in the object. */
function siteTexts(value: unknown, path: string, lang: Language): Text[] {
  if (isLocalized(value)) return [{ where: `site.ts ${path}`, text: value[lang] }];
  if (Array.isArray(value))
    return value.flatMap((item, i) => siteTexts(item, `${path}[${i}]`, lang));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) =>
      siteTexts(item, path ? `${path}.${key}` : key, lang),
    );
  }
  return [];
}

function demoTexts(lang: Language): Text[] {
  return [
    ...demoNotices.flatMap((notice) => [
      { where: `notice ${notice.id} title`, text: notice.title[lang] },
      { where: `notice ${notice.id} content`, text: visible(notice.content[lang]) },
    ]),
    ...demoPhotos.map((photo) => ({ where: `photo ${photo.id}`, text: photo.title[lang] })),
    ...demoVideos.map((video) => ({ where: `video ${video.id}`, text: video.title[lang] })),
    ...demoReferences.map((file) => ({ where: `file ${file.id}`, text: file.title[lang] })),
    ...demoProducts.flatMap((product) => [
      { where: `product ${product.id} name`, text: product.name[lang] },
      { where: `product ${product.id} description`, text: product.description[lang] },
    ]),
  ];
}

/** The terms and the privacy policy (content/*.json), every version, article and line. */
function legalTexts(lang: Language): Text[] {
  return Object.entries({ terms, privacy }).flatMap(([name, document]) =>
    document.versions.flatMap(({ version, text }) =>
      text[lang].flatMap(({ heading, body }, index) =>
        [heading, ...body.split('\n')].map((line) => ({
          where: `${name} ${version} article ${index + 1}`,
          text: line,
        })),
      ),
    ),
  );
}

/** Everything a visitor of one language reads: interface, legal texts, company facts, demo. */
function textsOf(lang: Language): Text[] {
  const locale = Object.entries(files)
    .filter(([path]) => path.includes(`/locales/${lang}/`))
    .flatMap(([path, tree]) => leaves(tree, `${lang}/${/([\w-]+)\.json$/.exec(path)?.[1]}:`));
  return [
    ...locale,
    ...siteTexts(company, '', lang),
    ...siteTexts(legalFacts, '', lang),
    ...legalTexts(lang),
    ...demoTexts(lang),
  ];
}

/** The texts in which `pattern` occurs, with the offending excerpt, so a failure reads at once. */
function offenders(lang: Language, pattern: RegExp): string[] {
  const global = new RegExp(
    pattern.source,
    pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
  );
  return textsOf(lang).flatMap(({ where, text }) =>
    [...text.matchAll(global)].map(
      (match) =>
        `${where}: …${text.slice(Math.max(0, match.index - 12), match.index + match[0].length + 12)}…`,
    ),
  );
}

type Rule = [description: string, pattern: RegExp];

/**
 * A number of four digits or more written without grouping. Years (1900 to 2099) stay as they
 * are; digits joined to others by a hyphen, colon, slash or dot (phone numbers, times, file
 * names) are not amounts.
 */
function ungroupedNumbers(text: string): string[] {
  return [...text.matchAll(/(?<![\d.,:/\-\w])\d{4,}(?![\d.,:/\-\w])/g)]
    .filter((match) => {
      const digits = match[0];
      const year = digits.length === 4 && Number(digits) >= 1900 && Number(digits) < 2100;
      // A short phone number in parentheses, "(1301)", "（1301）", "(국번 없이 1301)", is not an
      // amount either.
      const phone =
        /(?:[(（]|국번 없이 )$/.test(text.slice(0, match.index)) &&
        /^[)）]/.test(text.slice(match.index + digits.length));
      return !year && !phone;
    })
    .map((match) => match[0]);
}

describe('one number style per language (docs/glossary)', () => {
  it.each(languages)('%s: numbers from 1,000 up are grouped', (lang) => {
    const found = textsOf(lang).flatMap(({ where, text }) =>
      ungroupedNumbers(text).map((digits) => `${where}: ${digits}`),
    );
    expect(found).toEqual([]);
  });

  const grouping: Record<Language, Rule[]> = {
    // 3,500 and ₩231,000 in English, 3,500 and 231,000원 in Korean, 3,500 and 231,000韩元 in Chinese.
    en: [
      ['grouped with a comma, not a dot or a space', /\b\d{1,3}[.\u00a0\u202f ]\d{3}\b(?![.,]\d)/],
      ['won as ₩231,000, not KRW 231,000 or 231,000 KRW', /\d\s?KRW\b|\bKRW\s?\d/],
    ],
    ko: [
      ['grouped with a comma', /\d[.\u00a0\u202f ]\d{3}(?!\d)/],
      ['won as 231,000원, never ₩ or KRW', /₩|￦|\d\s?KRW\b|\bKRW\s?\d/],
    ],
    zh: [
      ['grouped with a comma', /\d[.\u00a0\u202f ]\d{3}(?!\d)/],
      ['won as 231,000韩元, never ₩ or KRW', /₩|￦|\d\s?KRW\b|\bKRW\s?\d|韩币/],
      ['yuan as 人民币1,216元, never ¥', /[¥￥]/],
    ],
    // 3.500 puntos, 330.000 KRW, 149 €, 0,22 €.
    es: [
      [
        'grouped with a dot, not a comma or a space',
        /\b\d{1,3}(?:,|[\u00a0\u202f ](?=\d{3}\b))\d{3}\b/,
      ],
      ['won as 330.000 KRW, never ₩ or "wones" after a figure', /₩|￦|\d\s?wones\b|\bKRW\s?\d/],
      [
        'euro after the figure with a decimal comma (149 €, 0,22 €)',
        /€\s?\d|\bEUR\s?\d|\d\.\d+\s?€/,
      ],
    ],
  };

  describe.each(languages)('%s', (lang) => {
    it.each(grouping[lang])('%s', (_, pattern) => {
      expect(offenders(lang, pattern)).toEqual([]);
    });
  });
});

describe('Chinese: no space between Han characters and digits or Latin letters', () => {
  // Mainland practice for product interfaces: 至少6个字符, 第3页, TRIO应用, 330,000韩元.
  const han = '\\p{Script=Han}';
  const fullWidth = '（）：，。、；！？“”';
  it.each<Rule>([
    [
      'Han then a space then a digit, letter or placeholder',
      new RegExp(`[${han}${fullWidth}][ \\u00a0\\u202f]+[A-Za-z0-9{+]`, 'u'),
    ],
    [
      'a digit, letter or placeholder then a space then Han',
      new RegExp(`[A-Za-z0-9}%][ \\u00a0\\u202f]+[${han}${fullWidth}]`, 'u'),
    ],
    ['a spaced middle dot (write 指导员认证·一日制课程)', / · /],
  ])('%s', (_, pattern) => {
    expect(offenders('zh', pattern)).toEqual([]);
  });
});

describe('terms fixed by the glossaries', () => {
  const rules: Record<Language, Rule[]> = {
    ko: [
      [
        'the brand is TRIO, not 트리오 (the legal name (주)트리오스포츠 aside)',
        /(?<!\(주\))트리오/,
      ],
      ['collaboration is 협력, not 협동 or 협업', /협동|협업/],
      ['a rule book is 규정집, not 규칙서', /규칙서/],
      ['mirroring is 큰 화면에 띄우기, not 미러링', /미러링/],
      ['total score is 총득점, not 총점', /총점/],
      ['a point plan is 충전 상품, not 요금제 (a monthly subscription)', /요금제/],
      ['mobile phone is 휴대전화, not 휴대폰', /휴대폰/],
      ['Korean pages write 02-6952-3710, not +82', /\+82/],
      [
        'a parenthesis follows its word without a space: 40명(선착순 마감)',
        /[가-힣0-9] \((?!주\))/,
      ],
      ['a middle dot has no spaces: 지도자 자격·1일 과정', / · /],
      ['IP 주소, not 아이피 주소', /아이피/],
      ['the copyright line is 무단 전재 및 재배포를 금합니다', /모든 권리/],
      ['points are charged (충전), not earned (적립)', /적립/],
      ['sports shoes are 실내 운동화, not 실내화 (school slippers)', /실내화/],
    ],
    zh: [
      [
        '社会体育指导员 and 三级体育指导员 are state titles: TRIO三级指导员, 体育教练',
        /社会体育指导员|三级体育指导员/,
      ],
      ['scoreboard is 计分牌, keeping score 计分 (not 计分板, 记分)', /计分板|记分/],
      ['collaboration is 协作力 (not 合作力, 协力, 团队精神)', /合作力|(?<!同心)协力|团队精神/],
      ['All rights reserved is 版权所有', /保留所有权利/],
      ['IP地址, not 互联网协议地址 or 网络地址', /互联网协议地址|网络地址/],
      ['the memo field is 备注, not 需求说明', /需求说明/],
      ['no Korean legal term 通信销售业', /通信销售/],
      ['访问无效, not the translated 无效的访问', /无效的访问/],
      ['no App or CEO in Chinese copy', /\bApp\b(?! Store)|\bCEO\b/],
      ['the set timer is 单局计时器', /(?<!单)局计时器/],
      ["the CEO's message is 致辞, not 寄语", /寄语/],
      ["TRIO's own rules are 特色规则, not 特别规则", /特别规则/],
      ['games are counted in 场次, not 场数', /场数/],
      ["pickleball's two-bounce rule is 双弹跳规则", /两跳|两次弹跳/],
    ],
    es: [
      [
        'the terms are "Términos y condiciones de uso", not "condiciones de servicio"',
        /condiciones de servicio|términos de servicio/i,
      ],
      ['"en directo", not "en vivo"', /\ben vivo\b/],
      ['"educación física" in lower case', /Educación Física/],
      ['"centros educativos", not "escuelas" (school names aside)', /\bescuelas?\b/],
      [
        '"el equipo A" in a sentence, not "el Equipo A"',
        /\b(?:el|al|del|y|a|contra) Equipo [A-C]\b/,
      ],
      ['"aplicación", not "app"', /\bapps?\b(?! Store)/i],
      ['"videos" without an accent', /vídeo/],
      ['bibs are "petos", not "chalecos"', /chalecos?/i],
      ['staff are "personal", not "plantillas"', /\bplantillas, /],
      [
        'scores are written 19-21, not 19:21',
        /(?<!\b(?:de|a|las|desde|hasta) )\b\d{1,2} ?: ?\d{1,2}\b|\{\{homeScore\}\} ?: ?\{\{awayScore\}\}/,
      ],
    ],
    en: [
      ['the registration is a mail-order sales registration', /Mail-order business report/i],
      ['the CEO writes a message, not a "greeting" (Korean English)', /greeting/i],
      [
        'the documents are the Terms of Service and the Privacy Policy',
        /terms of service|privacy policy/,
      ],
      ['an interactive whiteboard, not an "e-board"', /e-board/i],
    ],
  };

  describe.each(languages)('%s', (lang) => {
    it.each(rules[lang])('%s', (_, pattern) => {
      expect(offenders(lang, pattern)).toEqual([]);
    });
  });

  it('es: the sign-up link names the terms as the document it opens does', () => {
    const title = files['../../locales/es/legal.json']?.terms;
    const auth = files['../../locales/es/auth.json']?.register;
    const forms = files['../../locales/es/forms.json']?.validation;
    if (typeof title !== 'object' || typeof auth !== 'object' || typeof forms !== 'object') {
      throw new Error('es legal, auth or forms is missing');
    }
    const name = String((title.meta as Record<string, unknown>).title);
    expect(name).toBe('Términos y condiciones de uso');
    expect(auth.terms).toBe(name);
    expect(String(auth.needAgreements)).toContain(name.toLowerCase());
    expect(String(forms.agreeTerms)).toContain(name.toLowerCase());
  });
});
