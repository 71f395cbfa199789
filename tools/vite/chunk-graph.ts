import { normalizePath, type Rolldown } from 'vite';

type ChunkFiles = { imports: string[]; css: string[] };

/**
 * What the pre-render needs of the client build: for a page's source modules, the stylesheets it
 * inlines and the JavaScript files its inline script preloads.
 */
export function chunkGraph(output: Rolldown.RolldownOutput, root: string) {
  const chunks = new Map<string, ChunkFiles>();
  const bySource = new Map<string, string>();
  let entry = '';
  for (const file of output.output) {
    if (file.type !== 'chunk') continue;
    chunks.set(file.fileName, {
      imports: file.imports,
      css: [...(file.viteMetadata?.importedCss ?? [])],
    });
    if (file.isEntry) entry = file.fileName;
    // Every module, not only a chunk's facade: a chunk may hold several source modules.
    for (const id of file.moduleIds) {
      bySource.set(normalizePath(id).replace(`${normalizePath(root)}/`, ''), file.fileName);
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
    entry,
    /** The stylesheets of those chunks, in the order Vite loads them. */
    stylesheetsFor: (sources: string[]): string[] => [
      ...new Set(chunksFor(sources).flatMap((file) => chunks.get(file)?.css ?? [])),
    ],
    /** Their JavaScript files but the entry, which the inline script imports itself. */
    modulesFor: (sources: string[]): string[] =>
      chunksFor(sources).filter((file) => file !== entry),
  };
}
