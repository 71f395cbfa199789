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

/**
 * Which chunks are already loaded when a chunk runs: its static imports, transitively. Filled from
 * the bundle before Vite writes the preload lists of dynamic imports (its own generateBundle runs
 * after the project's plugins).
 */
function loadedChunks() {
  const closures = new Map<string, Set<string>>();
  let imports = new Map<string, string[]>();
  let appFiles = new Set<string>();
  let entryFile = '';
  const closureOf = (file: string): Set<string> => {
    let closure = closures.get(file);
    if (closure) return closure;
    closure = new Set();
    closures.set(file, closure);
    for (const imported of imports.get(file) ?? []) {
      closure.add(imported);
      for (const nested of closureOf(imported)) closure.add(nested);
    }
    return closure;
  };
  const plugin: Plugin = {
    name: 'trio:loaded-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      closures.clear();
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      imports = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
      const entry = chunks.find((chunk) => chunk.isEntry);
      entryFile = entry?.fileName ?? '';
      appFiles = new Set(
        (entry?.dynamicImports ?? []).flatMap((file) => [file, ...closureOf(file)]),
      );
    },
  };
  /** What the entry's dynamic imports load between them: the libraries and the app. */
  const appFilesOf = (entry: string) =>
    [...appFiles].filter((file) => file !== entry && !closureOf(entry).has(file));
  const isAppFile = (file: string) => appFiles.has(file);
  return { plugin, closureOf, appFilesOf, isAppFile, entryFile: () => entryFile };
}

/**
 * Names the chunk of every module the app (`src/app/start.tsx`) imports statically, but the
 * entry does not: they load together anyway, so one file instead of a handful of small shared
 * ones. Each file costs the main thread a request (~1–3 ms here) and compresses on its own.
 */
function appChunk(root: string): Rolldown.CodeSplittingNameFunction {
  const app = resolve(root, 'src/app/start.tsx');
  const entry = resolve(root, 'src/main.tsx');
  let pass: unknown;
  let members = new Set<string>();
  return (id, context) => {
    const appInfo = context.getModuleInfo(app);
    if (appInfo !== pass) {
      pass = appInfo;
      const fromEntry = staticClosure(entry, context);
      members = new Set([...staticClosure(app, context)].filter((m) => !fromEntry.has(m)));
    }
    return members.has(id) ? 'start' : null;
  };
}

function staticClosure(from: string, context: Rolldown.ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    context.getModuleInfo(id)?.importedIds.forEach(visit);
  };
  visit(from);
  return seen;
}

/**
 * Three changes to React Router's code, in the client and pre-render builds only, each to drop
 * code the site never runs (docs/decisions/006-bundle-budget.md):
 *
 * - Its components are built with top-level `React.forwardRef(...)` calls that carry no
 *   `@__PURE__` annotation, then given a `displayName` (for React's developer tools): both are
 *   side effects to the bundler, which must keep every component and all it references, even
 *   those the site never imports (its `Link` pulls in framework-mode prefetching, `Form` the
 *   submission helpers). The calls are annotated and the names dropped.
 * - `createRouter` wraps the router and every route for `unstable_instrumentations` behind a
 *   run-time check the bundler cannot see through. The site's router is created without them
 *   (`createAppRouter`), so the check becomes `false` and that code goes.
 * - `createRouter` reads the view transitions applied before a reload from `sessionStorage`. The
 *   site uses no view transitions, and a page's first storage access is a synchronous IPC in the
 *   middle of start-up (src/app/scroll-restoration.tsx), so the call goes.
 *
 * A React Router release that no longer matches fails the build rather than quietly growing it.
 */
function slimReactRouter(): Plugin {
  const topLevelComponent = /^(var \w+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;
  const displayName = /^\w+\.displayName = "[\w-]+";$/gm;
  const instrumentationCheck = 'if (init.instrumentations) {';
  const transitionsRestore = 'restoreAppliedTransitions(routerWindow, appliedViewTransitions);';
  return {
    name: 'trio:slim-react-router',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/ },
      handler(code, id) {
        let slim = code.replace(topLevelComponent, '$1/* @__PURE__ */ $2').replace(displayName, '');
        if (code.includes('function createRouter(init)')) {
          if (code.split(instrumentationCheck).length !== 3) {
            this.error(`${id}: expected createRouter to check init.instrumentations twice`);
          }
          slim = slim.replaceAll(instrumentationCheck, 'if (false) {');
          if (code.split(transitionsRestore).length !== 2) {
            this.error(`${id}: expected createRouter to restore view transitions once`);
          }
          slim = slim.replace(transitionsRestore, '');
        }
        return { code: slim, map: null };
      },
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
    // Every module, not only a chunk's facade: the app's modules share one chunk (appChunk).
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
        const inlinedType = 'text/x-inlined-css';
        const iconLink = /<link rel="icon"[^>]*>/;
        if (!iconLink.test(template)) throw new Error('index.html: expected one icon link');
        // Chrome requests a linked favicon just after the load event, which races the page's
        // first frame; Lighthouse then counts the request as needed for the largest paint
        // (LCP ~110 ms later on a page that painted before it). Inline, it is no request. The
        // landing page `/` keeps the file's address: search engines read the icon there.
        const inlineIcon = `<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,${encodeURIComponent(
          readFileSync(join(config.publicDir, 'favicon.svg'), 'utf8').trim(),
        )}">`;
        const bootstrap = inlineBootstrap(entryUrl);
        const bootstrapHash = createHash('sha256').update(bootstrap).digest('base64');
        for (const { path, sources } of entry.pageUrls()) {
          const page = await entry.prerender(path);
          // The page's own stylesheets, inlined: the first paint needs no request but the HTML,
          // and styles of lazy chunks do not arrive after the markup (no flash, no layout shift).
          const sheets = graph.stylesheetsFor(sources);
          // Preloaded together once the page has painted (preloadListedModules).
          const modules = graph
            .modulesFor(sources)
            .map((file) => `${config.base}${file}`)
            .join(' ');
          const css = sheets.map((file) => readFileSync(join(outDir, file), 'utf8')).join('\n');
          // A disabled stylesheet link is not applied, and one whose type is no styling language
          // is not fetched (Chromium 150's preload scanner fetches a merely disabled one), but
          // Vite's chunk loader finds it and so does not load the inlined stylesheets again.
          const inlinedMarkers = sheets
            .map(
              (file) =>
                `<link rel="stylesheet" href="${config.base}${file}" type="${inlinedType}" disabled>`,
            )
            .join('\n    ');
          const html = template
            .replace(/<html lang="[^"]*">/, `<html lang="${page.lang}">`)
            .replace(iconLink, () => inlineIcon)
            .replace(entryStylesheets, '')
            .replace(entryScript, () => `<script type="module">${bootstrap}</script>`)
            .replace(modulePreloads, '')
            .replace(
              '</head>',
              `  ${page.head}\n    ${renderUntilMain}\n    <style>${css}</style>\n    ${inlinedMarkers}\n    <meta name="trio:modules" content="${modules}">\n  </head>`,
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
  const loaded = loadedChunks();
  const root = fileURLToPath(new URL('.', import.meta.url));
  return {
    plugins: [
      react(),
      buildInfo(buildId),
      mockServiceWorker(env.VITE_API_MOCK === 'true'),
      prerender(env.VITE_API_BASE_URL ?? ''),
      slimReactRouter(),
      loaded.plugin,
    ],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    define: { __BUILD_ID__: JSON.stringify(buildId) },
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
    build: {
      target: 'es2022',
      // Maps are written for debugging, but no file names them: a `sourceMappingURL` line per
      // file is bytes every visitor downloads (docs/decisions/006-bundle-budget.md).
      sourcemap: 'hidden',
      modulePreload: {
        // Every browser the site supports (es2022) preloads modules itself; a polyfill adds bytes.
        polyfill: false,
        // Each <link> appended costs the main thread 1–3 ms here (four times that on a phone), so
        // only what is not loaded yet is listed: for the entry, the app's two or three files
        // (they download together); for a page's chunk, what the app itself has not loaded.
        // The app's own lazy imports (pages, layouts, the dialog) list stylesheets only: their
        // JavaScript lists would be about 1 KB of every visitor's first download, and their
        // second round trip overlaps the translations a page loads with it (pageRoute in
        // src/app/routes.tsx). A pre-rendered page preloads its files itself (`trio:modules`).
        resolveDependencies: (_file, deps, { hostId }) => {
          if (hostId === loaded.entryFile()) return loaded.appFilesOf(hostId);
          const alreadyLoaded = loaded.closureOf(hostId);
          const needed = deps.filter((dep) => !alreadyLoaded.has(dep));
          return loaded.isAppFile(hostId) ? needed.filter((dep) => dep.endsWith('.css')) : needed;
        },
      },
      rolldownOptions: {
        output: {
          // The libraries every page runs, in two files: React and React DOM, which the entry
          // evaluates in a task of its own (src/main.tsx), then the router, i18next and zustand
          // with the app. A file per library would compress worse and, imported one by one, lose
          // tree-shaking (a dynamic import keeps every export of an ES module); React and React
          // DOM are CommonJS, which is never tree-shaken, so their own file costs nothing.
          codeSplitting: {
            // The entry keeps its own few modules, though the app imports them too.
            includeDependenciesRecursively: false,
            groups: [
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                priority: 3,
              },
              {
                name: 'framework',
                test: /node_modules[\\/](react-router|i18next|zustand)[\\/]/,
                priority: 2,
              },
              { name: appChunk(root), debugName: 'start', priority: 1 },
            ],
          },
        },
      },
    },
  };
});
