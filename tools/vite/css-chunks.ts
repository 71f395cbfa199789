import { relative } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

const stylesheet = /\.css($|\?)/;

/** The client chunks that hold stylesheets and no code: what Vite calls pure CSS chunks. */
export function stylesheetOnlyChunks(bundle: Rolldown.OutputBundle): Rolldown.OutputChunk[] {
  return Object.values(bundle).filter(
    (file): file is Rolldown.OutputChunk =>
      file.type === 'chunk' &&
      !file.isEntry &&
      file.exports.length === 0 &&
      file.moduleIds.some((id) => stylesheet.test(id)) &&
      file.moduleIds.every((id) => stylesheet.test(id) || !file.modules[id]?.renderedLength),
  );
}

/**
 * Fails the build when a chunk holds stylesheets and no code. Vite folds such a chunk's CSS into
 * the chunks that import it after their own (vitejs/vite#3924), so a page's rules would lose a
 * tie to a stylesheet it shares: it happens when pages share a stylesheet but no component. Import
 * the stylesheet from a component they share as well (docs/decisions/016-styles.md).
 */
export function noStylesheetOnlyChunks(): Plugin {
  return {
    name: 'trio:no-stylesheet-only-chunks',
    apply: 'build',
    generateBundle: {
      // Before Vite's own hook removes these chunks.
      order: 'pre',
      handler(_options, bundle) {
        if (this.environment.name !== 'client') return;
        for (const chunk of stylesheetOnlyChunks(bundle)) {
          const root = this.environment.config.root;
          const sheets = chunk.moduleIds
            .filter((id) => stylesheet.test(id))
            .map((id) => relative(root, id));
          this.error(
            `${sheets.join(', ')}: a chunk of stylesheets only, which Vite would load after the ` +
              'stylesheets of the pages that import it. Import it from a component those pages share.',
          );
        }
      },
    },
  };
}
