import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { IdentityConfig } from '../config';
import { emulatorUrl } from '../identity/client-config';

/**
 * What the Firebase web SDK reaches from the page: its REST APIs, Google's script loader and the
 * auth domain's frame (popup and redirect sign-in), or the emulator in its place.
 */
function identityOrigins(identity: IdentityConfig) {
  if (identity.provider !== 'firebase') return { connect: [], script: [], frame: [] };
  const { authDomain, emulatorHost } = identity.firebase;
  const emulator = emulatorHost ? [emulatorUrl(emulatorHost)] : [];
  return {
    connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', ...emulator],
    script: ['https://apis.google.com'],
    frame: [`https://${authDomain}`, ...emulator],
  };
}

/**
 * Security headers on every response. The Content-Security-Policy admits only this origin's
 * scripts and styles: the built web app has no inline script, and anything that needs one is a
 * bug to fix there, not a hole to open here.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { secure: boolean; identity: IdentityConfig }) => {
    const hosted = identityOrigins(options.identity);
    // helmet itself, built once: @fastify/helmet built its middleware (the CSP parsed and written
    // anew) on every request, a twentieth of a bare route's time (issue 16's profile).
    const applyHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...hosted.script],
          styleSrc: ["'self'"],
          // Profile photos may live elsewhere (a photo URL, a hosted identity provider's avatar);
          // images cannot run script, and only HTTPS ones are admitted.
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", ...hosted.connect],
          frameSrc: hosted.frame.length > 0 ? hosted.frame : ["'none'"],
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
      // Firebase's sign-in popup reports back through window.opener, which same-origin severs.
      crossOriginOpenerPolicy: {
        policy: options.identity.provider === 'firebase' ? 'same-origin-allow-popups' : 'same-origin',
      },
    });
    app.addHook('onRequest', (request, reply, done) =>
      applyHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
    );
    // API answers hold one person's data: no shared proxy or back-button cache may keep them,
    // unless a route chose its own caching.
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
        reply.header('cache-control', 'no-store');
    });
  },
  { name: 'grantpilot-security-headers' },
);
