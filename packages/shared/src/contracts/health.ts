import { z } from 'zod';

export const healthSchema = z.object({ status: z.literal('ok') });

export const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.enum(['pglite', 'postgres']),
  migrations: z.object({ applied: z.number().int(), expected: z.number().int() }),
});
export type Readiness = z.infer<typeof readinessSchema>;
