import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as yup from 'yup';
import { languageNames, languages, type Language } from '../../src/config/languages.ts';
import { namespaces } from '../../src/config/namespaces.ts';
import { contentFiles, type FieldMeta } from './schema.ts';

/** One thing wrong with the content, in the words of the person who edits it. */
export type ContentProblem = {
  file: string;
  /** Which entry of the file: a plan, a session, a course, or the file itself. */
  entry: string;
  /** The field's label in the editor, and its place in the file. */
  field: string;
  language?: Language;
  message: string;
};

const languageInEnglish: Record<Language, string> = {
  ko: 'Korean',
  en: 'English',
  zh: 'Chinese',
  es: 'Spanish',
};

/** `plans[1].priceKrw` → ['plans', 1, 'priceKrw']. */
function segments(path: string): (string | number)[] {
  return path
    .split(/\.|\[(\d+)\]/)
    .filter((part) => part !== undefined && part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part.replace(/^"|"$/g, '')));
}

function entryName(data: unknown, parts: (string | number)[], fallback: string): string {
  let node = data;
  for (const [index, part] of parts.entries()) {
    node = (node as Record<string | number, unknown> | undefined)?.[part];
    if (typeof part === 'number') {
      const item = node as Record<string, unknown> | undefined;
      const key = item?.id ?? item?.tier ?? item?.name ?? item?.station ?? item?.version;
      const label =
        typeof key === 'string'
          ? `“${key}”`
          : key && typeof key === 'object'
            ? `“${(key as Record<string, string>).en}”`
            : '';
      return `${String(parts[index - 1])} #${part + 1} ${label}`.trim();
    }
  }
  return fallback;
}

function fieldLabel(schema: yup.Schema, path: string): string {
  try {
    const described = yup.reach(schema, path).describe() as { meta?: FieldMeta };
    if (described.meta?.label) return `“${described.meta.label}” (${path})`;
  } catch {
    // A field the schema does not know: its place in the file is all there is.
  }
  return path;
}

/** Checks one content file's data against its schema. */
export function checkContent(
  name: (typeof contentFiles)[number]['name'],
  data: unknown,
): ContentProblem[] {
  const entry = contentFiles.find((each) => each.name === name)!;
  try {
    (entry.schema as yup.Schema).validateSync(data, { abortEarly: false, strict: true });
    return [];
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const errors = error.inner.length ? error.inner : [error];
    return errors.map((each) => {
      const path = each.path ?? '';
      const parts = segments(path);
      const language = parts.find((part): part is Language => languages.includes(part as Language));
      const message = each.message.replace(/^\S+ /, (word) => (word === `${path} ` ? '' : word));
      return {
        file: entry.file,
        entry: entryName(data, parts, entry.label),
        field: path ? fieldLabel(entry.schema as yup.Schema, path) : '(the whole file)',
        ...(language ? { language } : {}),
        message,
      };
    });
  }
}

type Tree = { [key: string]: Tree | string | Tree[] | string[] };

function leaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree as Tree)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (value && typeof value === 'object')
        for (const [k, v] of leaves(value, path)) found.set(k, v);
      else found.set(path, value);
    }
  }
  return found;
}

/** Every English string of a namespace is there, not empty, in every other language. */
export function checkTranslations(
  read: (lang: Language, namespace: string) => unknown,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const namespace of namespaces) {
    const english = leaves(read('en', namespace));
    for (const lang of languages.filter((each) => each !== 'en')) {
      const other = leaves(read(lang, namespace));
      for (const key of english.keys()) {
        const value = other.get(key);
        if (typeof value === 'string' && value.trim() !== '') continue;
        problems.push({
          file: `locales/${lang}/${namespace}.json`,
          entry: namespace,
          field: key,
          language: lang,
          message: `the ${languageInEnglish[lang]} (${languageNames[lang]}) translation is missing`,
        });
      }
    }
  }
  return problems;
}

/** One line per problem: file, entry, field, language, what to do. */
export function describeProblem(problem: ContentProblem): string {
  const language = problem.language ? `, in ${languageInEnglish[problem.language]}` : '';
  return `${problem.file}: ${problem.entry}, field ${problem.field}${language}: ${problem.message}`;
}

/** Every content file and every translation under `root`. */
export function checkAll(root: string): ContentProblem[] {
  const readJson = (file: string): unknown => JSON.parse(readFileSync(join(root, file), 'utf8'));
  const problems: ContentProblem[] = [];
  for (const { name, file } of contentFiles) {
    let data: unknown;
    try {
      data = readJson(file);
    } catch (error) {
      problems.push({
        file,
        entry: '(the whole file)',
        field: '(the whole file)',
        message: `cannot be read: ${String(error)}`,
      });
      continue;
    }
    problems.push(...checkContent(name, data));
  }
  problems.push(
    ...checkTranslations((lang, namespace) => readJson(`locales/${lang}/${namespace}.json`)),
  );
  return problems;
}
