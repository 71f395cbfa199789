import './product-list-page.css';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ListError, ListSkeleton, ListStatus } from '@/components/ui/list-states';
import { PageMeta } from '@/components/ui/page-meta';
import type { Language } from '@/config/languages';
import { useApiResource } from '@/hooks/use-api-resource';
import { useFocusRescue } from '@/hooks/use-focus-rescue';
import { useLanguage } from '@/hooks/use-language';
import { getProducts } from '../api/get-products';
import { ProductCard } from './product-card';

/** `/<lang>/product`: what the products are for, then the shop's products from the API. */
export function ProductListPage() {
  const { t } = useTranslation('product');
  const lang = useLanguage();

  return (
    <div className="page products">
      <PageMeta title={t('product.meta.title')} description={t('product.meta.description')} />
      <div className="page__header">
        <h1>{t('product.heading')}</h1>
        <p className="page__lead">{t('product.lead')}</p>
        <p className="products__intro">{t('intro')}</p>
      </div>
      <ProductList lang={lang} />
    </div>
  );
}

/** The list alone: a failure here leaves the heading and intro above it in place. */
function ProductList({ lang }: { lang: Language }) {
  const { t } = useTranslation('product');
  // Stable per language, so useApiResource reloads on a language switch and only then.
  const load = useCallback((signal: AbortSignal) => getProducts(lang, signal), [lang]);
  const { resource, retry } = useApiResource(load);
  // "Try again" goes away with the error: focus stays on the list (use-focus-rescue.ts).
  const region = useRef<HTMLDivElement>(null);
  useFocusRescue(region);
  const items = resource.status === 'ready' ? resource.data.items : undefined;

  return (
    <div ref={region} tabIndex={-1} className="products__list-area list-region">
      <ListStatus
        loading={resource.status === 'loading'}
        empty={items?.length === 0 ? t('list.empty') : undefined}
      />
      {resource.status === 'loading' && <ListSkeleton variant="card" rows={6} />}
      {resource.status === 'error' && <ListError code={resource.code} onRetry={retry} />}
      {items && items.length > 0 && (
        <ul className="products__grid plain-list">
          {items.map((product) => (
            <li key={String(product.id)}>
              <ProductCard product={product} lang={lang} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
