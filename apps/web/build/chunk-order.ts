import type { Plugin, Rolldown } from 'vite';

/** What the check reads of a built chunk. */
export type BuiltChunk = Pick<Rolldown.OutputChunk, 'fileName' | 'imports'>;

/**
 * The cycles among the chunks' static imports, each as the files round it (the first repeated at
 * the end). A browser runs a chunk's static imports before the chunk, except a chunk it is already
 * running: in a cycle, which chunk runs first depends on which one a page asked for first (the
 * router loads a page's layouts and the page in parallel), so a module can run before one it
 * uses. That is how the signed-in chunk's navigation once captured its icons as `undefined`
 * (decision 044, amended). Without a cycle every chunk's imports have run before it.
 */
export function chunkImportCycles(chunks: BuiltChunk[]): string[][] {
  const importsOf = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
  const state = new Map<string, 'visiting' | 'done'>();
  const path: string[] = [];
  const cycles: string[][] = [];
  const visit = (fileName: string) => {
    state.set(fileName, 'visiting');
    path.push(fileName);
    for (const imported of importsOf.get(fileName) ?? []) {
      if (!importsOf.has(imported)) continue;
      const seen = state.get(imported);
      if (seen === 'visiting') cycles.push([...path.slice(path.indexOf(imported)), imported]);
      else if (seen === undefined) visit(imported);
    }
    path.pop();
    state.set(fileName, 'done');
  };
  for (const { fileName } of chunks) if (!state.has(fileName)) visit(fileName);
  return cycles;
}

/**
 * Fails the build when its chunks import one another in a cycle (see `chunkImportCycles`): the
 * chunk grouping (build/signed-in-chunk.ts) or the bundler's own splitting could make one, and it
 * shows only in some browsers' timings, never reliably in a test run.
 */
export function chunkOrderCheck(): Plugin {
  return {
    name: 'grantpilot:chunk-order-check',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const cycles = chunkImportCycles(chunks);
      if (cycles.length > 0) {
        const listed = cycles.map((cycle) => `  ${cycle.join(' → ')}`).join('\n');
        this.error(`The build's chunks import one another in a cycle, so their order is not guaranteed:\n${listed}`);
      }
    },
  };
}
