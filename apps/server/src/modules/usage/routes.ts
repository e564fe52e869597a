import { cardIdParamsSchema } from '@simportal/contract/api/sims';
import { cardUsageSchema, usageRangeQuerySchema } from '@simportal/contract/api/usage';
import { envelopeOf } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { BEARER_SECURITY } from '../../http/bearer.ts';
import { ok } from '../../http/envelope.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { authenticate, requireUser } from '../auth/index.ts';
import { getCardUsage } from './card-usage.ts';

/** A card's Traffic Detail for its holder (the administrators' usage import: ./admin-routes.ts). */
export const usageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/usage/cards/:id',
    {
      onRequest: authenticate(ctx),
      schema: {
        tags: ['usage'],
        security: BEARER_SECURITY,
        summary:
          "One of the caller's cards' traffic over a range: total, per day, per region with proportions",
        description:
          'start and end (YYYY-MM-DD, BILLING_TZ) are required, not after today, end not before start, at most ' +
          '366 days: otherwise 400 date_range_invalid with data { rule }. not_found (404) for a card that is not ' +
          "the caller's. lastUpdatedAt: when carrier usage was last imported.",
        params: cardIdParamsSchema,
        querystring: usageRangeQuerySchema,
        response: { 200: envelopeOf(cardUsageSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok(await getCardUsage(ctx, requireUser(request).userId, request.params.id, request.query)),
  );
};
