// The server bundle's esbuild options, shared by build.mjs (which writes it) and
// src/bundle-imports.test.ts (which checks what a start loads). Decisions 040 and 042.

/**
 * Dependencies left in node_modules, each for a reason; every other one is bundled in, so a start
 * compiles one file instead of resolving and reading hundreds (decision 042).
 */
export const KEPT_OUTSIDE = {
  // Loaded on first use by a rare path (an SVG logo, an image, the S3 bucket, an analysis, an
  // email, a data export): outside, they stay out of a start (bundle-imports.test.ts).
  loadedWhenUsed: [
    'jsdom',
    'dompurify',
    'sharp',
    '@aws-sdk/client-s3',
    '@aws-sdk/lib-storage',
    'chrono-node',
    'openai',
    'nodemailer',
    'archiver',
  ],
  // Read files of their own beside their code at run time (a WebAssembly build and its data, a
  // worker thread's module, static pages, their package.json), or load a native addon.
  readTheirOwnFiles: [
    '@electric-sql/pglite',
    '@fastify/swagger',
    '@fastify/swagger-ui',
    'piscina',
    'pino',
    'thread-stream',
    'unpdf',
    'mammoth',
    'sharp',
  ],
  // pg asks for its optional native binding (pg-native) inside a try; left outside, both resolve
  // as node_modules has them.
  resolvedAtRunTime: ['pg', 'pg-native'],
};

const external = [...new Set(Object.values(KEPT_OUTSIDE).flat())];

/** esbuild's options for the server and the extraction worker's module, written to `outdir`. */
export function serverBuildOptions(outdir) {
  return {
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
    // The sources are on disk beside the bundle: the map names them without a copy of each.
    sourcesContent: false,
    minifyWhitespace: true,
    minifySyntax: true,
    // Modules imported with import() go to chunks of their own (dist/chunk-*.js), so what they
    // import outside the bundle (chrono-node under the analysis engine) loads when they do.
    splitting: true,
    chunkNames: 'chunk-[hash]',
    external: [...external, ...external.map((name) => `${name}/*`)],
    // Bundled CommonJS calls require() for Node's own modules (and pg, pino outside): an ES
    // module has no require of its own, so each output file makes one.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  };
}
