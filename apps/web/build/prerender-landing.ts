import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** The page the server sends for `/` (apps/server/src/plugins/web-app.ts reads it by this name). */
export const LANDING_HTML = 'landing.html';
/** public/: starts the app once the prerendered page has painted. */
const START_AFTER_PAINT = '/start-after-paint.js';
const ENTRY = 'src/app/prerender.tsx';
const ROOT_ELEMENT = '<div id="root"></div>';
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The landing page as it paints before any script has run: the built page with `html` in its
 * empty root and `title` as its title. Its app entry and module preloads are handed to
 * public/start-after-paint.js instead, which loads them once the page has painted; the page
 * stays free of inline script (the Content-Security-Policy).
 */
export function landingPage(indexHtml: string, html: string, title: string) {
  if (!indexHtml.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to render into`);
  if (!/<title>[^<]*<\/title>/.test(indexHtml)) throw new Error('index.html has no <title>');
  const entries = [...indexHtml.matchAll(ENTRY_SCRIPT)].map((match) => match[1]!);
  if (entries.length !== 1) throw new Error(`index.html has ${entries.length} module scripts; one was expected`);
  const preloads = [...indexHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const starter = `<script defer src="${START_AFTER_PAINT}" data-entry="${escapeHtml(entries[0]!)}" data-preload="${escapeHtml(preloads.join(' '))}"></script>`;
  return indexHtml
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', () => `  ${starter}\n  </head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${html}</div>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
}

/**
 * Renders the landing page at build time (decision 035): once the app is written, its route is
 * built for Node (`src/app/prerender.tsx`, React's server renderer), rendered, and written into a
 * copy of index.html as `landing.html`, which the server sends for `/` and the client hydrates.
 * Runs in `writeBundle`, so the compression plugin's `closeBundle` finds the page in place.
 */
export function prerenderLanding(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'grantpilot:prerender-landing',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('The build wrote no index.html to prerender the landing page into');
      // Inside node_modules, so that the rendered module finds React and the router as the app does.
      const serverDir = path.join(config.root, 'node_modules', '.prerender');
      try {
        await build({
          root: config.root,
          mode: config.mode,
          configFile: false,
          logLevel: 'warn',
          plugins: [react()],
          build: {
            ssr: ENTRY,
            outDir: serverDir,
            emptyOutDir: true,
            copyPublicDir: false,
            rolldownOptions: { output: { entryFileNames: 'prerender.mjs', chunkFileNames: '[name]-[hash].mjs' } },
          },
        });
        const module = (await import(pathToFileURL(path.join(serverDir, 'prerender.mjs')).href)) as {
          renderLanding: () => Promise<{ html: string; title: string }>;
        };
        const { html, title } = await module.renderLanding();
        const outDir = path.resolve(config.root, config.build.outDir);
        fs.writeFileSync(path.join(outDir, LANDING_HTML), landingPage(String(index.source), html, title));
      } finally {
        fs.rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
