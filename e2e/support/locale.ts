import { readFileSync } from 'node:fs';
import type { Language } from '../../src/config/languages';

type Tree = { [key: string]: string | Tree };

const cache = new Map<string, Tree>();

function namespace(lang: Language, ns: string): Tree {
  const file = `locales/${lang}/${ns}.json`;
  let tree = cache.get(file);
  if (!tree) {
    tree = JSON.parse(readFileSync(file, 'utf8')) as Tree;
    cache.set(file, tree);
  }
  return tree;
}

/**
 * The words of one language, read from the locale files the site ships, so a browser test follows
 * the copy when it changes: `t('forms:fields.email')`, `t('course-request:request.title', { course })`.
 */
export function localeText(lang: Language) {
  return (key: string, values: Record<string, string> = {}): string => {
    const [ns, path] = key.split(':') as [string, string];
    const text = path
      .split('.')
      .reduce<Tree | string | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        namespace(lang, ns),
      );
    if (typeof text !== 'string') throw new Error(`${lang}/${key} is not a string`);
    return text.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => values[name] ?? '');
  };
}
