import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compressAssets } from './build/compress-assets';
import { helpArticles } from './build/help-articles';
import { prerenderPages } from './build/prerender-pages';
import { CODE_SPLITTING_GROUPS } from './build/signed-in-chunk';
import { chunkOrderCheck } from './build/chunk-order';

/**
 * React Router 7's package exports name only its development build (with its development
 * warnings), also for production builds (remix-run/react-router#14102); a build takes the
 * production build it ships beside it.
 */
function reactRouterProductionBuild() {
  const development = createRequire(import.meta.url).resolve('react-router');
  return path.join(path.dirname(development), '..', 'production', 'index.mjs');
}

export default defineConfig(({ command }) => {
  return {
    plugins: [react(), tailwindcss(), helpArticles(), chunkOrderCheck(), prerenderPages(), compressAssets()],
    resolve:
      command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProductionBuild() }] } : {},
    build: {
      // The strict Content-Security-Policy forbids inline scripts and data: scripts.
      assetsInlineLimit: 0,
      sourcemap: false,
      rolldownOptions: { output: { codeSplitting: { groups: CODE_SPLITTING_GROUPS } } },
    },
    server: {
      port: 5173,
      proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' },
    },
  };
});
