import { networkDifferencesSchema, reconciliationRunSchema } from '@simportal/contract/api/network-admin';
import { envelopeOf } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { BEARER_SECURITY } from '../../http/bearer.ts';
import { ok } from '../../http/envelope.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { auditorOf, authenticateAdmin } from '../auth/index.ts';
import { reconcileNetwork } from './reconcile.ts';
import { listNetworkDifferences, toReconciliationRun } from './reconcile-list.ts';

/**
 * Admin Management › Network under /api/admin/network (issue #69, decision 0095): the differences between the
 * portal and the platform, and reconciling now. Sending the portal's own state again is serving customers, as
 * sending a failed delivery again is: no step-up (no money moves, nothing of a customer changes in the portal).
 */
export const reconcileAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const reader = authenticateAdmin(ctx, { may: 'read' });
  const server = authenticateAdmin(ctx, { may: 'serve' });
  const common = { tags: ['admin'], security: BEARER_SECURITY };

  app.get(
    '/admin/network/differences',
    {
      onRequest: reader,
      schema: {
        ...common,
        summary:
          'The network drift, the open differences between the portal and the platform, those closed this week, and the newest run',
        response: { 200: envelopeOf(networkDifferencesSchema), ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(ok(await listNetworkDifferences(ctx))),
  );

  app.post(
    '/admin/network/reconcile',
    {
      onRequest: server,
      schema: {
        ...common,
        summary:
          'Compare every card with the platform now and send the portal state again where they differ (audited)',
        description:
          "Answers the run when it ends. While another run is under way (the nightly one, another administrator's, " +
          "another instance's) it answers that run as it stands, finishedAt null, and starts nothing.",
        response: { 200: envelopeOf(reconciliationRunSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { run } = await reconcileNetwork(ctx, {
        trigger: 'operator',
        auditor: auditorOf(request),
        log: request.log,
      });
      return ok(toReconciliationRun(run));
    },
  );
};
