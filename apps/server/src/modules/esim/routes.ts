import { esimActivationSchema, esimApplicationSchema, esimOfferSchema } from '@simportal/contract/api/esim';
import { cardIdParamsSchema } from '@simportal/contract/api/sims';
import { IDEMPOTENCY_KEY_HEADER, idempotentHeadersSchema } from '@simportal/contract/api/wallet';
import { envelopeOf } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { BEARER_SECURITY } from '../../http/bearer.ts';
import { ok } from '../../http/envelope.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { authenticate, requireUser } from '../auth/authenticate.ts';
import { getActivation } from './activation.ts';
import { esimAdminRoutes } from './admin-routes.ts';
import { applyForEsim } from './apply.ts';
import { getEsimOffer } from './offer.ts';

/**
 * eSIM for customers under /api/esim: the offer (fee), the application and the activation code of their eSIM
 * cards. The administrators' profile inventory (/api/admin/esim) is registered here too, in its own plugin.
 */
export const esimRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(esimAdminRoutes, { ctx });
  const signedIn = authenticate(ctx);
  const common = { tags: ['esim'], security: BEARER_SECURITY };

  app.get(
    '/esim/offer',
    {
      onRequest: signedIn,
      schema: {
        ...common,
        summary:
          'What an eSIM application costs (ESIM_FEE), the balance, and whether one can be applied for now',
        response: { 200: envelopeOf(esimOfferSchema), ...errorResponses(401) },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(ok(await getEsimOffer(ctx, requireUser(request).userId))),
  );

  app.post(
    '/esim/applications',
    {
      onRequest: signedIn,
      schema: {
        ...common,
        summary:
          'Apply for an eSIM: the fee is debited (ESIM_APPLY) and a new eSIM card is added, not active',
        description:
          'One transaction: the SIM limit is checked, a free profile is taken, the eSIM card is created and ' +
          'the fee is debited; any failure charges nothing. Answers 201, or 200 with header ' +
          'idempotent-replayed: true for a retry with the same Idempotency-Key. Errors (409): sim_over_limit ' +
          '(data { limit }), esim_out_of_stock, esim_insufficient_balance (data { requiredMinor, balanceMinor }).',
        headers: idempotentHeadersSchema,
        response: {
          200: envelopeOf(esimApplicationSchema),
          201: envelopeOf(esimApplicationSchema),
          ...errorResponses(400, 401, 409),
        },
      },
    },
    async (request, reply) => {
      const auth = requireUser(request);
      const { application, replayed } = await applyForEsim(
        ctx,
        { userId: auth.userId, actorId: auth.actorId },
        request.headers[IDEMPOTENCY_KEY_HEADER],
        request.log,
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(replayed ? 200 : 201).send(ok(application));
    },
  );

  app.get(
    '/esim/cards/:id/activation',
    {
      onRequest: signedIn,
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
