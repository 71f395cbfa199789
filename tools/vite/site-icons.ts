import { readFileSync } from 'node:fs';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import {
  appleTouchIcon,
  faviconIcoPath,
  faviconIcoSizes,
  manifestIcons,
  manifestPath,
  markPath,
  type SiteIcon,
} from '../../src/config/site-icons.ts';
import { company } from '../../src/config/site.ts';
import { escapeHtml } from './seo.ts';
import { siteColours } from './style-tokens.ts';

/**
 * The icons of src/config/site-icons.ts, drawn from the mark (`public/favicon.svg`) with resvg
 * at build time, the web app manifest, and the head tags that name them. Nothing is drawn by
 * hand or committed twice: a new mark is a new set of icons on the next build.
 */

/** The theme colour (the header's blue) and the ground of tiles and splash screens. */
export function iconColours(css?: string) {
  const { primary, bg } = siteColours(['primary', 'bg'], css);
  return { theme: primary, background: bg };
}

/** The mark's SVG, from the public folder the build copies. */
export function readMark(root: string): string {
  return readFileSync(new URL(`public${markPath}`, `file://${root.replace(/\/?$/, '/')}`), 'utf8');
}

/**
 * The mark placed on a square of `size` px: `plain` fills it, `tile` sits on the background with
 * a margin (iOS rounds the corners and shows no transparency), `maskable` keeps to the central
 * circle of 80 % that every Android mask leaves whole.
 */
export function iconSvg(mark: string, size: number, look: SiteIcon['look'], ground: string) {
  const viewBox = /viewBox="([^"]+)"/.exec(mark)?.[1];
  const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(mark)?.[1];
  if (!viewBox || inner === undefined) throw new Error(`public${markPath}: no viewBox or content`);
  // Share of the square the mark's box takes. The mark's drawing reaches about 0.48 of its box
  // from the centre, so 0.8 of a side keeps it inside the maskable circle (radius 0.4).
  const scale = { plain: 1, tile: 0.8, maskable: 0.8 }[look];
  const box = size * scale;
  const offset = (size - box) / 2;
  const background =
    look === 'plain' ? '' : `<rect width="${size}" height="${size}" fill="${ground}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    background +
    `<svg x="${offset}" y="${offset}" width="${box}" height="${box}" viewBox="${viewBox}">${inner}</svg>` +
    '</svg>'
  );
}

/** The manifest: the site's name, colours and icons; one for every language (it names none). */
function webManifest(colours = iconColours()): string {
  return `${JSON.stringify(
    {
      name: company.brand,
      short_name: company.brand,
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'minimal-ui',
      theme_color: colours.theme,
      background_color: colours.background,
      icons: manifestIcons.map(({ path, size, look }) => ({
        src: path,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: look === 'maskable' ? 'maskable' : 'any',
      })),
    },
    null,
    2,
  )}\n`;
}

/** What every page's head says about the icons, the manifest and the theme colour. */
function iconHeadTags(colours = iconColours()): HtmlTagDescriptor[] {
  const tag = (name: string, attrs: Record<string, string>): HtmlTagDescriptor => ({
    tag: name,
    attrs,
    injectTo: 'head',
  });
  return [
    tag('meta', { name: 'theme-color', content: colours.theme }),
    // `sizes` keeps browsers that read both from taking the ICO over the SVG.
    tag('link', { rel: 'icon', href: faviconIcoPath, sizes: '32x32' }),
    tag('link', { rel: 'icon', type: 'image/svg+xml', href: markPath }),
    tag('link', { rel: 'apple-touch-icon', href: appleTouchIcon.path }),
    tag('link', { rel: 'manifest', href: manifestPath }),
  ];
}

/** The same tags as HTML, for pages the app does not render (the 404 page). */
export function iconHeadHtml(colours = iconColours()): string[] {
  return iconHeadTags(colours).map(({ tag, attrs = {} }) => {
    const attributes = Object.entries(attrs)
      .map(([name, value]) => `${name}="${escapeHtml(String(value))}"`)
      .join(' ');
    return `<${tag} ${attributes} />`;
  });
}

export type IconFile = { path: string; source: Buffer | string; type: string };

/** Every icon file and the manifest, drawn from the mark. resvg loads only here. */
export async function siteIconFiles(root: string): Promise<IconFile[]> {
  const [{ Resvg }, { default: pngToIco }] = await Promise.all([
    import('@resvg/resvg-js'),
    import('png-to-ico'),
  ]);
  const mark = readMark(root);
  const colours = iconColours();
  const png = (size: number, look: SiteIcon['look']) =>
    new Resvg(iconSvg(mark, size, look, colours.background), {
      font: { loadSystemFonts: false },
    })
      .render()
      .asPng();
  // Each size drawn by resvg, not scaled down from a large one: crisp at 16 px.
  const ico = await pngToIco(faviconIcoSizes.map((size) => png(size, 'plain')));
  return [
    { path: faviconIcoPath, source: ico, type: 'image/x-icon' },
    ...[appleTouchIcon, ...manifestIcons].map(({ path, size, look }) => ({
      path,
      source: png(size, look),
      type: 'image/png',
    })),
    { path: manifestPath, source: webManifest(colours), type: 'application/manifest+json' },
  ];
}

/**
 * Vite: the head tags on `index.html` (so on every page built from it), the files in the
 * client build's output, and the same files from the dev server.
 */
export function siteIcons(): Plugin {
  let root = process.cwd();
  return {
    name: 'trio:site-icons',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: () => iconHeadTags(),
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const { path, source } of await siteIconFiles(root)) {
        this.emitFile({ type: 'asset', fileName: path.slice(1), source });
      }
    },
    configureServer(server) {
      let files: Promise<IconFile[]> | undefined;
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0];
        const known = [
          faviconIcoPath,
          appleTouchIcon.path,
          manifestPath,
          ...manifestIcons.map((icon) => icon.path),
        ];
        if (!path || !known.includes(path)) {
          next();
          return;
        }
        files ??= siteIconFiles(root);
        files
          .then((all) => {
            const file = all.find((candidate) => candidate.path === path);
            if (!file) return next();
            response.setHeader('Content-Type', file.type);
            response.end(file.source);
          })
          .catch(next);
      });
    },
  };
}
