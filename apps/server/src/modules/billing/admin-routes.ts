import { billingRunSchema } from '@simportal/contract/api/billing';
import { lifelineSettingsBodySchema, lifelineSettingsSchema } from '@simportal/contract/api/lifeline';
import { envelopeOf, pageOf, pageQuerySchema } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { BEARER_SECURITY } from '../../http/bearer.ts';
import { ok } from '../../http/envelope.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { auditorOf, authenticateAdmin } from '../auth/index.ts';
import { readLifelineSettings, writeLifelineSettings } from './lifeline-settings.ts';
import { listBillingRuns } from './runs.ts';

/** The daily run's record and the lifeline for administrators (registered with every admin route in app.ts). */
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
  app.get(
    '/admin/billing/lifeline',
    {
      onRequest: authenticateAdmin(ctx, { may: 'read' }),
      schema: {
        tags: ['admin', 'billing'],
        security: BEARER_SECURITY,
        summary: 'The lifeline: how long and how much a card out of credit stays slowed instead of suspended',
        response: { 200: envelopeOf(lifelineSettingsSchema), ...errorResponses(401, 403) },
      },
    },
    async () => ok(await readLifelineSettings(ctx, ctx.database.db)),
  );
  app.put(
    '/admin/billing/lifeline',
    {
      onRequest: authenticateAdmin(ctx, { may: 'manage' }),
      schema: {
        tags: ['admin', 'billing'],
        security: BEARER_SECURITY,
        summary: 'Set the lifeline: days, megabytes and speed (0 days or 0 megabytes turns it off)',
        body: lifelineSettingsBodySchema,
        response: { 200: envelopeOf(lifelineSettingsSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok(await writeLifelineSettings(ctx, request.body, auditorOf(request))),
  );
};
