import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { minify, transformWithOxc, type Plugin, type Rolldown } from 'vite';
import { pages } from '../src/config/pages.ts';
import type * as serverEntry from '../src/entry-server';
import { chunkGraph } from './chunk-graph.ts';
import { pageHtml } from './page-html.ts';
import { openGraphTags, prerenderedPages, robots, sitemap } from './seo.ts';

type Options = {
  /** `VITE_API_BASE_URL`: its origin goes into the CSP's `connect-src`. */
  apiBaseUrl: string;
};

/** The inline script of every pre-rendered page, transpiled and minified, and its CSP hash. */
async function bootstrapScript() {
  const file = fileURLToPath(new URL('./bootstrap.ts', import.meta.url));
  const { code } = await transformWithOxc(readFileSync(file, 'utf8'), file);
  const script = (await minify('bootstrap.js', code, { module: true })).code.trim();
  return { script, hash: `'sha256-${createHash('sha256').update(script).digest('base64')}'` };
}

/**
 * `vite build` builds the client, then `src/entry-server.tsx` for Node (Vite's environment
 * builder), then renders every page the page table marks as pre-rendered into
 * `<outDir>/<lang>/<page>/index.html` and writes sitemap.xml and robots.txt. It puts the API
 * origin and the inline script's hash into `_headers`. See docs/decisions/004-prerendering.md.
 */
export function prerender({ apiBaseUrl }: Options): Plugin {
  return {
    name: 'trio:prerender',
    config: () => ({
      builder: {},
      environments: {
        ssr: {
          build: {
            // One folder per build: two builds may run at once (the browser tests build too).
            outDir: `node_modules/.trio-prerender/${randomUUID()}`,
            emptyOutDir: true,
            copyPublicDir: false,
            sourcemap: false,
            manifest: false,
            rolldownOptions: { input: 'src/entry-server.tsx' },
          },
        },
      },
    }),
    async buildApp(builder) {
      const { client, ssr } = builder.environments;
      if (!client || !ssr) throw new Error('expected a client and an ssr environment');
      const bundle = (await builder.build(client)) as Rolldown.RolldownOutput;
      await builder.build(ssr);
      const root = builder.config.root;
      const outDir = resolve(root, client.config.build.outDir);
      const serverDir = resolve(root, ssr.config.build.outDir);
      try {
        // The origin comes from the app's own configuration, as its canonical links do.
        const { render, siteOrigin } = (await import(
          pathToFileURL(join(serverDir, 'entry-server.js')).href
        )) as typeof serverEntry;
        const graph = chunkGraph(bundle, root);
        const base = builder.config.base;
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const bootstrap = await bootstrapScript();
        for (const { name, lang, path } of prerenderedPages()) {
          const page = await render(path);
          if (!page.head.includes('rel="canonical"')) throw new Error(`${path}: no canonical`);
          // What the page loads before it is interactive, besides the entry and its imports.
          const namespaces = new Set(['common', ...pages[name].namespaces]);
          const sources = [
            `src/app/${pages[name].module}`,
            ...[...namespaces].map((namespace) => `locales/${lang}/${namespace}.json`),
          ];
          const css = graph
            .stylesheetsFor(sources)
            .map((file) => readFileSync(join(outDir, file), 'utf8'))
            .join('\n');
          const html = pageHtml(template, {
            lang,
            head: [page.head, ...openGraphTags(page.head, lang, `${siteOrigin}${path}`)],
            body: page.body,
            css,
            entry: `${base}${graph.entry}`,
            modules: graph.modulesFor(sources).map((file) => `${base}${file}`),
            bootstrap: bootstrap.script,
          });
          const file = join(outDir, path, 'index.html');
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, html);
        }
        writeFileSync(join(outDir, 'sitemap.xml'), sitemap(siteOrigin));
        writeFileSync(join(outDir, 'robots.txt'), robots(siteOrigin));
        const headersFile = join(outDir, '_headers');
        if (existsSync(headersFile)) {
          const origin = apiBaseUrl ? new URL(apiBaseUrl).origin : '';
          const headers = readFileSync(headersFile, 'utf8')
            .replaceAll(' __API_ORIGIN__', origin ? ` ${origin}` : '')
            .replaceAll('__BOOTSTRAP_HASH__', bootstrap.hash);
          writeFileSync(headersFile, headers);
        }
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
