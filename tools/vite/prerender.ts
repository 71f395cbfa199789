import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, minify, type Plugin, type Rolldown } from 'vite';
import { apiCallKey, noticeCall } from '../../src/config/api-answers.ts';
import { pageNames, pages } from '../../src/config/pages.ts';
import type * as serverEntry from '../../src/entry-server';
import { languages, type Language } from '../../src/config/languages.ts';
import { chunkGraph } from './chunk-graph.ts';
import {
  cloudflareRoutes,
  headersFile,
  nginxConf,
  redirectsFile,
  shellPath,
  type HostingOptions,
  type NginxTls,
} from './hosting.ts';
import { pageHtml } from './page-html.ts';
import { verificationCodes, type VerificationCodes } from '../../src/config/verification.ts';
import { writeAdmin } from './admin.ts';
import { feedPath, fetchNotices, rssFeed, type LanguageNotices } from './notices.ts';
import {
  noticePath,
  pagePath,
  legalVersionPages,
  prerenderedPages,
  robots,
  sitemap,
  verificationMetaTags,
  type SitemapNotice,
} from './seo.ts';
import { drawShareCards, writeShareCards } from './share-cards.ts';
import { appShell, notFoundPage } from './static-pages.ts';

type Options = Omit<HostingOptions, 'bootstrapHash' | 'styleHashes'> & {
  /** Where the build fetches the notices from (`VITE_API_BASE_URL`, or the site's origin). */
  apiBase: string;
  /** A demo build without an API address: its API exists only in the browser. */
  noticesFromApi: boolean;
  nginx: {
    /** Where the generated server file goes. */
    file: string;
    listen: string;
    /** Where the server finds the deployed `dist/`. */
    root: string;
    tls?: NginxTls;
  };
  /** See BuildVariables: undefined is `<outDir>-sourcemaps`, empty is none. */
  sourcemapDir: string | undefined;
  /** Search engines' verification codes: the landing page's meta tags and robots.txt. */
  verification?: VerificationCodes;
  /** The editor at /admin/: its repository, branch and sign-in provider. */
  cms: { repo: string; branch: string; authUrl: string };
};

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The text of every `<style>` block of a built page (what the policy must allow by hash). */
function styleBlocks(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
}

/**
 * Source maps hold the whole source: they never ship in `dist/`. They move beside it (for
 * whoever debugs a production stack trace), or are deleted when none are wanted.
 */
function moveSourceMaps(outDir: string, target: string | undefined): void {
  const folder = target === undefined ? `${outDir}-sourcemaps` : target && resolve(target);
  if (folder) rmSync(folder, { recursive: true, force: true });
  for (const file of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.map')) continue;
    if (folder) {
      mkdirSync(dirname(join(folder, file)), { recursive: true });
      renameSync(join(outDir, file), join(folder, file));
    } else {
      rmSync(join(outDir, file));
    }
  }
}

function writeFile(file: string, text: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** A feed's own title and description: the notice list's, in its language. */
function feedTexts(root: string, lang: Language) {
  const community = JSON.parse(
    readFileSync(join(root, 'locales', lang, 'community.json'), 'utf8'),
  ) as { notice: { meta: { title: string; description: string } } };
  const common = JSON.parse(readFileSync(join(root, 'locales', lang, 'common.json'), 'utf8')) as {
    meta: { titleTemplate: string };
  };
  return {
    title: common.meta.titleTemplate.replace('{{title}}', community.notice.meta.title),
    description: community.notice.meta.description,
  };
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
      lib: { entry: resolve(root, 'src/bootstrap.ts'), formats: ['es'] },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const chunks = (result as Rolldown.RolldownOutput).output.filter((item) => item.type === 'chunk');
  if (chunks.length !== 1) throw new Error('the inline script must be one chunk');
  // Minified here: a library build keeps its whitespace.
  const script = (await minify('bootstrap.js', chunks[0]!.code, { module: true })).code.trim();
  return { script, hash: sha256(script) };
}

/**
 * `vite build` builds the client, then `src/entry-server.tsx` for Node (Vite's environment
 * builder), then renders the landing page into `<outDir>/index.html` and every page the page
 * table marks as pre-rendered into `<outDir>/<lang>/<page>.html`, writes an app shell for every
 * other page, the 404 page, the share cards (`<outDir>/share/<lang>/<card>.png`), sitemap.xml,
 * robots.txt and every host's configuration (docs/decisions/004-prerendering.md, 010-hosting.md).
 */
/** React's attribute escapes, undone: a description read back from a rendered head. */
const unescapeAttribute = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

export function prerender({
  nginx,
  sourcemapDir,
  apiBase,
  noticesFromApi,
  verification = verificationCodes,
  cms,
  ...hosting
}: Options): Plugin {
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
      moveSourceMaps(outDir, sourcemapDir);
      const styles = new Set<string>();
      const writePage = (file: string, html: string) => {
        for (const block of styleBlocks(html)) styles.add(sha256(block));
        writeFile(file, html);
      };
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
        // Notices are sanitised by DOMPurify in a DOM at the site's origin, as in the browser.
        // @ts-expect-error -- jsdom ships no types; the part used is typed here.
        const { JSDOM } = (await import('jsdom')) as unknown as {
          JSDOM: new (html: string, options: { url: string }) => { window: { close(): void } };
        };
        const dom = new JSDOM('', { url: siteOrigin });
        const { window } = dom;
        const notices = noticesFromApi
          ? await fetchNotices(apiBase, (message) => builder.config.logger.warn(message))
          : undefined;
        const renderPage = async (
          path: string,
          sources: string[],
          answers: Record<string, unknown> = {},
          ownPicture = false,
          extraHead: string[] = [],
        ) => {
          const page = await render(path, { answers, window });
          const { lang } = page;
          if (!page.head.includes('rel="canonical"')) throw new Error(`${path}: no canonical`);
          const image = /<meta property="og:image" content="([^"]*)"/.exec(page.head)?.[1];
          if (!image || (!cards.has(image) && !ownPicture)) {
            throw new Error(`${path}: no share card (${image})`);
          }
          const css = graph
            .stylesheetsFor(sources)
            .map((file) => readFileSync(join(outDir, file), 'utf8'))
            .join('\n');
          const html = pageHtml(template, {
            lang,
            head: [page.head, ...extraHead],
            body: page.body,
            css,
            entry: `${base}${graph.entry}`,
            modules: graph.modulesFor(sources).map((file) => `${base}${file}`),
            bootstrap: bootstrap.script,
          });
          const description = /<meta name="description" content="([^"]*)"/.exec(page.head)?.[1];
          return { html, description: unescapeAttribute(description ?? '') };
        };
        const sourcesOf = (name: keyof typeof pages, lang: Language) => {
          // What the page loads before it is interactive, besides the entry and its imports.
          const namespaces = new Set(['common', ...pages[name].namespaces]);
          return [
            `src/app/${pages[name].module}`,
            ...[...namespaces].map((namespace) => `locales/${lang}/${namespace}.json`),
            // The list of the `course-*` translation files (src/lib/i18n.ts).
            ...([...namespaces].some((namespace) => namespace.startsWith('course-'))
              ? ['src/lib/course-locales.ts']
              : []),
          ];
        };
        const listAnswers = (lang: Language, name: keyof typeof pages) =>
          name === 'communityNotice' ? (notices?.get(lang)?.answers ?? {}) : {};
        for (const { name, lang, path } of prerenderedPages()) {
          const page = await renderPage(path, sourcesOf(name, lang), listAnswers(lang, name));
          writePage(join(outDir, `${path}.html`), page.html);
        }
        for (const { name, lang, path } of legalVersionPages()) {
          writePage(
            join(outDir, `${path}.html`),
            (await renderPage(path, sourcesOf(name, lang))).html,
          );
        }
        // Every notice that exists now, at its own address, and each language's feed.
        const sitemapNotices: SitemapNotice[] = [];
        for (const [lang, { entries, notices: results }] of notices ??
          new Map<Language, LanguageNotices>()) {
          const items = [];
          for (const entry of entries) {
            const path = noticePath(lang, entry.id);
            const answers = { [apiCallKey(noticeCall(entry.id, lang))]: results.get(entry.id) };
            const sources = sourcesOf('communityNoticeDetail', lang);
            const page = await renderPage(path, sources, answers, true);
            writePage(join(outDir, `${path}.html`), page.html);
            items.push({ ...entry, summary: page.description });
            sitemapNotices.push({ lang, id: entry.id, createdAt: entry.createdAt });
          }
          const feedText = feedTexts(root, lang);
          writeFile(join(outDir, `${feedPath(lang)}`), rssFeed(siteOrigin, lang, feedText, items));
        }
        writePage(
          join(outDir, 'index.html'),
          // The landing page shows every language; English is its x-default. Before it
          // hydrates, the app detects the visitor's language.
          (
            await renderPage(
              '/',
              [
                'src/app/routes/landing.tsx',
                'src/lib/language-detection.ts',
                'locales/en/common.json',
                ...languages.map((lang) => `locales/${lang}/landing.json`),
              ],
              {},
              false,
              verificationMetaTags(verification),
            )
          ).html,
        );
        // Pages that render only in the browser still answer 200 at their own address.
        for (const name of pageNames.filter((page) => !pages[page].prerender)) {
          for (const lang of languages) {
            const shell = appShell(template, {
              root,
              lang,
              indexed: pages[name].indexed,
              page: name,
            });
            const file = pages[name].path.includes(':')
              ? join(outDir, shellPath(name, lang), 'index.html')
              : join(outDir, `${pagePath(name, lang)}.html`);
            writePage(file, shell);
          }
        }
        writePage(join(outDir, '404.html'), notFoundPage(root));
        writeFile(join(outDir, 'sitemap.xml'), sitemap(siteOrigin, sitemapNotices));
        writeFile(join(outDir, 'robots.txt'), robots(siteOrigin, verification));
        writeAdmin(outDir, root, { ...cms, siteOrigin });
        const options = {
          ...hosting,
          cmsAuthUrl: cms.authUrl,
          bootstrapHash: bootstrap.hash,
          styleHashes: [...styles],
        };
        writeFile(join(outDir, '_headers'), headersFile(options));
        writeFile(join(outDir, '_redirects'), redirectsFile());
        writeFile(join(outDir, '_routes.json'), cloudflareRoutes());
        writeFile(
          resolve(root, nginx.file),
          nginxConf({
            ...options,
            listen: nginx.listen,
            root: nginx.root,
            tls: nginx.tls,
            serverName: new URL(siteOrigin).hostname,
          }),
        );
        dom.window.close();
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
