import { boundCardSchema } from '@simportal/contract/api/billing';
import { bindCardBodySchema } from '@simportal/contract/api/sims';
import { envelopeOf } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context.ts';
import { BEARER_SECURITY } from '../http/bearer.ts';
import { ok } from '../http/envelope.ts';
import { errorResponses } from '../http/error-responses.ts';
import { authenticate, requireUser } from '../modules/auth/authenticate.ts';
import { bindCard } from './bind-card.ts';

/**
 * The routes of the commands: workflows that cross modules (README.md), so that no module imports another one
 * back. Their paths stay where a client looks for them.
 */
export const commandRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const signedIn = authenticate(ctx);
  const common = { tags: ['sims'], security: BEARER_SECURITY };

  app.post(
    '/sims',
    {
      onRequest: signedIn,
      schema: {
        ...common,
        summary: 'Bind an inventory card with its card number, ICCID and verify code',
        description:
          'Answers 201 with the card, or 200 when the caller already holds it. verify_code_incorrect (400) ' +
          'for a wrong code and for a card number + ICCID that match no card (one answer, so the inventory ' +
          'cannot be probed); sim_occupied (409) for a card bound to another account or deleted and not ' +
          'released; sim_over_limit (409) past SIM_LIMIT_PER_ACCOUNT (data: { limit }).',
        body: bindCardBodySchema,
        response: {
          200: envelopeOf(boundCardSchema),
          201: envelopeOf(boundCardSchema),
          ...errorResponses(400, 401, 409),
        },
      },
    },
    async (request, reply) => {
      const { card, created, starterPackConversion } = await bindCard(
        ctx,
        requireUser(request).userId,
        request.body,
      );
      return reply.status(created ? 201 : 200).send(ok({ ...card, starterPackConversion }));
    },
  );
};
