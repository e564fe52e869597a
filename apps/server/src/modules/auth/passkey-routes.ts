// the route option `config.rateLimit` is @fastify/rate-limit's (its type augments Fastify's)
import type {} from '@fastify/rate-limit';
import { loginResultSchema } from '@simportal/contract/api/auth';
import { passkeyOptionsBodySchema, passkeySignInBodySchema } from '@simportal/contract/api/passkeys';
import {
  addPasskeyBodySchema,
  passkeyIdParamsSchema,
  passkeySchema,
  webAuthnJsonSchema,
} from '@simportal/contract/api/second-factor';
import { envelopeOf } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { BEARER_SECURITY } from '../../http/bearer.ts';
import { ok } from '../../http/envelope.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { authenticate, requireUser } from './authenticate.ts';
import { finishOwnPasskey, ownPasskeys, removeOwnPasskey, startOwnPasskey } from './own-passkeys.ts';
import { passkeySignInOptions } from './passkey-sign-in.ts';
import { callerOf, loginWithPasskey } from './service.ts';

/**
 * Passkeys that sign a customer or a member in (decision 0105): the login page's ceremony under /api/auth/passkey,
 * and the account's own passkeys under /api/user/passkeys (open to members: each holds their own).
 */
export const passkeyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const perIp = { rateLimit: { max: ctx.config.RATE_LIMIT_AUTH_PER_MINUTE, timeWindow: '1 minute' } };
  const signedIn = authenticate(ctx);
  const own = { tags: ['user'], security: BEARER_SECURITY };

  app.post(
    '/auth/passkey/options',
    {
      config: perIp,
      schema: {
        tags: ['auth'],
        summary:
          "The options for the browser to sign in with one of this site's passkeys, valid five minutes",
        description:
          'Names no account: the browser offers the passkeys it keeps for this site. Each is used once.',
        response: { 200: envelopeOf(webAuthnJsonSchema), ...errorResponses(429) },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(ok(await passkeySignInOptions(ctx, ctx.database.db))),
  );

  app.post(
    '/auth/passkey',
    {
      config: perIp,
      schema: {
        tags: ['auth'],
        summary: "Log in with a customer's or member's passkey: the browser's answer to the options",
        description:
          'passkey_sign_in_failed (401), the same for every cause: an unknown passkey, an administrator’s (a ' +
          'second factor after the password), options used or past their time, a signature that does not verify.',
        body: passkeySignInBodySchema,
        response: { 200: envelopeOf(loginResultSchema), ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const result = await loginWithPasskey(ctx, request.body, callerOf(request));
      return reply.header('cache-control', 'no-store').send(ok(result));
    },
  );

  app.get(
    '/user/passkeys',
    {
      config: { members: 'self' },
      onRequest: signedIn,
      schema: {
        ...own,
        summary: "The caller's passkeys: name, when added and last used",
        response: { 200: envelopeOf(z.array(passkeySchema)), ...errorResponses(401, 403) },
      },
    },
    async (request) => ok(await ownPasskeys(ctx, requireUser(request))),
  );

  app.post(
    '/user/passkeys/options',
    {
      config: { ...perIp, members: 'self' },
      onRequest: signedIn,
      schema: {
        ...own,
        summary: 'The options for the browser to create a passkey, once the password proves it is the holder',
        description:
          'old_password_incorrect (400) for a wrong password, counted as a failed login; passkey_limit_reached ' +
          '(409) at the most passkeys an account keeps; no_permission (403) in a customer view.',
        body: passkeyOptionsBodySchema,
        response: { 200: envelopeOf(webAuthnJsonSchema), ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(ok(await startOwnPasskey(ctx, requireUser(request), request.body, request.ip))),
  );

  app.post(
    '/user/passkeys',
    {
      config: { ...perIp, members: 'self' },
      onRequest: signedIn,
      schema: {
        ...own,
        summary:
          "Keep the browser's new passkey, checked against the options' challenge; mailed to the holder",
        description: 'passkey_not_added (400) for an answer that does not verify or options past their time.',
        body: addPasskeyBodySchema,
        response: { 201: envelopeOf(passkeySchema), ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await finishOwnPasskey(ctx, requireUser(request), request.body, request.log))),
  );

  app.delete(
    '/user/passkeys/:id',
    {
      config: { members: 'self' },
      onRequest: signedIn,
      schema: {
        ...own,
        summary: "Remove one of the caller's passkeys; mailed to the holder",
        description: 'not_found (404) for another account’s passkey or an unknown one.',
        params: passkeyIdParamsSchema,
        response: { 200: envelopeOf(z.null()), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await removeOwnPasskey(ctx, requireUser(request), request.params.id, request.log);
      return ok(null);
    },
  );
};
