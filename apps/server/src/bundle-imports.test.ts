import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { KEPT_OUTSIDE, serverBuildOptions } from '../build-options.mjs';

/**
 * Libraries that cost a noticeable part of a second to load and serve one rare path (an SVG logo,
 * an image, the S3 bucket, an analysis, an email, a data export) are loaded by that path, not by every start of the server (issue 16:
 * a start under 3 s). Checked on the server's bundle as apps/server/build.mjs makes it: these
 * libraries stay outside (build-options.mjs), and the modules a path imports with import() are
 * chunks of their own; a library is loaded at start when the entry, or a chunk it imports
 * statically, imports it.
 */
describe('the server bundle', () => {
  it('loads the heavy libraries of rare paths only when they are used', async () => {
    const result = await build({
      ...serverBuildOptions('/nonexistent'),
      entryPoints: [new URL('./server.ts', import.meta.url).pathname],
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    // What a start loads: the entry, and the chunks it imports with import statements, on and on.
    const outputs = result.metafile.outputs;
    // A chunk loaded by import() is an entry point of esbuild's too: the server's is the one of server.ts.
    const entry = Object.keys(outputs).find((file) => outputs[file]!.entryPoint?.endsWith('src/server.ts'))!;
    const atStart = new Set<string>();
    const visit = (file: string) => {
      if (atStart.has(file)) return;
      atStart.add(file);
      for (const found of outputs[file]!.imports) {
        if (found.kind === 'import-statement' && !found.external) visit(found.path);
      }
    };
    visit(entry);
    const loadedAtStart = (library: string) =>
      [...atStart].some((file) =>
        outputs[file]!.imports.some((found) => found.path === library && found.kind === 'import-statement'),
      );
    const loadedAtAll = (library: string) =>
      Object.values(outputs).some((output) => output.imports.some((found) => found.path === library));
    for (const library of KEPT_OUTSIDE.loadedWhenUsed) {
      expect([library, loadedAtStart(library), loadedAtAll(library)]).toEqual([library, false, true]);
    }
    // The check sees what a start loads: the database library is part of it.
    expect(loadedAtStart('@electric-sql/pglite')).toBe(true);
  });
});
