// the route option `config.rateLimit` is @fastify/rate-limit's (its type augments Fastify's)
import type {} from '@fastify/rate-limit';
import { stepUpBodySchema, stepUpStateSchema } from '@simportal/contract/api/administrators';
import { webAuthnJsonSchema } from '@simportal/contract/api/second-factor';
import { envelopeOf } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { BEARER_SECURITY } from '../../http/bearer.ts';
import { DomainError } from '../../http/domain-error.ts';
import { ok } from '../../http/envelope.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { adminStanding, stepUpStateOf } from './admin-standing.ts';
import { authenticateAdmin, requireAdmin } from './authenticate.ts';
import { passkeyAssertionOptions } from './passkeys.ts';
import { proofWitness } from './proof-witness.ts';
import { stepUp } from './step-up.ts';

/**
 * Tries one address may make in the window. Wrong codes and passwords are also counted on the account, from every
 * address, and lock its proofs (modules/auth/proof-lock.ts, issue #56): a stolen session cannot guess its way to a
 * credit from many addresses either.
 */
const STEP_UP_TRIES = 10;

/**
 * An administrator proves it is them again before a sensitive action (issue #34, decision 0043): every role
 * may, since each has actions that ask for it (entering a customer's view, a credit, a role change, a large
 * pay order). A lock of the proofs is audited (issue #56, proof-witness.ts).
 */
export const stepUpRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const admin = authenticateAdmin(ctx, { may: 'read' });
  const common = { tags: ['admin'], security: BEARER_SECURITY };
  const state = async (sessionId: string) => {
    const standing = await adminStanding(ctx, ctx.database.db, sessionId);
    if (!standing) throw new DomainError('admin_required');
    return stepUpStateOf(ctx, standing);
  };

  app.get(
    '/admin/step-up',
    {
      onRequest: admin,
      schema: {
        ...common,
        summary: 'Until when sensitive actions go without asking again, and what a step-up asks for',
        response: { 200: envelopeOf(stepUpStateSchema), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(ok(await state(requireAdmin(request).sessionId))),
  );

  app.post(
    '/admin/step-up',
    {
      onRequest: admin,
      config: { rateLimit: { max: STEP_UP_TRIES, timeWindow: '15 minutes' } },
      schema: {
        ...common,
        summary: 'Prove it is you again: the authenticator code (two-step verification on) or the password',
        description:
          'With two-step verification on, `code` (the app’s 6 digits or an unused recovery code); without it, ' +
          '`password`. step_up_incorrect (400) for a wrong or missing proof; the session is unchanged then. ' +
          'Wrong codes and passwords are counted on the account, from every address: past a few its proofs are ' +
          'locked for a wait that doubles with each further wrong one, during which step_up_locked (429, ' +
          '`retryAfterSeconds`) answers even the right one; the administrator is mailed, the lock audited.',
        body: stepUpBodySchema,
        response: { 200: envelopeOf(stepUpStateSchema), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const caller = requireAdmin(request);
      await stepUp(ctx, caller, request.body, proofWitness(ctx, request));
      return reply.header('cache-control', 'no-store').send(ok(await state(caller.sessionId)));
    },
  );

  app.post(
    '/admin/step-up/passkey-options',
    {
      onRequest: admin,
      config: { rateLimit: { max: STEP_UP_TRIES, timeWindow: '15 minutes' } },
      schema: {
        ...common,
        summary: "The options for the browser to step up with one of the caller's passkeys (null: none)",
        response: { 200: envelopeOf(webAuthnJsonSchema.nullable()), ...errorResponses(401, 403, 429) },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(ok(await passkeyAssertionOptions(ctx, ctx.database.db, requireAdmin(request).userId))),
  );
};
