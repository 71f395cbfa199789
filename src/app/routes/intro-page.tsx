import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/ui/page-meta';
import { isBlankLayoutPage } from '@/config/paths';
import type { PageHandle } from '../page-handle';

type LooseT = (key: string) => string;

/**
 * A page whose content a later issue fills: it shows the page's real title, heading and
 * summary in the visitor's language, and nothing that pretends to be more.
 */
export function Component() {
  const handle = useMatches().at(-1)?.handle as PageHandle;
  const { t } = useTranslation(handle.namespace);
  // Keys are built from the route table; a test checks every page renders text, not keys.
  const text = t as unknown as LooseT;
  const key = (name: string) => `${handle.intro}.${name}`;
  return (
    <div className="page">
      <PageMeta
        title={text(key('meta.title'))}
        description={text(key('meta.description'))}
        noindex={isBlankLayoutPage(handle.page)}
      />
      <div className="page__header">
        <h1>{text(key('heading'))}</h1>
        <p className="page__lead">{text(key('lead'))}</p>
      </div>
    </div>
  );
}
