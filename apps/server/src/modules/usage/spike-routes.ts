import { cardSpikeDaySchema } from '@simportal/contract/api/data-spike';
import { cardIdParamsSchema } from '@simportal/contract/api/sims';
import { envelopeOf } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { BEARER_SECURITY } from '../../http/bearer.ts';
import { ok } from '../../http/envelope.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { authenticate, requireUser } from '../auth/index.ts';
import { getSpikeDay, slowCardToday } from './spike-slow.ts';

/** A card's data spike and its one-tap slow-down until tomorrow, for its holder (issue #70, decision 0097). */
export const spikeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const schema = { tags: ['usage'], security: BEARER_SECURITY, params: cardIdParamsSchema };
  app.get(
    '/usage/cards/:id/spike',
    {
      config: { members: 'cards' },
      onRequest: authenticate(ctx, { apiKey: 'read' }),
      schema: {
        ...schema,
        summary: "One of the caller's cards today: its use, the data spike told (null: none) and any hold",
        description:
          "A spike is a business day (BILLING_TZ) far above the card's usual day (the contract's SPIKE_RULE), told " +
          "once a card a day at a usage import. not_found (404) for a card that is not the caller's.",
        response: { 200: envelopeOf(cardSpikeDaySchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ok(await getSpikeDay(ctx, requireUser(request).userId, request.params.id)),
  );

  app.post(
    '/usage/cards/:id/spike/slow',
    {
      onRequest: authenticate(ctx, { apiKey: 'cards' }),
      schema: {
        ...schema,
        summary: "Slows one of the caller's cards until the next business day (idempotent)",
        description:
          'The carrier throttles the card until the next business day begins (BILLING_TZ), as a daily cap set to ' +
          'SLOW does; a second call the same day changes nothing. Audited (card_slow_today). ' +
          "card_slow_not_in_use (409) for a card not in use; not_found (404) for a card that is not the caller's.",
        response: { 200: envelopeOf(cardSpikeDaySchema), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { userId, actorId } = requireUser(request);
      return ok(await slowCardToday(ctx, { userId, actorId, ip: request.ip }, request.params.id));
    },
  );
};
