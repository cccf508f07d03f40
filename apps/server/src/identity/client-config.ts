import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CLIENT_CONFIG_PATH, clientConfigSchema, type ClientConfig } from '@grantpilot/shared/contracts/client-config';
import type { IdentityConfig } from '../config';

/** The emulator as the browser reaches it. */
export function emulatorUrl(emulatorHost: string) {
  return `http://${emulatorHost}`;
}

/** What the web app needs to start: the identity service, and Firebase's public web keys. */
export function clientConfigOf(identity: IdentityConfig): ClientConfig {
  if (identity.provider === 'built-in') return { identityProvider: 'built-in' };
  const { apiKey, authDomain, projectId, storageBucket, appId, googleSignIn, emulatorHost } = identity.firebase;
  return {
    identityProvider: 'firebase',
    firebase: {
      apiKey,
      authDomain,
      projectId,
      ...(storageBucket ? { storageBucket } : {}),
      appId,
      googleSignIn,
      ...(emulatorHost ? { emulatorUrl: emulatorUrl(emulatorHost) } : {}),
    },
  };
}

/**
 * The configuration as a JSON data block for index.html. A `type="application/json"` script is
 * never executed, so the Content-Security-Policy's ban on inline scripts stands; `<` is escaped
 * so no value can close the element.
 */
export function clientConfigElement(config: ClientConfig, elementId: string) {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${elementId}">${json}</script>`;
}

/** For the Vite dev server, whose index.html carries no configuration. */
export async function clientConfigRoutes(app: FastifyInstance, options: { clientConfig: ClientConfig }) {
  app.withTypeProvider<ZodTypeProvider>().get(CLIENT_CONFIG_PATH, {
    config: { auth: 'public' },
    schema: {
      summary: "Get the web app's client configuration (which identity service to use)",
      tags: ['identity'],
      response: { 200: clientConfigSchema },
    },
    handler: async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return options.clientConfig;
    },
  });
}
