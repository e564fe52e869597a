import {
  cardGroupActionBodySchema,
  cardGroupActionResultSchema,
  cardGroupActionSchema,
  cardGroupListSchema,
  cardGroupQuoteSchema,
  cardSelectionActionBodySchema,
  cardSelectionQuoteBodySchema,
  cardSelectionQuoteSchema,
} from '@simportal/contract/api/card-groups';
import { IDEMPOTENCY_KEY_HEADER, idempotentHeadersSchema } from '@simportal/contract/api/wallet';
import { envelopeOf } from '@simportal/contract/envelope';
import { recordIdParamsSchema } from '@simportal/contract/rules/record-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { BEARER_SECURITY } from '../../http/bearer.ts';
import { ok } from '../../http/envelope.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { authenticate, requireUser } from '../../modules/auth/index.ts';
import { quoteCardsAction, quoteGroupAction, runCardsAction, runGroupAction } from './action.ts';
import { listCardGroups } from './list.ts';

/**
 * A customer's card groups as My SIMs reads them (their figures) and acts on them (issue #59, decision 0075). The
 * changes of the groups themselves are sims' (modules/sims/card-group-routes.ts). An administrator in the
 * customer's view may act as they may on one card (stop billing, add-ons, plan orders).
 */
export const cardGroupCommandRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // a customer's API key reads and quotes with read; an action may spend (a fee, an add-on, a plan): buy (0076)
  const reading = authenticate(ctx, { apiKey: 'read' });
  const buying = authenticate(ctx, { apiKey: 'buy' });
  const common = { tags: ['sims'], security: BEARER_SECURITY };

  app.get(
    '/card-groups',
    {
      onRequest: reading,
      schema: {
        ...common,
        summary: "The caller's card groups with their cards, data used this cycle and this month's fees",
        response: { 200: envelopeOf(cardGroupListSchema), ...errorResponses(401) },
      },
    },
    async (request) => ok(await listCardGroups(ctx, requireUser(request).userId)),
  );

  app.post(
    '/card-groups/:id/quote',
    {
      onRequest: reading,
      schema: {
        ...common,
        summary: "The whole price of an action on a group's cards, per card, with the cards skipped and why",
        description:
          'group_too_large (409) past 200 cards; not_found (404) for a group, plan or add-on unknown.',
        params: recordIdParamsSchema,
        body: cardGroupActionSchema,
        response: { 200: envelopeOf(cardGroupQuoteSchema), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) =>
      ok(await quoteGroupAction(ctx, requireUser(request).userId, request.params.id, request.body)),
  );

  app.post(
    '/card-groups/:id/actions',
    {
      onRequest: buying,
      schema: {
        ...common,
        summary: 'Do a quoted action on every card of a group in one transaction, or nothing',
        description:
          'The body repeats the quote’s fingerprint: group_quote_changed (409) when the cards or prices changed; ' +
          'insufficient_credit (409, data { requiredMinor, balanceMinor }) when the balance does not cover the ' +
          'total (nothing is bought). With an Idempotency-Key a retry answers the first action (replayed).',
        params: recordIdParamsSchema,
        headers: idempotentHeadersSchema,
        body: cardGroupActionBodySchema,
        response: { 200: envelopeOf(cardGroupActionResultSchema), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) =>
      ok(
        await runGroupAction(
          ctx,
          requireUser(request).userId,
          request.params.id,
          request.body,
          request.headers[IDEMPOTENCY_KEY_HEADER],
        ),
      ),
  );

  // the same actions on the cards ticked on My SIMs (issue #67, decision 0085): the group's workflow on a list
  app.post(
    '/sims/selection/quote',
    {
      onRequest: reading,
      schema: {
        ...common,
        summary: 'The whole price of an action on the cards chosen, per card, with the cards skipped and why',
        description: 'not_found (404) when a card is not the caller’s, or for a plan or add-on unknown.',
        body: cardSelectionQuoteBodySchema,
        response: { 200: envelopeOf(cardSelectionQuoteSchema), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) =>
      ok(
        await quoteCardsAction(
          ctx,
          requireUser(request).userId,
          { cardIds: request.body.cardIds },
          request.body.request,
        ),
      ),
  );

  app.post(
    '/sims/selection/actions',
    {
      onRequest: buying,
      schema: {
        ...common,
        summary: 'Do a quoted action on every card chosen in one transaction, or nothing',
        description:
          'The body repeats the quote’s cards and fingerprint: group_quote_changed (409) when the cards or prices ' +
          'changed; insufficient_credit (409, data { requiredMinor, balanceMinor }) when the balance does not ' +
          'cover the total; not_found (404) when a card is not the caller’s. With an Idempotency-Key a retry ' +
          'answers the first action (replayed).',
        headers: idempotentHeadersSchema,
        body: cardSelectionActionBodySchema,
        response: { 200: envelopeOf(cardGroupActionResultSchema), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) =>
      ok(
        await runCardsAction(
          ctx,
          requireUser(request).userId,
          { cardIds: request.body.cardIds },
          { request: request.body.request, fingerprint: request.body.fingerprint },
          request.headers[IDEMPOTENCY_KEY_HEADER],
        ),
      ),
  );
};
