import QRCode from 'qrcode';
import type { Plugin } from 'vite';
import { appQrPath, appStoreLink, appStores } from '../../src/config/app-stores.ts';

/**
 * The QR codes of the app's store links (`content/channels.json`), drawn at build time as SVG
 * files that the pages show with `<img>` (src/components/app-stores): no QR code library in the
 * browser. One code per store: a phone's camera opens the store itself, with no page between
 * (docs/decisions/026-app-and-points.md).
 */

export type QrFile = { path: string; source: string };

/** Each store's QR code, under the address the pages of this build name. */
export async function appQrFiles(buildId: string): Promise<QrFile[]> {
  return Promise.all(
    appStores.map(async (store) => ({
      path: appQrPath(store, buildId),
      // Level M survives a smudged screen or a glare; the four-module margin is the standard's.
      source: await QRCode.toString(appStoreLink(store), {
        type: 'svg',
        errorCorrectionLevel: 'M',
        margin: 4,
        color: { dark: '#000000', light: '#ffffff' },
      }),
    })),
  );
}

/** Vite: the files in the client build's output, and the same from the dev server. */
export function appQrCodes(buildId: string): Plugin {
  return {
    name: 'trio:app-qr',
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const { path, source } of await appQrFiles(buildId)) {
        this.emitFile({ type: 'asset', fileName: path.slice(1), source });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0];
        if (!path?.startsWith('/assets/app-qr-')) {
          next();
          return;
        }
        appQrFiles(buildId)
          .then((files) => {
            const file = files.find((candidate) => candidate.path === path);
            if (!file) return next();
            response.setHeader('Content-Type', 'image/svg+xml');
            response.end(file.source);
          })
          .catch(next);
      });
    },
  };
}
