import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isAppRoute, isSignedInRoute } from '@grantpilot/shared/app-routes';
import { AUTH_BASE_PATH } from '@grantpilot/shared/constants';
import { CLIENT_CONFIG_ELEMENT_ID, type ClientConfig } from '@grantpilot/shared/contracts/client-config';
import {
  PRERENDERED_PAGES,
  prerenderedPageFile,
  SIGN_IN_VARIANTS,
  SIGNED_IN_PAGE_FILE,
  type SignInVariant,
} from '@grantpilot/shared/prerendered-pages';
import { clientConfigElement } from '../identity/client-config';
import { AppError } from '../lib/app-error';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Built pages that only ever go out with the client configuration in them (below). */
const PAGE_FILES = new Set([
  '/index.html',
  `/${SIGNED_IN_PAGE_FILE}`,
  ...PRERENDERED_PAGES.flatMap((page) => SIGN_IN_VARIANTS.map((variant) => `/${prerenderedPageFile(page, variant)}`)),
]);

/** What the deployment's sign-in pages show besides the password form (decision 041). */
export function signInVariant(config: ClientConfig): SignInVariant {
  return config.identityProvider === 'firebase' && config.firebase.googleSignIn ? 'google' : 'password';
}

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
 * renders it; the landing, sign-in and create-account paths get the page the build rendered for
 * them (decisions 035 and 041), in this deployment's sign-in variant, when there is one, and the
 * paths behind the signed-in guard the guard's session check it rendered (decision 044). A path
 * that is no page of the app gets the same page (the router shows its not-found screen) with
 * status 404; unknown `/api` paths stay JSON 404s.
 */
/**
 * A signed-in page's first request is the session read (built-in identity): its page asks for it
 * as soon as the HTML arrives, beside the scripts, and the app's own read of it takes that answer,
 * where it used to be asked for only once the first bundle had run (decision 053). Firebase keeps
 * its session in the browser: nothing to read.
 */
export function withSessionPreload(html: string, config: ClientConfig) {
  if (config.identityProvider !== 'built-in') return html;
  const preload = `<link rel="preload" href="${AUTH_BASE_PATH}/get-session" as="fetch" crossorigin="use-credentials">`;
  return html.replace(/<head>/i, `<head>${preload}`);
}

export async function webAppPlugin(app: FastifyInstance, options: { distDir: string; clientConfig: ClientConfig }) {
  const indexFile = path.join(options.distDir, 'index.html');
  const built = fs.existsSync(indexFile);
  // The page carries the client configuration, so the app starts without asking for it.
  const withConfig = (file: string) =>
    fs
      .readFileSync(file, 'utf8')
      .replace('</head>', `${clientConfigElement(options.clientConfig, CLIENT_CONFIG_ELEMENT_ID)}</head>`);
  // Compressed once here: the pages go out from the not-found handler, which no route's
  // compression hook (@fastify/compress) reaches.
  const indexPage = page(built ? withConfig(indexFile) : '');
  const variant = signInVariant(options.clientConfig);
  const prerendered = new Map<string, Page>();
  for (const prerenderedPage of built ? PRERENDERED_PAGES : []) {
    const file = path.join(options.distDir, prerenderedPageFile(prerenderedPage, variant));
    if (fs.existsSync(file)) prerendered.set(prerenderedPage.path, page(withConfig(file)));
  }
  // The guard's session check, for every path behind it (decision 044), with the built-in
  // identity's session read asked for by the page itself (decision 053).
  const signedInFile = path.join(options.distDir, SIGNED_IN_PAGE_FILE);
  const signedInPage =
    built && fs.existsSync(signedInFile)
      ? page(withSessionPreload(withConfig(signedInFile), options.clientConfig))
      : indexPage;

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
    // React Router takes "/auth/login/" for "/auth/login".
    const sent =
      prerendered.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname) ??
      (isSignedInRoute(pathname) ? signedInPage : indexPage);
    const encoding = pageEncoding(request.headers['accept-encoding']);
    reply
      .status(pathname === '/index.html' || isAppRoute(pathname) ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    return encoding ? reply.header('Content-Encoding', encoding).send(sent[encoding]) : reply.send(sent.html);
  });
}
