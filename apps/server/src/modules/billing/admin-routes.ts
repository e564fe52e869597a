import { billingRunSchema } from '@simportal/contract/api/billing';
import { envelopeOf, pageOf, pageQuerySchema } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { BEARER_SECURITY } from '../../http/bearer.ts';
import { ok } from '../../http/envelope.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { authenticateAdmin } from '../auth/index.ts';
import { listBillingRuns } from './runs.ts';

/** The daily run's record for administrators (registered with every admin route in app.ts). */
export const billingAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/admin/billing/runs',
    {
      onRequest: authenticateAdmin(ctx, { may: 'read' }),
      schema: {
        tags: ['admin', 'billing'],
        security: BEARER_SECURITY,
        summary: 'The days the daily billing run completed, newest first, with what each did',
        querystring: pageQuerySchema,
        response: { 200: envelopeOf(pageOf(billingRunSchema)), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok(await listBillingRuns(ctx, request.query)),
  );
};
