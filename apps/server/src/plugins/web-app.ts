import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isAppRoute } from '@grantpilot/shared/app-routes';
import { CLIENT_CONFIG_ELEMENT_ID, type ClientConfig } from '@grantpilot/shared/contracts/client-config';
import { clientConfigElement } from '../identity/client-config';
import { AppError } from '../lib/app-error';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The landing page rendered at build time (apps/web/build/prerender-landing.ts, decision 035). */
const LANDING_FILE = 'landing.html';
/** Built pages that only ever go out with the client configuration in them (below). */
const PAGE_FILES = new Set(['/index.html', `/${LANDING_FILE}`]);

/** A page as sent: its HTML and, made once at start, its Brotli and gzip copies. */
interface Page {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

function page(html: string): Page {
  return {
    html,
    br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzip: gzipSync(html, { level: 9 }),
  };
}

/** The encoding to send a page in: Brotli when the browser takes it, else gzip, else none. */
export function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * Serves the built web app from the API's origin: fingerprinted assets cached for a year,
 * everything else revalidated, and `index.html` for every page path so the client's router
 * renders it; `/` gets the landing page the build rendered into it, when there is one. A path
 * that is no page of the app gets the same page (the router shows its not-found screen) with
 * status 404; unknown `/api` paths stay JSON 404s.
 */
export async function webAppPlugin(app: FastifyInstance, options: { distDir: string; clientConfig: ClientConfig }) {
  const indexFile = path.join(options.distDir, 'index.html');
  const landingFile = path.join(options.distDir, LANDING_FILE);
  const built = fs.existsSync(indexFile);
  // The page carries the client configuration, so the app starts without asking for it.
  const withConfig = (file: string) =>
    fs
      .readFileSync(file, 'utf8')
      .replace('</head>', `${clientConfigElement(options.clientConfig, CLIENT_CONFIG_ELEMENT_ID)}</head>`);
  // Compressed once here: the pages go out from the not-found handler, which no route's
  // compression hook (@fastify/compress) reaches.
  const indexPage = page(built ? withConfig(indexFile) : '');
  const landingPage = built && fs.existsSync(landingFile) ? page(withConfig(landingFile)) : indexPage;

  if (built) {
    // The page and its assets are what a signed-out visitor loads first.
    app.addHook('onRoute', (route) => {
      route.config = { ...route.config, auth: 'public' };
    });
    await app.register(fastifyStatic, {
      root: options.distDir,
      // One route for every file, looked up on disk per request: a route per file (wildcard:
      // false) globbed the build and added some 700 routes at every start.
      wildcard: true,
      index: false,
      // The build writes .br and .gz copies of every text asset (apps/web/build/compress-assets.ts).
      preCompressed: true,
      // The pages only ever go out with the client configuration in them (below), and a folder's
      // address (the landing page's "/" among them) is a page's too, not a file's.
      allowedPath: (pathName) => !pathName.endsWith('/') && !PAGE_FILES.has(pathName),
      cacheControl: false,
      setHeaders: (response, file) => {
        const isHashedAsset = file.startsWith(path.join(options.distDir, 'assets') + path.sep);
        response.setHeader('Cache-Control', isHashedAsset ? IMMUTABLE : 'no-cache');
      },
    });
  } else {
    app.log.warn({ distDir: options.distDir }, 'the web app is not built; pages answer 503 until `npm run build`');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/api(\/|$)/.test(pathname);
    if (!isPage) throw new AppError('NOT_FOUND', `There is no ${request.method} ${pathname}`);
    if (!built) throw new AppError('SERVICE_UNAVAILABLE', 'The web app has not been built yet. Run `npm run build`.');
    const sent = pathname === '/' ? landingPage : indexPage;
    const encoding = pageEncoding(request.headers['accept-encoding']);
    reply
      .status(pathname === '/index.html' || isAppRoute(pathname) ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    return encoding ? reply.header('Content-Encoding', encoding).send(sent[encoding]) : reply.send(sent.html);
  });
}
