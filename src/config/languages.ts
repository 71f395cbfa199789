export const languages = ['ko', 'en', 'zh', 'es'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Each language's own name, so a visitor finds theirs whatever language the page is in. */
export const languageNames: Record<Language, string> = {
  ko: '한국어',
  en: 'English',
  zh: '中文',
  es: 'Español',
};

/**
 * BCP 47 tags: `og:locale`, and the browser's `Intl` for what renders only after hydration (the
 * community dates). Pre-rendered text follows src/lib/locale-format.ts instead.
 */
export const intlLocales: Record<Language, string> = {
  ko: 'ko-KR',
  en: 'en-US',
  zh: 'zh-CN',
  es: 'es-ES',
};
