type LocaleModule = { default: Record<string, unknown> };

/** The `course-*` translation files, listed apart from the others' (see ./i18n.ts). */
export const courseLocaleFiles = import.meta.glob<LocaleModule>('../../locales/*/course-*.json');
