// Bundles the server into dist/server.js, and the text-extraction worker thread's module into
// dist/extraction-worker.js beside it (the server starts it by a path relative to its own
// import.meta.url: lib/extraction/worker-path.ts). The shared contract package and the
// dependencies are bundled in, but for those build-options.mjs keeps outside, each for its reason.
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { build } from 'esbuild';
import { serverBuildOptions } from './build-options.mjs';

const outdir = new URL('./dist', import.meta.url).pathname;
mkdirSync(outdir, { recursive: true });
// Chunks are named by their content: a new build's replace the last one's, which nothing loads.
for (const file of readdirSync(outdir, { withFileTypes: true })) {
  if (file.name.startsWith('chunk-')) rmSync(`${outdir}/${file.name}`);
}

await build(serverBuildOptions(outdir));
