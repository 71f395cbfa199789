import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type * as yup from 'yup';
import { namespaces } from '../../src/config/namespaces';
import { cmsConfig, type CmsField } from './cms-config';
import { contentFiles } from './schema';

const config = cmsConfig('.', {
  repo: 'trio-sport/website',
  branch: 'main',
  authUrl: '',
  siteOrigin: 'https://trio-sport.example',
});

/** Every path a list of editor fields can write: `plans[].priceKrw`. */
function editorPaths(fields: CmsField[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    if (field.widget === 'list' && field.fields) return editorPaths(field.fields, `${path}[]`);
    if (field.widget === 'list') return [`${path}[]`];
    if (field.fields) return editorPaths(field.fields, path);
    return [path];
  });
}

type Description = { type: string; fields?: Record<string, Description>; innerType?: Description };

/** Every path the schema checks. */
function schemaPaths(description: Description, prefix = ''): string[] {
  if (description.type === 'object' && description.fields) {
    return Object.entries(description.fields).flatMap(([key, value]) =>
      schemaPaths(value, prefix ? `${prefix}.${key}` : key),
    );
  }
  if (description.type === 'array' && description.innerType) {
    const inner = schemaPaths(description.innerType, `${prefix}[]`);
    return inner.length ? inner : [`${prefix}[]`];
  }
  return [prefix];
}

/** Every path the data holds. */
function dataPaths(data: unknown, prefix = ''): string[] {
  if (Array.isArray(data)) {
    const items = data.flatMap((item) => dataPaths(item, `${prefix}[]`));
    return [...new Set(items.length ? items : [`${prefix}[]`])];
  }
  if (data && typeof data === 'object') {
    return [
      ...new Set(
        Object.entries(data).flatMap(([key, value]) =>
          dataPaths(value, prefix ? `${prefix}.${key}` : key),
        ),
      ),
    ];
  }
  return [prefix];
}

const sorted = (paths: string[]) => [...new Set(paths)].sort();

describe('the editor at /admin/ and the schema', () => {
  const [content, texts] = config.collections;

  it.each(contentFiles.map((entry) => [entry.file, entry] as const))(
    '%s: the editor edits exactly what the schema checks and the file holds',
    (file, { name, schema }) => {
      const editor = content?.files.find((each) => each.name === name);
      expect(editor?.file).toBe(file);
      const fromSchema = sorted(schemaPaths((schema as yup.Schema).describe() as Description));
      expect(sorted(editorPaths(editor?.fields ?? []))).toEqual(fromSchema);
      const data = JSON.parse(readFileSync(file, 'utf8')) as unknown;
      expect(sorted(dataPaths(data))).toEqual(fromSchema);
    },
  );

  it('edits every locale namespace, every English string, the other languages beside it', () => {
    expect(texts?.files.map((file) => file.name)).toEqual([...namespaces]);
    for (const namespace of namespaces) {
      const file = texts?.files.find((each) => each.name === namespace);
      expect(file?.file).toBe(`locales/{{locale}}/${namespace}.json`);
      const english = JSON.parse(readFileSync(`locales/en/${namespace}.json`, 'utf8')) as unknown;
      expect(sorted(editorPaths(file?.fields ?? []))).toEqual(sorted(dataPaths(english)));
    }
    expect(config.i18n).toMatchObject({
      structure: 'multiple_files',
      locales: ['ko', 'en', 'zh', 'es'],
    });
  });

  it('fails when they disagree: a field the editor cannot edit, or one the schema does not know', () => {
    const pricing = content?.files.find((each) => each.name === 'pricing');
    const fields = editorPaths(pricing?.fields ?? []);
    const schema = schemaPaths(
      (
        contentFiles.find((each) => each.name === 'pricing')!.schema as yup.Schema
      ).describe() as Description,
    );
    expect(sorted(fields.filter((path) => path !== 'exchangeRates.asOf'))).not.toEqual(
      sorted(schema),
    );
    expect(sorted([...fields, 'exchangeRates.source'])).not.toEqual(sorted(schema));
  });
});
