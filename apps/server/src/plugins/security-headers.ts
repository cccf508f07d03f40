import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * Security headers on every response. The Content-Security-Policy admits only this origin's
 * scripts and styles: the built web app has no inline script, and anything that needs one is a
 * bug to fix there, not a hole to open here.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: { secure: boolean }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        // Profile photos may live elsewhere (a photo URL, a hosted identity provider's avatar);
        // images cannot run script, and only HTTPS ones are admitted.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        ...(options.secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only makes sense where the instance is served over HTTPS.
    strictTransportSecurity: options.secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
});
