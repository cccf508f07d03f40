import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compressAssets } from './build/compress-assets';
import { helpArticles } from './build/help-articles';

export default defineConfig({
  plugins: [react(), tailwindcss(), helpArticles(), compressAssets()],
  build: {
    // The strict Content-Security-Policy forbids inline scripts and data: scripts.
    assetsInlineLimit: 0,
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' },
  },
});
