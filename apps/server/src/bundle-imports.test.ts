import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * Libraries that cost a noticeable part of a second to load and serve one rare path (an SVG logo,
 * an image, the S3 bucket, an analysis, an email, a data export) are loaded by that path, not by every start of the server (issue 16:
 * a start under 3 s). Checked on the server's bundle as apps/server/build.mjs makes it: the
 * dependencies stay outside, and the modules a path imports with import() are chunks of their own;
 * a library is loaded at start when the entry, or a chunk it imports statically, imports it.
 */
const LOADED_WHEN_USED = [
  'jsdom',
  'dompurify',
  'sharp',
  '@aws-sdk/client-s3',
  '@aws-sdk/lib-storage',
  // The analysis engines (by the first analysis), mail (by the first message), data exports.
  'chrono-node',
  'openai',
  'nodemailer',
  'archiver',
];

describe('the server bundle', () => {
  it('loads the heavy libraries of rare paths only when they are used', async () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@grantpilot/'));
    const result = await build({
      entryPoints: [new URL('./server.ts', import.meta.url).pathname],
      outdir: '/nonexistent',
      write: false,
      metafile: true,
      bundle: true,
      splitting: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      external: [...external, ...external.map((name) => `${name}/*`)],
      logLevel: 'silent',
    });
    // What a start loads: the entry, and the chunks it imports with import statements, on and on.
    const outputs = result.metafile.outputs;
    const entry = Object.keys(outputs).find((file) => outputs[file]!.entryPoint)!;
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
    for (const library of LOADED_WHEN_USED) {
      expect([library, loadedAtStart(library), loadedAtAll(library)]).toEqual([library, false, true]);
    }
    // The check sees what a start loads: the database library is part of it.
    expect(loadedAtStart('@electric-sql/pglite')).toBe(true);
  });
});
