import {
  addOnPurchaseResultSchema,
  buyAddOnBodySchema,
  cardBillingSchema,
  orderPlanBodySchema,
  planOrderResultSchema,
} from '@simportal/contract/api/billing';
import { cardIdParamsSchema } from '@simportal/contract/api/sims';
import { IDEMPOTENCY_KEY_HEADER, idempotentHeadersSchema } from '@simportal/contract/api/wallet';
import { envelopeOf } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context.ts';
import { BEARER_SECURITY } from '../http/bearer.ts';
import { ok } from '../http/envelope.ts';
import { errorResponses } from '../http/error-responses.ts';
import { authenticate, requireUser } from '../modules/auth/index.ts';
import { buyAddOn } from './buy-add-on.ts';
import { cancelPendingPlan, orderPlan } from './order-plan.ts';

/**
 * Ordering for the caller's cards, under /api/sims/:id/…: a basic plan (order-plan.ts) and add-on packs
 * (buy-add-on.ts). Every route answers not_found (404) for a card that is not the caller's.
 */
export const billingCommandRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // orders spend the balance: an API key needs the buy scope (decision 0076)
  const buying = authenticate(ctx, { apiKey: 'buy' });
  const common = { tags: ['billing'], security: BEARER_SECURITY };

  app.post(
    '/sims/:id/plan-orders',
    {
      onRequest: buying,
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
      onRequest: buying,
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
      onRequest: buying,
      // a member buys for a card of their groups, from the owner's balance (decision 0103)
      config: { members: 'cards' },
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
      const caller = requireUser(request);
      const result = await buyAddOn(
        ctx,
        caller.userId,
        request.params.id,
        request.body.addOnId,
        request.headers[IDEMPOTENCY_KEY_HEADER],
        caller.member ? { id: caller.member.id, ip: request.ip } : undefined,
      );
      return reply.status(result.replayed ? 200 : 201).send(ok(result));
    },
  );
};
