import { API_ACCESS } from '@arflow/domain/permissions';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ModuleDeps, ZodApp } from './types.ts';

const healthResponse = z.object({ status: z.literal('ok') });
const unavailableResponse = z.object({ status: z.literal('unavailable') });

/** Liveness (the process answers) and readiness (the database answers). */
export function healthRoutes(app: ZodApp, { db }: ModuleDeps): void {
  app.get(
    '/health',
    {
      config: { access: API_ACCESS.public },
      schema: { tags: ['system'], response: { 200: healthResponse } },
    },
    () => ({ status: 'ok' as const }),
  );
  app.get(
    '/ready',
    {
      config: { access: API_ACCESS.public },
      schema: { tags: ['system'], response: { 200: healthResponse, 503: unavailableResponse } },
    },
    async (_req, reply) => {
      try {
        await db.execute(sql`SELECT 1`);
        return { status: 'ok' as const };
      } catch {
        // A load balancer polls this: an unreachable database is "not ready" (503), not a server
        // fault logged with a stack on every probe.
        return reply.code(503).send({ status: 'unavailable' as const });
      }
    },
  );
}
