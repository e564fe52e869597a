import { healthSchema } from '@simportal/contract/api/health';
import { envelopeOf, errorEnvelopeSchema } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { failure, ok } from '../../http/envelope.ts';
import { checkHealth } from './service.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Process and database status',
        response: { 200: envelopeOf(healthSchema), 503: errorEnvelopeSchema },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth(ctx);
      if (!health.database.ok) return reply.status(503).send(failure('service_unavailable', health));
      return ok(health);
    },
  );
};
