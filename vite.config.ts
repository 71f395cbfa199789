import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { inlineBootstrap } from './src/lib/after-first-paint.ts';
import type * as serverEntry from './src/entry-server';
import {
  build,
  defineConfig,
  loadEnv,
  normalizePath,
  type Plugin,
  type ResolvedConfig,
  type Rolldown,
} from 'vite';

const mswWorkerPath = fileURLToPath(
  new URL('./node_modules/msw/lib/mockServiceWorker.js', import.meta.url),
);

/** Writes `builds/latest.json` next to the app; the same id is compiled into the bundle. */
function buildInfo(buildId: string): Plugin {
  return {
    name: 'trio:build-info',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: JSON.stringify({ id: buildId, timestamp: Date.now() }),
      });
    },
  };
}

/**
 * The msw service worker is served in dev and copied into a build only for demo builds,
 * so a production build ships no mock code (it is not in `public/` on purpose).
 */
function mockServiceWorker(includeInBuild: boolean): Plugin {
  return {
    name: 'trio:msw-worker',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(mswWorkerPath));
      });
    },
    generateBundle() {
      if (!includeInBuild) return;
      this.emitFile({
        type: 'asset',
        fileName: 'mockServiceWorker.js',
        source: readFileSync(mswWorkerPath, 'utf8'),
      });
    },
  };
}

type ServerEntry = typeof serverEntry;

type ChunkFiles = { imports: string[]; css: string[] };

/**
 * What the pre-render needs of the client build: for a page's source modules, the stylesheets it
 * inlines and the JavaScript files its inline script preloads.
 */
function chunkGraph(bundle: Rolldown.OutputBundle, root: string) {
  const chunks = new Map<string, ChunkFiles>();
  const bySource = new Map<string, string>();
  let entry = '';
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    chunks.set(output.fileName, {
      imports: output.imports,
      css: [...(output.viteMetadata?.importedCss ?? [])],
    });
    if (output.isEntry) entry = output.fileName;
    // Every module, not only a chunk's facade: a chunk may hold several source modules.
    for (const id of output.moduleIds) {
      bySource.set(normalizePath(id).replace(`${normalizePath(root)}/`, ''), output.fileName);
    }
  }
  /** The chunks of the entry and of the given source modules, dependencies first, each once. */
  const chunksFor = (sources: string[]): string[] => {
    const ordered: string[] = [];
    const visit = (file: string) => {
      if (ordered.includes(file)) return;
      const chunk = chunks.get(file);
      if (!chunk) throw new Error(`${file} is not in the client bundle`);
      chunk.imports.forEach(visit);
      ordered.push(file);
    };
    visit(entry);
    for (const source of sources) {
      const file = bySource.get(source);
      if (!file) throw new Error(`${source} is in no chunk of the client bundle`);
      visit(file);
    }
    return ordered;
  };
  return {
    /** The stylesheets of those chunks, in the order Vite loads them. */
    stylesheetsFor: (sources: string[]): string[] => [
      ...new Set(chunksFor(sources).flatMap((file) => chunks.get(file)?.css ?? [])),
    ],
    /** Their JavaScript files but the entry, which the inline script imports itself. */
    modulesFor: (sources: string[]): string[] =>
      chunksFor(sources).filter((file) => file !== entry),
  };
}

/**
 * After the client build: builds src/entry-server.tsx for Node, renders every public page into
 * `<outDir>/<lang>/<page>/index.html`, writes sitemap.xml and robots.txt, and puts the API
 * origin (CSP `connect-src`) and the hash of the pages' inline script (`script-src`) into
 * `_headers`. See docs/decisions/004-prerendering.md.
 */
function prerender(apiBaseUrl: string): Plugin {
  let config: ResolvedConfig;
  let graph: ReturnType<typeof chunkGraph> | undefined;
  return {
    name: 'trio:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      if (!config.build.ssr) graph = chunkGraph(bundle, config.root);
    },
    async closeBundle() {
      // The server build runs this config again; it must not recurse.
      if (config.build.ssr || !graph) return;
      const outDir = resolve(config.root, config.build.outDir);
      // One folder per build: two builds may run at once (the browser tests build too).
      const serverDir = resolve(config.root, 'node_modules/.trio-prerender', randomUUID());
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: 'src/entry-server.tsx',
          outDir: serverDir,
          emptyOutDir: true,
          copyPublicDir: false,
          sourcemap: false,
          manifest: false,
        },
      });
      try {
        const entry = (await import(
          pathToFileURL(join(serverDir, 'entry-server.js')).href
        )) as ServerEntry;
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const entryStylesheets = /\s*<link rel="stylesheet"[^>]*>/g;
        // The page is already in the HTML: its scripts only make it interactive, so nothing of
        // them is fetched before it has painted (see inlineBootstrap).
        const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
        const entryUrl = entryScript.exec(template)?.[1];
        if (!entryUrl) throw new Error('index.html: expected one entry script');
        // The entry's own imports are found by the browser when the entry arrives, after paint.
        const modulePreloads = /\s*<link rel="modulepreload"[^>]*>/g;
        // Chrome may paint a half-parsed page and move what it painted once the rest is parsed
        // (a layout shift, and a second layout): the first frame waits for the whole <main> (every
        // layout's <main id="main-content">; browsers without rel=expect ignore it).
        const renderUntilMain = '<link rel="expect" href="#main-content" blocking="render">';
        const bootstrap = inlineBootstrap(entryUrl);
        const bootstrapHash = createHash('sha256').update(bootstrap).digest('base64');
        for (const { path, sources } of entry.pageUrls()) {
          const page = await entry.prerender(path);
          // The page's own stylesheets, inlined and not linked: the first paint needs no request
          // but the HTML, and styles of lazy chunks do not arrive after the markup (no flash, no
          // layout shift). When the app loads the page's chunk after the paint, Vite's loader
          // links its stylesheet again: the same rules, and cached for the pages that follow.
          const sheets = graph.stylesheetsFor(sources);
          // Preloaded together once the page has painted (preloadListedModules).
          const modules = graph
            .modulesFor(sources)
            .map((file) => `${config.base}${file}`)
            .join(' ');
          const css = sheets.map((file) => readFileSync(join(outDir, file), 'utf8')).join('\n');
          const html = template
            .replace(/<html lang="[^"]*">/, `<html lang="${page.lang}">`)
            .replace(entryStylesheets, '')
            .replace(entryScript, () => `<script type="module">${bootstrap}</script>`)
            .replace(modulePreloads, '')
            .replace(
              '</head>',
              `  ${page.head}\n    ${renderUntilMain}\n    <style>${css}</style>\n    <meta name="trio:modules" content="${modules}">\n  </head>`,
            )
            .replace('<div id="root"></div>', `<div id="root" inert>${page.body}</div>`);
          const file = join(outDir, path, 'index.html');
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, html);
        }
        writeFileSync(join(outDir, 'sitemap.xml'), entry.sitemap());
        writeFileSync(join(outDir, 'robots.txt'), entry.robots());
        const headersFile = join(outDir, '_headers');
        if (existsSync(headersFile)) {
          const origin = apiBaseUrl ? new URL(apiBaseUrl).origin : '';
          const headers = readFileSync(headersFile, 'utf8')
            .replaceAll(' __API_ORIGIN__', origin ? ` ${origin}` : '')
            .replaceAll('__BOOTSTRAP_HASH__', `'sha256-${bootstrapHash}'`);
          writeFileSync(headersFile, headers);
        }
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const buildId = command === 'build' ? randomUUID() : 'dev';
  return {
    plugins: [
      react(),
      buildInfo(buildId),
      mockServiceWorker(env.VITE_API_MOCK === 'true'),
      prerender(env.VITE_API_BASE_URL ?? ''),
    ],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    define: { __BUILD_ID__: JSON.stringify(buildId) },
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
    build: {
      target: 'es2022',
      // Maps are written for debugging, but no file names them: a `sourceMappingURL` line per
      // file is bytes every visitor downloads.
      sourcemap: 'hidden',
      // Every browser the site supports (es2022) preloads modules itself; a polyfill adds bytes.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // The libraries every page runs, in one file: it stays cached from one deploy to the
          // next while the app's own code changes. The form libraries and DOMPurify stay with
          // the pages that use them.
          codeSplitting: {
            groups: [
              {
                name: 'framework',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|zustand|js-cookie)[\\/]/,
              },
            ],
          },
        },
      },
    },
  };
});
