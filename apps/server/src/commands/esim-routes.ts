import { esimApplicationBodySchema, esimApplicationSchema } from '@simportal/contract/api/esim';
import { IDEMPOTENCY_KEY_HEADER, idempotentHeadersSchema } from '@simportal/contract/api/wallet';
import { envelopeOf } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context.ts';
import { BEARER_SECURITY } from '../http/bearer.ts';
import { ok } from '../http/envelope.ts';
import { errorResponses } from '../http/error-responses.ts';
import { authenticate, requireUser } from '../modules/auth/index.ts';
import { applyForEsim } from './apply-esim.ts';

/** Applying for an eSIM (apply-esim.ts), under /api/esim beside the esim module's offer and activation. */
export const esimCommandRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // applying buys the eSIM and its plan: an API key needs the buy scope (decision 0076)
  const buying = authenticate(ctx, { apiKey: 'buy' });
  const common = { tags: ['esim'], security: BEARER_SECURITY };

  app.post(
    '/esim/applications',
    {
      onRequest: buying,
      schema: {
        ...common,
        summary:
          'Apply for an eSIM: the fee is debited (ESIM_APPLY) and a new eSIM card is added, with its plan if one is given',
        description:
          'One transaction: the SIM limit is checked, a free profile is taken, the eSIM card is created and ' +
          'the fee is debited; with planId the card is put in use on that plan and its first day charged too. ' +
          'Any failure charges nothing. Answers 201, or 200 with header ' +
          'idempotent-replayed: true for a retry with the same Idempotency-Key. Errors (409): sim_over_limit ' +
          '(data { limit }), esim_out_of_stock, esim_insufficient_balance (data { requiredMinor, balanceMinor }: ' +
          'the whole price), plan_retired, plan_changed; not_found (404) for an unknown plan.',
        headers: idempotentHeadersSchema,
        body: esimApplicationBodySchema.nullish(),
        response: {
          200: envelopeOf(esimApplicationSchema),
          201: envelopeOf(esimApplicationSchema),
          ...errorResponses(400, 401, 404, 409),
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
        request.body?.planId,
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(replayed ? 200 : 201).send(ok(application));
    },
  );
};
