import { describe, expect, it } from 'vitest';
import { languages } from '@/config/languages';
import { namespaces } from '@/config/namespaces';

type Tree = { [key: string]: string | Tree };
const files = import.meta.glob<Tree>('../../locales/*/*.json', { eager: true, import: 'default' });

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[prefix + key, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

function fileOf(lang: string, ns: string): Tree {
  const file = files[`../../locales/${lang}/${ns}.json`];
  if (!file) throw new Error(`locales/${lang}/${ns}.json is missing`);
  return file;
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe.each(namespaces)('locales: %s', (ns) => {
  const english = new Map(leaves(fileOf('en', ns)));

  it.each(languages)('%s has exactly the keys English has, each with real text', (lang) => {
    const entries = leaves(fileOf(lang, ns));
    expect(entries.map(([key]) => key).sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of entries) {
      expect(text.trim(), `${lang}/${ns}:${key} is empty`).not.toBe('');
      expect(text, `${lang}/${ns}:${key} shows its key`).not.toBe(key);
      expect(placeholders(text), `${lang}/${ns}:${key} placeholders`).toEqual(
        placeholders(english.get(key) ?? ''),
      );
      expect(text, `${lang}/${ns}:${key} has a placeholder marker`).not.toMatch(
        /\blorem\b|\bTODO\b|\bFIXME\b/,
      );
    }
  });
});

it('has no locale file outside the known namespaces', () => {
  const known = new Set(
    languages.flatMap((lang) => namespaces.map((ns) => `../../locales/${lang}/${ns}.json`)),
  );
  expect(Object.keys(files).filter((path) => !known.has(path))).toEqual([]);
});

/**
 * Chromium may start a line with "·" even under `word-break: keep-all`, cutting "수립·시행" into
 * "수립" and "·시행". A word joiner (written `\u2060` in the JSON) before the dot forbids that
 * break; the line may still break after the dot, as after a comma.
 */
it.each(namespaces)(
  'ko/%s: a middle dot between Korean words is joined to the word before',
  (ns) => {
    const bare = leaves(fileOf('ko', ns)).filter(([, text]) => /[가-힣]·[가-힣]/.test(text));
    expect(bare.map(([key]) => key)).toEqual([]);
  },
);
