import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * Libraries that cost a noticeable part of a second to load and serve one rare path (an SVG logo,
 * an image, the S3 bucket) are loaded by that path, not by every start of the server (issue 16:
 * a start under 3 s). Checked on the server's bundle as apps/server/build.mjs makes it: the
 * dependencies stay outside, and each import of them is either a static import statement
 * (loaded at start) or a dynamic import (loaded when reached).
 */
const LOADED_WHEN_USED = ['jsdom', 'dompurify', 'sharp', '@aws-sdk/client-s3', '@aws-sdk/lib-storage'];

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
      platform: 'node',
      format: 'esm',
      target: 'node20',
      external: [...external, ...external.map((name) => `${name}/*`)],
      logLevel: 'silent',
    });
    const imports = Object.values(result.metafile.outputs).flatMap((output) => output.imports);
    const kinds = (library: string) => [
      ...new Set(imports.filter((entry) => entry.path === library).map((entry) => entry.kind)),
    ];
    for (const library of LOADED_WHEN_USED) expect([library, kinds(library)]).toEqual([library, ['dynamic-import']]);
    // The check sees static imports: the database library is one.
    expect(kinds('@electric-sql/pglite')).toEqual(['import-statement']);
  });
});
