import type { Language } from './languages';

type Localized = Record<Language, string>;

/**
 * The company's facts, in one place an operator edits. The footer, the company pages, the map
 * page and the course pages all read from here.
 */
export const company = {
  brand: 'TRIO',
  name: {
    ko: '(주)트리오스포츠',
    en: 'TRIO Sports Co., Ltd.',
    zh: 'TRIO体育株式会社',
    es: 'TRIO Sports Co., Ltd.',
  } satisfies Localized,
  ceo: {
    ko: '김태윤',
    en: 'Taeyoon Kim',
    zh: '金泰允',
    es: 'Taeyoon Kim',
  } satisfies Localized,
  businessNumber: '214-88-43127',
  /**
   * The mail-order business report number as the district office issued it (`ko`), with the
   * place name romanised for `en` and `es` and in Chinese characters for `zh`.
   */
  mailOrderNumber: {
    ko: '2024-서울서초-1187',
    en: '2024-Seoul Seocho-1187',
    zh: '2024-首尔瑞草-1187',
    es: '2024-Seoul Seocho-1187',
  } satisfies Localized,
  labAddress: {
    ko: '서울특별시 서초구 강남대로 465, 교보타워 B동 11층 TRIO 스포츠연구소',
    en: 'TRIO Sports Lab, 11F Kyobo Tower B, 465 Gangnam-daero, Seocho-gu, Seoul, Republic of Korea',
    zh: '韩国首尔特别市瑞草区江南大路465号教保大厦B栋11层TRIO体育研究所',
    es: 'Laboratorio TRIO Sports, planta 11, Kyobo Tower B, 465 Gangnam-daero, Seocho-gu, Seúl, República de Corea',
  } satisfies Localized,
  /** The address as Korean map services search for it. */
  mapQuery: '서울특별시 서초구 강남대로 465',
  coordinates: { lat: 37.5037, lng: 127.0245 },
  /**
   * How far the embedded map reaches either side of the marker, in degrees. A few hundred metres
   * shows the building and the nearest subway station together.
   */
  mapEmbedSpan: { lat: 0.0035, lng: 0.0055 },
  /** Subway stations near the lab, nearest first. Keep in step with `labAddress`. */
  subway: [
    {
      station: {
        ko: '신논현역',
        en: 'Sinnonhyeon Station',
        zh: '新论岘站',
        es: 'Estación de Sinnonhyeon',
      } satisfies Localized,
      lines: {
        ko: '9호선\u2060·신분당선',
        en: 'Line 9 and Sinbundang Line',
        zh: '9号线、新盆唐线',
        es: 'línea 9 y línea Sinbundang',
      } satisfies Localized,
      walkMinutes: 2,
    },
    {
      station: {
        ko: '강남역',
        en: 'Gangnam Station',
        zh: '江南站',
        es: 'Estación de Gangnam',
      } satisfies Localized,
      lines: {
        ko: '2호선\u2060·신분당선',
        en: 'Line 2 and Sinbundang Line',
        zh: '2号线、新盆唐线',
        es: 'línea 2 y línea Sinbundang',
      } satisfies Localized,
      walkMinutes: 10,
    },
  ],
  /** In international form: links (`tel:`), structured data and every language but Korean. */
  phone: '+82-2-6952-3710',
  /** The same number as Korean readers write it (no country code, leading 0). */
  phoneDomestic: '02-6952-3710',
  email: 'contact@trio-sport.example',
  bankAccount: {
    bank: {
      ko: '신한은행',
      en: 'Shinhan Bank',
      zh: '新韩银行',
      es: 'Shinhan Bank',
    } satisfies Localized,
    number: '140-014-226781',
    holder: {
      ko: '(주)트리오스포츠',
      en: 'TRIO Sports Co., Ltd.',
      zh: 'TRIO体育株式会社',
      es: 'TRIO Sports Co., Ltd.',
    } satisfies Localized,
  },
  social: [
    { name: 'YouTube', url: 'https://www.youtube.com/@trio-sport' },
    { name: 'Instagram', url: 'https://www.instagram.com/trio.sport' },
    { name: 'Naver Blog', url: 'https://blog.naver.com/trio-sport' },
  ],
} as const;

/** The company's phone number as the page's language writes it (`02-6952-3710` in Korean). */
export function companyPhone(lang: Language): string {
  return lang === 'ko' ? company.phoneDomestic : company.phone;
}
