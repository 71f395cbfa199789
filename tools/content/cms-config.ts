/**
 * The configuration of the editor at /admin/ (Sveltia CMS), generated: the content files' fields
 * from their schema (schema.ts), the page texts' fields from the English locale files. Nothing of
 * it is written by hand, so the editor and the build's check cannot drift apart
 * (cms-config.test.ts checks it anyway). Written to `dist/admin/config.yml` (JSON is YAML).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type * as yup from 'yup';
import { languages } from '../../src/config/languages.ts';
import { namespaces } from '../../src/config/namespaces.ts';
import { contentFiles, type FieldMeta } from './schema.ts';

export type CmsField = {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  i18n?: boolean;
  fields?: CmsField[];
  field?: CmsField;
  options?: string[];
  value_type?: 'int' | 'float';
  type?: 'date' | 'time' | 'datetime-local';
  format?: string;
  pattern?: [string, string];
  multiple?: boolean;
};

type Description = {
  type: string;
  meta?: FieldMeta & { format?: 'date' | 'time' | 'datetime' };
  optional?: boolean;
  nullable?: boolean;
  oneOf?: unknown[];
  tests?: { name?: string }[];
  fields?: Record<string, Description>;
  innerType?: Description;
};

const dateFormats = {
  date: { type: 'date', format: 'YYYY-MM-DD' },
  time: { type: 'time', format: 'HH:mm' },
  datetime: { type: 'datetime-local', format: 'YYYY-MM-DDTHH:mm' },
} as const;

/** One editor field from one schema field. */
function fieldFromSchema(name: string, description: Description): CmsField {
  const label = description.meta?.label ?? name;
  const base = {
    name,
    label,
    ...(description.meta?.hint ? { hint: description.meta.hint } : {}),
    ...(description.optional || description.nullable ? { required: false } : {}),
  };
  if (description.oneOf && description.oneOf.length > 0) {
    const options = description.oneOf.filter((value): value is string => typeof value === 'string');
    return { ...base, widget: 'select', options };
  }
  switch (description.type) {
    case 'object':
      return {
        ...base,
        widget: 'object',
        fields: Object.entries(description.fields ?? {}).map(([key, value]) =>
          fieldFromSchema(key, value),
        ),
      };
    case 'array': {
      const inner = fieldFromSchema('item', description.innerType ?? { type: 'string' });
      return inner.widget === 'object'
        ? { ...base, widget: 'list', fields: inner.fields ?? [] }
        : { ...base, widget: 'list', field: inner };
    }
    case 'number': {
      const integer = description.tests?.some((test) => test.name === 'integer');
      return { ...base, widget: 'number', value_type: integer ? 'int' : 'float' };
    }
    case 'boolean':
      return { ...base, widget: 'boolean', required: false };
    default: {
      const format = description.meta?.format;
      if (format) return { ...base, widget: 'datetime', ...dateFormats[format] };
      // An empty verification code is allowed: `defined`, not `required`.
      const required = description.tests?.some((test) => test.name === 'required');
      return {
        ...base,
        widget: description.meta?.multiline ? 'text' : 'string',
        ...(required ? {} : { required: false }),
      };
    }
  }
}

/** An editor field for each string of an English locale file; the other languages beside it. */
function fieldsFromEnglish(tree: Record<string, unknown>): CmsField[] {
  return Object.entries(tree).map(([name, value]): CmsField => {
    if (Array.isArray(value)) {
      const [first] = value as unknown[];
      return first && typeof first === 'object'
        ? {
            name,
            label: name,
            widget: 'list',
            i18n: true,
            fields: fieldsFromEnglish(first as Record<string, unknown>),
          }
        : {
            name,
            label: name,
            widget: 'list',
            i18n: true,
            field: { name: 'item', label: name, widget: 'text' },
          };
    }
    if (value && typeof value === 'object') {
      return {
        name,
        label: name,
        widget: 'object',
        i18n: true,
        fields: fieldsFromEnglish(value as Record<string, unknown>),
      };
    }
    const text = String(value);
    return {
      name,
      label: name,
      widget: text.length > 80 ? 'text' : 'string',
      i18n: true,
      hint: text,
    };
  });
}

export type CmsOptions = {
  /** `owner/name` of the site's GitHub repository. */
  repo: string;
  branch: string;
  /** The OAuth provider's address: empty for Netlify's own (api.netlify.com). */
  authUrl: string;
  siteOrigin: string;
};

/** The whole configuration. `root`: where `locales/` is. */
export function cmsConfig(root: string, options: CmsOptions) {
  const readEnglish = (namespace: string) =>
    JSON.parse(readFileSync(join(root, 'locales/en', `${namespace}.json`), 'utf8')) as Record<
      string,
      unknown
    >;
  return {
    backend: {
      name: 'github',
      repo: options.repo,
      branch: options.branch,
      ...(options.authUrl ? { base_url: options.authUrl } : {}),
      commit_messages: {
        update: 'Content: {{collection}} “{{slug}}” edited at /admin/ by {{author-name}}',
      },
    },
    site_url: options.siteOrigin,
    display_url: options.siteOrigin,
    // Nothing is uploaded: the editor edits texts and facts. Required by the configuration.
    media_folder: 'public/uploads',
    public_folder: '/uploads',
    i18n: {
      structure: 'multiple_files',
      locales: [...languages],
      default_locale: 'ko',
      initial_locales: 'all',
    },
    collections: [
      {
        name: 'content',
        label: 'Content: facts, prices, dates',
        files: contentFiles.map(({ name, label, file, schema }) => ({
          name,
          label,
          file,
          format: 'json',
          fields:
            fieldFromSchema(name, (schema as yup.Schema).describe() as Description).fields ?? [],
        })),
      },
      {
        name: 'texts',
        label: 'Page texts (four languages side by side)',
        i18n: true,
        files: namespaces.map((namespace) => ({
          name: namespace,
          label: namespace,
          file: `locales/{{locale}}/${namespace}.json`,
          format: 'json',
          i18n: true,
          fields: fieldsFromEnglish(readEnglish(namespace)),
        })),
      },
    ],
  };
}
