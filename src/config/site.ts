import data from '../../content/company.json' with { type: 'json' };
import type { Language } from './languages';

/** A text an editor writes once per language. */
export type Localized = Record<Language, string>;

/**
 * The company's facts: `content/company.json`, which staff edit at /admin/ and the build checks
 * (tools/content/schema.ts). The footer, the company pages, the map page, the course pages and
 * the privacy policy all read them from here; none of them is written anywhere else.
 */
export type Company = {
  brand: string;
  name: Localized;
  ceo: Localized;
  /** 사업자등록번호, `NNN-NN-NNNNN`. */
  businessNumber: string;
  /**
   * The mail-order business report number as the district office issued it (`ko`), with the
   * place name romanised for `en` and `es` and in Chinese characters for `zh`.
   */
  mailOrderNumber: Localized;
  labAddress: Localized;
  /** The address as Korean map services search for it. */
  mapQuery: string;
  coordinates: { lat: number; lng: number };
  /** How far the embedded map reaches either side of the marker, in degrees. */
  mapEmbedSpan: { lat: number; lng: number };
  /** Subway stations near the lab, nearest first. Keep in step with `labAddress`. */
  subway: { station: Localized; lines: Localized; walkMinutes: number }[];
  /** In international form: links (`tel:`), structured data and every language but Korean. */
  phone: string;
  /** The same number as Korean readers write it (no country code, leading 0). */
  phoneDomestic: string;
  email: string;
  bankAccount: { bank: Localized; number: string; holder: Localized };
  social: { name: string; url: string }[];
  kakaoChannel: { name: Localized; url: string };
  appStores: { appStore: string; googlePlay: string };
  /** 개인정보 보호책임자: the privacy policy names them from here. */
  privacyOfficer: { name: Localized; position: Localized; email: string; phone: string };
  /** Who hosts the site: the privacy policy's entrustment article and the footer name it. */
  hostingProvider: { name: Localized; url: string };
};

export const company: Company = data;

/** The company's phone number as the page's language writes it (`02-6952-3710` in Korean). */
export function companyPhone(lang: Language): string {
  return lang === 'ko' ? company.phoneDomestic : company.phone;
}
