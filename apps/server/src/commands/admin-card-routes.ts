import { adminCardPlanBodySchema, adminConsoleCardSchema } from '@simportal/contract/api/admin';
import { cardIdParamsSchema } from '@simportal/contract/api/sims';
import { envelopeOf } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context.ts';
import { BEARER_SECURITY } from '../http/bearer.ts';
import { ok } from '../http/envelope.ts';
import { errorResponses } from '../http/error-responses.ts';
import { auditorOf, authenticateAdmin } from '../modules/auth/index.ts';
import { changePlanFor, resumeBillingFor, stopBillingFor, takeBackCardFor } from './admin-card-actions.ts';

/**
 * The console's row actions on a customer's card (Admin Management › Cards, issue #59): serving customers; a
 * change that charges the holder's balance (resume, a plan change) or takes the card away asks for a fresh proof
 * (step-up).
 */
export const adminCardActionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const server = authenticateAdmin(ctx, { may: 'serve' });
  const charging = authenticateAdmin(ctx, { may: 'serve', stepUp: true });
  const common = { tags: ['admin'], security: BEARER_SECURITY };
  const answers = { 200: envelopeOf(adminConsoleCardSchema), ...errorResponses(400, 401, 403, 404, 409) };

  app.post(
    '/admin/cards/:id/stop-billing',
    {
      onRequest: server,
      schema: {
        ...common,
        summary:
          "Stop Billing on a customer's card (USING or SUSPEND → PAUSED), as the customer would; audited",
        params: cardIdParamsSchema,
        response: answers,
      },
    },
    async (request) => ok(await stopBillingFor(ctx, request.params.id, auditorOf(request), request.log)),
  );

  app.post(
    '/admin/cards/:id/resume-billing',
    {
      onRequest: charging,
      schema: {
        ...common,
        summary:
          "Resume billing of a customer's PAUSED or SUSPENDed card on its plan; today's fee charged; step-up",
        description:
          "The customer's own plan order on the card's current plan: insufficient_credit (409) when the holder's " +
          'balance does not pay today; illegal_status_transition (409) for a card in use or without a holder.',
        params: cardIdParamsSchema,
        response: answers,
      },
    },
    async (request) => ok(await resumeBillingFor(ctx, request.params.id, auditorOf(request), request.log)),
  );

  app.post(
    '/admin/cards/:id/plan',
    {
      onRequest: charging,
      schema: {
        ...common,
        summary:
          "Move a customer's card to another basic plan, as the customer's order would; step-up; audited",
        description:
          'A card in use switches on the next business day; a paused or suspended one starts now and pays ' +
          "today's fee (insufficient_credit otherwise); the plan it already has or has pending: pkg_duplicated.",
        params: cardIdParamsSchema,
        body: adminCardPlanBodySchema,
        response: answers,
      },
    },
    async (request) =>
      ok(await changePlanFor(ctx, request.params.id, request.body.planId, auditorOf(request), request.log)),
  );

  app.post(
    '/admin/cards/:id/take-back',
    {
      onRequest: charging,
      schema: {
        ...common,
        summary: 'Take a card back from its holder into the inventory; the holder is told by mail; step-up',
        description:
          'The card leaves the holder as their own delete would (the carrier ends its service; its usage stays the ' +
          "holder's) and is free to bind again at once. illegal_status_transition (409) for a card nobody holds.",
        params: cardIdParamsSchema,
        response: answers,
      },
    },
    async (request) => ok(await takeBackCardFor(ctx, request.params.id, auditorOf(request), request.log)),
  );
};
