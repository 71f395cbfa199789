import type { FlatNamespace, TFunction } from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from '@/lib/i18n';

type Namespaces = FlatNamespace | readonly [FlatNamespace, ...FlatNamespace[]];

function subscribe(onLanguageChange: () => void): () => void {
  i18n.on('languageChanged', onLanguageChange);
  return () => i18n.off('languageChanged', onLanguageChange);
}

const currentLanguage = () => i18n.language;

/**
 * The page's translations: `t` reads the given namespaces (the first is the default, the others
 * by `ns:key`), in the current language, and the component renders again when it changes.
 * The site's own hook over i18next instead of react-i18next: the app never used more than this,
 * and the library cost every page 2.5 KB gzip (docs/decisions/006-bundle-budget.md).
 */
export function useTranslation<const Ns extends Namespaces = 'common'>(
  ns?: Ns,
): { t: TFunction<Ns>; i18n: typeof i18n } {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  const nsKey = typeof ns === 'string' ? ns : ns?.join(',');
  // A new `t` per language and namespaces, so memoised children and effects see the change.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `nsKey` stands for `ns` by value
  const t = useMemo(() => i18n.getFixedT(null, ns ?? 'common'), [language, nsKey]);
  return { t: t as TFunction<Ns>, i18n };
}
