import type { Plugin } from 'vite';

/** Writes `builds/latest.json` next to the app; the same id is compiled into the bundle. */
export function buildInfo(buildId: string): Plugin {
  return {
    name: 'trio:build-info',
    apply: 'build',
    generateBundle() {
      if (this.environment.name !== 'client') return;
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: JSON.stringify({ id: buildId, timestamp: Date.now() }),
      });
    },
  };
}
