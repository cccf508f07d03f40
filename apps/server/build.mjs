// Bundles the server into dist/server.js, and the text-extraction worker thread's module into
// dist/extraction-worker.js beside it (the server starts it by a path relative to its own
// import.meta.url: lib/extraction/worker-path.ts). Dependencies stay in node_modules; the shared
// contract package (TypeScript source, no build step of its own) is bundled in.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@grantpilot/'));

await build({
  entryPoints: {
    server: new URL('./src/server.ts', import.meta.url).pathname,
    'extraction-worker': new URL('./src/lib/extraction/extraction-worker.ts', import.meta.url).pathname,
  },
  outdir: new URL('./dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
