import { esimActivationSchema, esimOfferQuerySchema, esimOfferSchema } from '@simportal/contract/api/esim';
import { cardIdParamsSchema } from '@simportal/contract/api/sims';
import { envelopeOf } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { BEARER_SECURITY } from '../../http/bearer.ts';
import { ok } from '../../http/envelope.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { authenticate, requireUser } from '../auth/index.ts';
import { getActivation } from './activation.ts';
import { getEsimOffer } from './offer.ts';

/**
 * eSIM for customers under /api/esim: the offer (fee) and the activation code of their eSIM cards; applying is
 * a command (src/commands/apply-esim.ts, its route in src/commands/esim-routes.ts). The administrators' profile
 * inventory (/api/admin/esim) is ./admin-routes.ts, registered with every admin route in app.ts.
 */
export const esimRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // a customer's API key: the offer with read; the activation code installs the card, so it takes cards (0076)
  const reading = authenticate(ctx, { apiKey: 'read' });
  const managing = authenticate(ctx, { apiKey: 'cards' });
  const common = { tags: ['esim'], security: BEARER_SECURITY };

  app.get(
    '/esim/offer',
    {
      onRequest: reading,
      schema: {
        ...common,
        summary:
          'What an eSIM application costs (ESIM_FEE), the balance, and whether one can be applied for now',
        querystring: esimOfferQuerySchema,
        response: { 200: envelopeOf(esimOfferSchema), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(ok(await getEsimOffer(ctx, requireUser(request).userId, request.query.planId))),
  );

  app.get(
    '/esim/cards/:id/activation',
    {
      config: { members: 'cards' },
      onRequest: managing,
      schema: {
        ...common,
        summary: "The activation code of one of the caller's eSIM cards (GSMA SGP.22), for the QR code",
        description:
          'not_found (404) for a card that is not the caller’s eSIM; esim_profile_missing (409) for an eSIM ' +
          'card without a profile. Never includes a confirmation code.',
        params: cardIdParamsSchema,
        response: { 200: envelopeOf(esimActivationSchema), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(ok(await getActivation(ctx, requireUser(request).userId, request.params.id))),
  );
};
