import {
  deliveryIdParamsSchema,
  deliveryRetryResultSchema,
  failedDeliveriesSchema,
} from '@simportal/contract/api/deliveries';
import { envelopeOf } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context.ts';
import { BEARER_SECURITY } from '../http/bearer.ts';
import { ok } from '../http/envelope.ts';
import { errorResponses } from '../http/error-responses.ts';
import { auditorOf, authenticateAdmin } from '../modules/auth/index.ts';
import { listFailedDeliveries } from '../modules/deliveries/index.ts';
import { retryDelivery } from './retry-delivery.ts';

/**
 * Admin Management › Failed deliveries under /api/admin/deliveries: what failed after a commit, of every kind in
 * one list, and sending one again. A command, not modules/deliveries' own: the modules that queue deliveries
 * (mail, carrier) are below auth and audit, so the outbox under them cannot import those back.
 */
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
          'Deliveries (carrier commands and mails) that failed (retried with backoff) or were given up, newest first',
        response: { 200: envelopeOf(failedDeliveriesSchema), ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(ok(await listFailedDeliveries(ctx))),
  );

  app.post(
    '/admin/deliveries/:id/retry',
    {
      onRequest: server,
      schema: {
        ...common,
        summary:
          'Send a failed or given-up delivery again now (audited), with those of its card waiting behind it; its state afterwards',
        params: deliveryIdParamsSchema,
        response: { 200: envelopeOf(deliveryRetryResultSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ok(await retryDelivery(ctx, request.params.id, auditorOf(request))),
  );
};
