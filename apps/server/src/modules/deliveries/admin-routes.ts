import {
  deliveryIdParamsSchema,
  deliveryRetryResultSchema,
  failedDeliveriesSchema,
} from '@simportal/contract/api/deliveries';
import { envelopeOf } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { BEARER_SECURITY } from '../../http/bearer.ts';
import { ok } from '../../http/envelope.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { auditorOf } from '../audit/index.ts';
import { authenticateAdmin } from '../auth/index.ts';
import { listFailedDeliveries, retryCarrierCommand, retryMail } from './failed-deliveries.ts';

/** Admin Management › Deliveries under /api/admin/deliveries: what failed after a commit, and retrying it. */
export const deliveryAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const reader = authenticateAdmin(ctx, { may: 'read' });
  // sending a customer's failed carrier command or mail again is serving them
  const server = authenticateAdmin(ctx, { may: 'serve' });
  const common = { tags: ['admin'], security: BEARER_SECURITY };

  app.get(
    '/admin/deliveries/failed',
    {
      onRequest: reader,
      schema: {
        ...common,
        summary:
          'Carrier commands and mails that failed (retried with backoff) or were given up, newest first',
        response: { 200: envelopeOf(failedDeliveriesSchema), ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(ok(await listFailedDeliveries(ctx))),
  );

  app.post(
    '/admin/deliveries/carrier-commands/:id/retry',
    {
      onRequest: server,
      schema: {
        ...common,
        summary: 'Send a failed or given-up carrier command again now (audited); its state afterwards',
        params: deliveryIdParamsSchema,
        response: { 200: envelopeOf(deliveryRetryResultSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ok(await retryCarrierCommand(ctx, request.params.id, auditorOf(request))),
  );

  app.post(
    '/admin/deliveries/mails/:id/retry',
    {
      onRequest: server,
      schema: {
        ...common,
        summary: 'Send a failed or given-up mail again now (audited); its state afterwards',
        params: deliveryIdParamsSchema,
        response: { 200: envelopeOf(deliveryRetryResultSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ok(await retryMail(ctx, request.params.id, auditorOf(request))),
  );
};
