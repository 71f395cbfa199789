// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { stylesheetOnlyChunks } from './css-chunks';

/** A chunk as much as the check reads of it: its modules and how much code each rendered. */
function chunk(fileName: string, modules: Record<string, number>, exports: string[] = []) {
  return {
    type: 'chunk',
    fileName,
    isEntry: false,
    exports,
    moduleIds: Object.keys(modules),
    modules: Object.fromEntries(
      Object.entries(modules).map(([id, renderedLength]) => [id, { renderedLength }]),
    ),
  } as unknown as Rolldown.OutputChunk;
}

describe('stylesheet-only chunks', () => {
  it('are chunks whose modules are stylesheets or render no code', () => {
    const bundle = {
      'a.js': chunk('a.js', { '/src/shared.css': 0 }),
      'b.js': chunk('b.js', { '/src/x.css': 0, '/src/types.ts': 0 }),
      'c.js': chunk('c.js', { '/src/page.css': 0, '/src/page.tsx': 120 }),
      'd.js': chunk('d.js', { '/src/lib.ts': 80 }, ['t']),
    } as Rolldown.OutputBundle;
    expect(stylesheetOnlyChunks(bundle).map((file) => file.fileName)).toEqual(['a.js', 'b.js']);
  });
});
