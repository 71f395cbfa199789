import type { Language } from '@/config/languages';
import { shape } from '@/lib/api/client';
import { displayText } from '@/lib/text';

/** One page of a community list (api.md calls 11, 13-15), after the shape checks. */
export type Page<T> = { items: T[]; page: number; size: number; total: number };

export type ListQuery = { page: number; size: number; lang: Language; signal?: AbortSignal };

export type ItemId = string | number;

function positiveInteger(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : undefined;
}

function count(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/**
 * A title the page can show: a string with something visible in it, without the bidi overrides
 * and other invisible characters the forms refuse (src/lib/text.ts).
 */
export function requiredText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = displayText(value);
  return text.trim() !== '' ? text : undefined;
}

/** An ISO date the browser understands, or nothing (the page then shows no date). */
export function isoDate(value: unknown): string | undefined {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : undefined;
}

/**
 * Checks a list answer. A `result` without an `items` array is an error (undefined), items the
 * page cannot show are dropped, and numbers the backend left out fall back to what we know:
 * `total` to the items received, `page` to 1, `size` to the size asked for.
 */
export function parsePage<T extends { id: ItemId }>(
  result: unknown,
  parseItem: (raw: unknown) => T | undefined,
  requestedSize: number,
): Page<T> | undefined {
  if (!shape.isRecord(result) || !Array.isArray(result.items)) return undefined;
  const seen = new Set<string>();
  const items: T[] = [];
  for (const raw of result.items) {
    const item = parseItem(raw);
    // Ids are opaque (number or string); the same id twice would also be the same React key.
    if (item === undefined || seen.has(String(item.id))) continue;
    seen.add(String(item.id));
    items.push(item);
  }
  return {
    items,
    page: positiveInteger(result.page) ?? 1,
    size: positiveInteger(result.size) ?? requestedSize,
    total: count(result.total) ?? items.length,
  };
}
