import { healthSchema, livenessSchema, readinessSchema } from '@simportal/contract/api/health';
import { envelopeOf, errorEnvelopeSchema } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { failure, ok } from '../../http/envelope.ts';
import { checkHealth, checkLiveness, checkReadiness } from './service.ts';

/**
 * Three probes. During a graceful shutdown every one answers 503 before reaching here (plugins/lifecycle.ts),
 * which is what drains a load balancer.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Process and database status (for people and the benchmark baseline)',
        response: { 200: envelopeOf(healthSchema), 503: errorEnvelopeSchema },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth(ctx);
      if (!health.database.ok) return reply.status(503).send(failure('service_unavailable', health));
      return ok(health);
    },
  );

  app.get(
    '/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers (no database call); restart the instance when it fails',
        response: { 200: envelopeOf(livenessSchema), 503: errorEnvelopeSchema },
      },
    },
    async () => ok(checkLiveness(ctx)),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: database reachable and migrated; send no traffic here while it answers 503',
        response: { 200: envelopeOf(readinessSchema), 503: errorEnvelopeSchema },
      },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness(ctx);
      if (readiness.status !== 'ready') {
        return reply.status(503).send(failure('service_unavailable', readiness));
      }
      return ok(readiness);
    },
  );
};
