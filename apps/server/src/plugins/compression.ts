import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/**
 * Answers are compressed for browsers that accept it: the web app's files come pre-compressed
 * from the build (web-app.ts), everything else (API JSON, the page with its configuration) is
 * compressed here when it is large enough to gain from it. Brotli first, gzip otherwise.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'grantpilot-compression' },
);
