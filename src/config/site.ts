import channels from '../../content/channels.json' with { type: 'json' };
import data from '../../content/company.json' with { type: 'json' };
import type { Language } from './languages';

/** A text an editor writes once per language. */
export type Localized = Record<Language, string>;

/**
 * The company's facts: `content/company.json`, which staff edit at /admin/ and the build checks
 * (tools/content/schema.ts). The footer, the company pages, the map page and the course pages
 * read them from here; none of them is written anywhere else. What the legal texts need besides
 * (privacy officer, hosting provider, versions) is in `content/legal.json` (./legal.ts).
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
  /** Working days within which the company answers an inquiry (the inquiry form's promise). */
  inquiryReplyDays: number;
  bankAccount: { bank: Localized; number: string; holder: Localized };
  social: { name: string; url: string }[];
};

/**
 * Where else the company is found: its KakaoTalk channel (by the name KakaoTalk finds it under)
 * and the TRIO app's pages in the two stores: `content/channels.json`, a file of its own so that
 * a page that does not show them does not download them.
 */
export type CompanyChannels = {
  kakaoChannel: { name: string; url: string };
  appStores: { appStore: string; googlePlay: string };
};

export const company: Company = data;

export const companyChannels: CompanyChannels = channels;

/** The company's phone number as the page's language writes it (`02-6952-3710` in Korean). */
export function companyPhone(lang: Language): string {
  return lang === 'ko' ? company.phoneDomestic : company.phone;
}
