import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthSchema, readinessSchema } from '@grantpilot/shared/contracts/health';
import type { DatabaseHandle } from '../../db/client';

/** Liveness (the process answers) and readiness (the database answers, migrations applied). */
export async function healthRoutes(app: FastifyInstance, options: { database: DatabaseHandle }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/healthz', {
    config: { auth: 'public' },
    schema: { summary: 'Liveness: the process answers', tags: ['health'], response: { 200: healthSchema } },
    handler: async () => ({ status: 'ok' as const }),
  });

  routes.get('/readyz', {
    config: { auth: 'public' },
    schema: {
      summary: 'Readiness: the database answers and every migration is applied',
      tags: ['health'],
      response: { 200: readinessSchema, 503: readinessSchema },
    },
    handler: async (_request, reply) => {
      const migrations = await options.database.migrationStatus().catch(() => ({ applied: 0, expected: -1 }));
      const ready = migrations.expected >= 0 && migrations.applied >= migrations.expected;
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'not_ready', database: options.database.kind, migrations });
    },
  });
}
