import type { Language } from '@/config/languages';
import { apiRequest, shape } from '@/lib/api/client';
import { safeUrl, safeWebUrl } from '@/lib/safe-url';
import { displayText } from '@/lib/text';

/** api.md call 16 uses KRW when an item names no currency. */
export const defaultCurrency = 'KRW';

export type Product = {
  /** Opaque (api.md): a number or a string. */
  id: string | number;
  name: string;
  description: string;
  /** Absent when the answer held no usable amount: no price is better than a wrong one. */
  price?: number;
  currency: string;
  /** Only an http(s) address or a path on this site. */
  imageUrl?: string;
  /** The shop page; only an http(s) address. */
  url?: string;
};

export type ProductList = { items: Product[] };

function parseProduct(value: unknown): Product | undefined {
  if (!shape.isRecord(value) || !shape.id(value.id)) return undefined;
  // Without the bidi overrides and other invisible characters the forms refuse (text.ts).
  const name = displayText(shape.text(value.name)).trim();
  if (name === '') return undefined;
  const product: Product = {
    id: value.id,
    name,
    description: displayText(shape.text(value.description), '\n').trim(),
    currency:
      typeof value.currency === 'string' && value.currency.trim() !== ''
        ? value.currency.trim()
        : defaultCurrency,
  };
  if (typeof value.price === 'number' && Number.isFinite(value.price) && value.price >= 0) {
    product.price = value.price;
  }
  const imageUrl = safeUrl(value.imageUrl);
  if (imageUrl) product.imageUrl = imageUrl;
  const url = safeWebUrl(value.url);
  if (url) product.url = url;
  return product;
}

/**
 * `result` of call 16. Without an `items` array the answer is unusable (the page shows its
 * error state); a single broken item is dropped so the others still show. Items are keyed by
 * id, so a repeated id is dropped too (`1` and `"1"` count as the same).
 */
export function parseProducts(result: unknown): ProductList | undefined {
  if (!shape.isRecord(result) || !Array.isArray(result.items)) return undefined;
  const seen = new Set<string>();
  const items: Product[] = [];
  for (const raw of result.items) {
    const product = parseProduct(raw);
    if (!product || seen.has(String(product.id))) continue;
    seen.add(String(product.id));
    items.push(product);
  }
  return { items };
}

/** api.md call 16: the product list in the page's language. */
export function getProducts(lang: Language, signal?: AbortSignal) {
  return apiRequest('/api/v1/products', { lang, query: { lang }, parse: parseProducts, signal });
}
