import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isAppRoute } from '@grantpilot/shared/app-routes';
import { CLIENT_CONFIG_ELEMENT_ID, type ClientConfig } from '@grantpilot/shared/contracts/client-config';
import { clientConfigElement } from '../identity/client-config';
import { AppError } from '../lib/app-error';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app from the API's origin: fingerprinted assets cached for a year,
 * everything else revalidated, and `index.html` for every page path so the client's router
 * renders it. A path that is no page of the app gets the same page (the router shows its
 * not-found screen) with status 404; unknown `/api` paths stay JSON 404s.
 */
export async function webAppPlugin(app: FastifyInstance, options: { distDir: string; clientConfig: ClientConfig }) {
  const indexFile = path.join(options.distDir, 'index.html');
  const built = fs.existsSync(indexFile);
  // The page carries the client configuration, so the app starts without asking for it.
  const indexHtml = built
    ? fs
        .readFileSync(indexFile, 'utf8')
        .replace('</head>', `${clientConfigElement(options.clientConfig, CLIENT_CONFIG_ELEMENT_ID)}</head>`)
    : '';

  if (built) {
    // The page and its assets are what a signed-out visitor loads first.
    app.addHook('onRoute', (route) => {
      route.config = { ...route.config, auth: 'public' };
    });
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of every text asset (apps/web/build/compress-assets.ts).
      preCompressed: true,
      // index.html only ever goes out with the client configuration in it (below).
      allowedPath: (pathName) => pathName !== '/index.html',
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
    return reply
      .status(pathname === '/index.html' || isAppRoute(pathname) ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}
