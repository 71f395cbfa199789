import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, minify, type Plugin, type Rolldown } from 'vite';
import { pageNames, pages } from '../src/config/pages.ts';
import type * as serverEntry from '../src/entry-server';
import { languages } from '../src/config/languages.ts';
import { chunkGraph } from './chunk-graph.ts';
import {
  cloudflareRoutes,
  headersFile,
  nginxConf,
  redirectsFile,
  shellPath,
  type HostingOptions,
} from './hosting.ts';
import { pageHtml } from './page-html.ts';
import { pagePath, prerenderedPages, robots, sitemap } from './seo.ts';
import { drawShareCards, writeShareCards } from './share-cards.ts';
import { appShell, notFoundPage } from './static-pages.ts';

type Options = Omit<HostingOptions, 'bootstrapHash'> & {
  nginx: {
    /** Where the generated server file goes. */
    file: string;
    listen: string;
    /** Where the server finds the deployed `dist/`. */
    root: string;
  };
};

function writeFile(file: string, text: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/**
 * The inline script of every pre-rendered page, bundled with what it imports (the language
 * cookie's writer and js-cookie) and minified, and its CSP hash.
 */
async function bootstrapScript(root: string) {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    resolve: { alias: { '@': resolve(root, 'src') } },
    build: {
      write: false,
      target: 'es2022',
      minify: false,
      sourcemap: false,
      copyPublicDir: false,
      lib: { entry: fileURLToPath(new URL('./bootstrap.ts', import.meta.url)), formats: ['es'] },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const chunks = (result as Rolldown.RolldownOutput).output.filter((item) => item.type === 'chunk');
  if (chunks.length !== 1) throw new Error('the inline script must be one chunk');
  // Minified here: a library build keeps its whitespace.
  const script = (await minify('bootstrap.js', chunks[0]!.code, { module: true })).code.trim();
  return { script, hash: `'sha256-${createHash('sha256').update(script).digest('base64')}'` };
}

/**
 * `vite build` builds the client, then `src/entry-server.tsx` for Node (Vite's environment
 * builder), then renders the landing page into `<outDir>/index.html` and every page the page
 * table marks as pre-rendered into `<outDir>/<lang>/<page>.html`, writes an app shell for every
 * other page, the 404 page, the share cards (`<outDir>/share/<lang>/<card>.png`), sitemap.xml,
 * robots.txt and every host's configuration (docs/decisions/004-prerendering.md, 010-hosting.md).
 */
export function prerender({ nginx, ...hosting }: Options): Plugin {
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
        const bootstrap = await bootstrapScript(root);
        // One card per section and language, shared by the section's pages (PageMeta names it).
        const cards = new Set(
          writeShareCards(outDir, await drawShareCards(root)).map((path) => `${siteOrigin}${path}`),
        );
        const renderPage = async (path: string, sources: string[]) => {
          const page = await render(path);
          const { lang } = page;
          if (!page.head.includes('rel="canonical"')) throw new Error(`${path}: no canonical`);
          const image = /<meta property="og:image" content="([^"]*)"/.exec(page.head)?.[1];
          if (!image || !cards.has(image)) throw new Error(`${path}: no share card (${image})`);
          const css = graph
            .stylesheetsFor(sources)
            .map((file) => readFileSync(join(outDir, file), 'utf8'))
            .join('\n');
          return pageHtml(template, {
            lang,
            head: [page.head],
            body: page.body,
            css,
            entry: `${base}${graph.entry}`,
            modules: graph.modulesFor(sources).map((file) => `${base}${file}`),
            bootstrap: bootstrap.script,
          });
        };
        for (const { name, lang, path } of prerenderedPages()) {
          // What the page loads before it is interactive, besides the entry and its imports.
          const namespaces = new Set(['common', ...pages[name].namespaces]);
          const sources = [
            `src/app/${pages[name].module}`,
            ...[...namespaces].map((namespace) => `locales/${lang}/${namespace}.json`),
          ];
          writeFile(join(outDir, `${path}.html`), await renderPage(path, sources));
        }
        writeFile(
          join(outDir, 'index.html'),
          // The landing page shows every language; English is its x-default. Before it
          // hydrates, the app detects the visitor's language.
          await renderPage('/', [
            'src/app/routes/landing.tsx',
            'src/lib/language-detection.ts',
            'locales/en/common.json',
            ...languages.map((lang) => `locales/${lang}/landing.json`),
          ]),
        );
        // Pages that render only in the browser still answer 200 at their own address.
        for (const name of pageNames.filter((page) => !pages[page].prerender)) {
          for (const lang of languages) {
            const shell = appShell(template, { root, lang, indexed: pages[name].indexed });
            const file = pages[name].path.includes(':')
              ? join(outDir, shellPath(name, lang), 'index.html')
              : join(outDir, `${pagePath(name, lang)}.html`);
            writeFile(file, shell);
          }
        }
        writeFile(join(outDir, '404.html'), notFoundPage(root));
        writeFile(join(outDir, 'sitemap.xml'), sitemap(siteOrigin));
        writeFile(join(outDir, 'robots.txt'), robots(siteOrigin));
        const options = { ...hosting, bootstrapHash: bootstrap.hash };
        writeFile(join(outDir, '_headers'), headersFile(options));
        writeFile(join(outDir, '_redirects'), redirectsFile());
        writeFile(join(outDir, '_routes.json'), cloudflareRoutes());
        writeFile(
          resolve(root, nginx.file),
          nginxConf({
            ...options,
            listen: nginx.listen,
            root: nginx.root,
            serverName: new URL(siteOrigin).hostname,
          }),
        );
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
