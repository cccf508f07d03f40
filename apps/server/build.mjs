// Bundles the server into dist/server.js, and the text-extraction worker thread's module into
// dist/extraction-worker.js beside it (the server starts it by a path relative to its own
// import.meta.url: lib/extraction/worker-path.ts). Dependencies stay in node_modules; the shared
// contract package (TypeScript source, no build step of its own) is bundled in.
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@grantpilot/'));

const outdir = new URL('./dist', import.meta.url).pathname;
mkdirSync(outdir, { recursive: true });
// Chunks are named by their content: a new build's replace the last one's, which nothing loads.
for (const file of readdirSync(outdir, { withFileTypes: true })) {
  if (file.name.startsWith('chunk-')) rmSync(`${outdir}/${file.name}`);
}

await build({
  entryPoints: {
    server: new URL('./src/server.ts', import.meta.url).pathname,
    'extraction-worker': new URL('./src/lib/extraction/extraction-worker.ts', import.meta.url).pathname,
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Modules imported with import() go to chunks of their own (dist/chunk-*.js), so what they
  // import outside the bundle (chrono-node under the analysis engine) loads when they do.
  splitting: true,
  chunkNames: 'chunk-[hash]',
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
