import {
  addOnPurchaseResultSchema,
  billingRunSchema,
  buyAddOnBodySchema,
  cardBillingSchema,
  orderPlanBodySchema,
  planOrderResultSchema,
} from '@simportal/contract/api/billing';
import { cardIdParamsSchema } from '@simportal/contract/api/sims';
import { IDEMPOTENCY_KEY_HEADER, idempotentHeadersSchema } from '@simportal/contract/api/wallet';
import { envelopeOf, pageOf, pageQuerySchema } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { BEARER_SECURITY } from '../../http/bearer.ts';
import { ok } from '../../http/envelope.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { authenticate, authenticateAdmin, requireUser } from '../auth/authenticate.ts';
import { buyAddOn } from './buy-add-on.ts';
import { getCardBilling, listCardBilling } from './card-billing.ts';
import { cancelPendingPlan, orderPlan } from './order-plan.ts';
import { listBillingRuns } from './runs.ts';

/**
 * Plans and add-ons of the caller's cards (ordering under /api/sims/:id/…, what a card costs and may use under
 * /api/billing/cards) and the record of the daily run for administrators. Every card route answers not_found
 * (404) for a card that is not the caller's.
 */
export const billingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const signedIn = authenticate(ctx);
  const common = { tags: ['billing'], security: BEARER_SECURITY };

  app.get(
    '/billing/cards',
    {
      onRequest: signedIn,
      schema: {
        ...common,
        summary: "The billing of the caller's cards (My SIMs' order): plans, daily fee, allowance",
        querystring: pageQuerySchema,
        response: { 200: envelopeOf(pageOf(cardBillingSchema)), ...errorResponses(400, 401) },
      },
    },
    async (request) => ok(await listCardBilling(ctx, requireUser(request).userId, request.query)),
  );

  app.get(
    '/billing/cards/:id',
    {
      onRequest: signedIn,
      schema: {
        ...common,
        summary: "One card's billing: current and pending plan, today's fee, allowance used and left",
        params: cardIdParamsSchema,
        response: { 200: envelopeOf(cardBillingSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ok(await getCardBilling(ctx, requireUser(request).userId, request.params.id)),
  );

  app.post(
    '/sims/:id/plan-orders',
    {
      onRequest: signedIn,
      schema: {
        ...common,
        summary: 'Order a basic plan for a card: activated now (charged today) or from the next business day',
        description:
          "A card without a plan, PAUSED or SUSPEND is in use at once and today's fee is charged (ACTIVATED); " +
          'a card in use gets the plan as its pending plan from the next business day (SCHEDULED). ' +
          'pkg_duplicated (409) for the current or pending plan; insufficient_credit (409, data ' +
          '{ requiredMinor, balanceMinor }) changes nothing; not_found (404) for a plan not on sale.',
        params: cardIdParamsSchema,
        body: orderPlanBodySchema,
        response: { 200: envelopeOf(planOrderResultSchema), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) =>
      ok(
        await orderPlan(
          ctx,
          requireUser(request).userId,
          request.params.id,
          request.body.planId,
          request.log,
        ),
      ),
  );

  app.delete(
    '/sims/:id/pending-plan',
    {
      onRequest: signedIn,
      schema: {
        ...common,
        summary:
          "Cancel a card's pending plan: the current plan continues (no pending plan: nothing changes)",
        params: cardIdParamsSchema,
        response: { 200: envelopeOf(cardBillingSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ok(await cancelPendingPlan(ctx, requireUser(request).userId, request.params.id)),
  );

  app.post(
    '/sims/:id/add-ons',
    {
      onRequest: signedIn,
      schema: {
        ...common,
        summary: "Buy an add-on pack for a card: price debited, the card's allowance grows at once",
        description:
          'basic_plan_required (409) without a basic plan; package_not_active (409) unless the card is in use; ' +
          'insufficient_credit (409). With an Idempotency-Key a retry answers the first purchase (200, ' +
          'replayed: true) and charges nothing.',
        params: cardIdParamsSchema,
        headers: idempotentHeadersSchema,
        body: buyAddOnBodySchema,
        response: {
          200: envelopeOf(addOnPurchaseResultSchema),
          201: envelopeOf(addOnPurchaseResultSchema),
          ...errorResponses(400, 401, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const result = await buyAddOn(
        ctx,
        requireUser(request).userId,
        request.params.id,
        request.body.addOnId,
        request.headers[IDEMPOTENCY_KEY_HEADER],
      );
      return reply.status(result.replayed ? 200 : 201).send(ok(result));
    },
  );

  app.get(
    '/admin/billing/runs',
    {
      onRequest: authenticateAdmin(ctx),
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
