// the route option `config.rateLimit` is @fastify/rate-limit's (its type augments Fastify's)
import type {} from '@fastify/rate-limit';
import {
  accountDeletionSchema,
  deleteAccountBodySchema,
  deletionCodeResultSchema,
} from '@simportal/contract/api/user';
import { envelopeOf } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context.ts';
import { BEARER_SECURITY } from '../http/bearer.ts';
import { ok } from '../http/envelope.ts';
import { errorResponses } from '../http/error-responses.ts';
import { authenticate, requireUser, sendDeletionCode } from '../modules/auth/index.ts';
import { deleteAccount } from './delete-account.ts';

/** Personal Center › Delete account (issue #34, docs/decisions/0040-account-deletion.md). */
export const accountDeletionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const signedIn = authenticate(ctx);
  const perIp = { rateLimit: { max: ctx.config.RATE_LIMIT_AUTH_PER_MINUTE, timeWindow: '1 minute' } };
  const common = { tags: ['user'], security: BEARER_SECURITY };

  app.post(
    '/user/deletion-code',
    {
      onRequest: signedIn,
      config: perIp,
      schema: {
        ...common,
        summary: "Mail a code that confirms deleting the caller's account, to the account's own address",
        description:
          'no_permission (403) for an administrator and in a customer view; code_send_too_frequent (429) within ' +
          'the resend wait; code_send_failed (502) when the mail could not be delivered.',
        response: { 200: envelopeOf(deletionCodeResultSchema), ...errorResponses(401, 403, 429, 502) },
      },
    },
    async (request) => ok(await sendDeletionCode(ctx, requireUser(request), request.log)),
  );

  app.post(
    '/user/deletion',
    {
      onRequest: signedIn,
      config: perIp,
      schema: {
        ...common,
        summary: "Delete the caller's account, with the password and the mailed code",
        description:
          'Every session ends, the cards are released (the carrier told through the outbox), unconfirmed pay ' +
          'orders are cancelled, the name and e-mail become a pseudonym; the ledger rows stay with the closed ' +
          'account, and so does its balance (claimable through support with the account number). ' +
          'old_password_incorrect (400), code_incorrect / code_expired (400), no_permission (403), ' +
          'too_many_requests (429).',
        body: deleteAccountBodySchema,
        response: { 200: envelopeOf(accountDeletionSchema), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) =>
      ok(await deleteAccount(ctx, requireUser(request), request.body, request.ip, request.log)),
  );
};
