import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { helpArticles } from './help-articles';
// Types only: the config loader leaves workspace packages to Node, which cannot load their .ts.
import type { RenderedPage, renderPrerenderedPages } from '../src/app/prerender';

/** public/: starts the app once the prerendered page has painted. */
const START_AFTER_PAINT = '/start-after-paint.js';
const ENTRY = 'src/app/prerender.tsx';
const ROOT_ELEMENT = '<div id="root"></div>';
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A page as it paints before any script has run: the built page with the rendered `html` in its
 * empty root and `title` as its title. Its app entry and module preloads are handed to
 * public/start-after-paint.js instead, which loads them once the page has painted; the page
 * stays free of inline script (the Content-Security-Policy). A page only for signed-out visitors
 * marks its root `data-signed-out-only` and carries, beside it, what a visitor remembered as
 * signed in sees instead (`data-remembered-visitor`): public/theme-init.js marks such a visitor
 * before the first paint and styles.css shows the one or the other (decision 041).
 */
export function prerenderedPage(
  indexHtml: string,
  { html, title, rememberedVisitorHtml, sessionCheck }: RenderedPage,
  morePreloads: readonly string[] = [],
) {
  if (!indexHtml.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to render into`);
  if (!/<title>[^<]*<\/title>/.test(indexHtml)) throw new Error('index.html has no <title>');
  const entries = [...indexHtml.matchAll(ENTRY_SCRIPT)].map((match) => match[1]!);
  if (entries.length !== 1) throw new Error(`index.html has ${entries.length} module scripts; one was expected`);
  const preloads = [...indexHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  preloads.push(...morePreloads.filter((href) => !preloads.includes(href) && href !== entries[0]));
  const starter = `<script defer src="${START_AFTER_PAINT}" data-entry="${escapeHtml(entries[0]!)}" data-preload="${escapeHtml(preloads.join(' '))}"></script>`;
  const root =
    rememberedVisitorHtml !== undefined
      ? `<div id="root" data-signed-out-only>${html}</div><div data-remembered-visitor>${rememberedVisitorHtml}</div>`
      : sessionCheck
        ? `<div id="root" data-session-check>${html}</div>`
        : `<div id="root">${html}</div>`;
  const page = indexHtml
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', () => `  ${starter}\n  </head>`)
    .replace(ROOT_ELEMENT, () => root);
  return title === undefined
    ? page
    : page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
}

/** The layouts every page behind the signed-in guard renders in (app/routes.tsx). */
const SIGNED_IN_LAYOUTS = ['/src/app/data-layout.tsx', '/src/app/layouts/app-layout.tsx'];

/**
 * The built files of the signed-in layouts and of what they import: the page for paths behind
 * the guard preloads them beside the app's entry (decision 044), where the router would ask for
 * them only once the entry has run.
 */
export function signedInLayoutChunks(bundle: Rolldown.OutputBundle): string[] {
  return chunksOf(bundle, SIGNED_IN_LAYOUTS);
}

/** The built files holding `modules` (source paths from the app's root) and what they import. */
export function chunksOf(bundle: Rolldown.OutputBundle, modules: readonly string[]): string[] {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const files = new Set<string>();
  const add = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) add(imported);
  };
  for (const module of modules) {
    // Its own chunk, or one the bundler shares between pages.
    const chunk = chunks.find((output) => output.moduleIds.some((id) => id.endsWith(module)));
    if (!chunk) throw new Error(`The build has no chunk for ${module}`);
    add(chunk.fileName);
  }
  return [...files];
}

/**
 * Renders the public pages at build time (decisions 035 and 041): once the app is written, their
 * routes are built for Node (`src/app/prerender.tsx`, React's server renderer), rendered once per
 * sign-in variant (with and without "Continue with Google"), and written into copies of
 * index.html (named by `prerenderedPageFile`), which the server sends for their paths and the client
 * hydrates. Runs in `writeBundle`, so the compression plugin's `closeBundle` finds the pages in place.
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'grantpilot:prerender-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('The build wrote no index.html to prerender the pages into');
      // Inside node_modules, so that the rendered module finds React and the router as the app does.
      const serverDir = path.join(config.root, 'node_modules', '.prerender');
      try {
        await build({
          root: config.root,
          mode: config.mode,
          configFile: false,
          logLevel: 'warn',
          // The signed-out guard preloads the next page's code through the route table, so the
          // whole app is in the module graph (never run here): its help articles need their plugin.
          plugins: [react(), helpArticles()],
          build: {
            ssr: ENTRY,
            outDir: serverDir,
            emptyOutDir: true,
            copyPublicDir: false,
            rolldownOptions: { output: { entryFileNames: 'prerender.mjs', chunkFileNames: '[name]-[hash].mjs' } },
          },
        });
        const module = (await import(pathToFileURL(path.join(serverDir, 'prerender.mjs')).href)) as {
          renderPrerenderedPages: typeof renderPrerenderedPages;
        };
        const outDir = path.resolve(config.root, config.build.outDir);
        const signedInCode = signedInLayoutChunks(bundle).map((file) => config.base + file);
        for (const { file, page } of await module.renderPrerenderedPages()) {
          // A lazily loaded sign-in page's chunk comes with the first bundle, not after it (decision 049).
          const preloads = page.sessionCheck
            ? signedInCode
            : page.lazyPage
              ? chunksOf(bundle, [page.lazyPage]).map((file) => config.base + file)
              : [];
          fs.writeFileSync(path.join(outDir, file), prerenderedPage(String(index.source), page, preloads));
        }
      } finally {
        fs.rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
