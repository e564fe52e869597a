// the route option `config.rateLimit` is @fastify/rate-limit's (its type augments Fastify's)
import type {} from '@fastify/rate-limit';
import { REFRESH_REUSE_SECONDS, tokenPairSchema } from '@simportal/contract/api/auth';
import {
  changePasswordBodySchema,
  updateLocaleBodySchema,
  userInfoSchema,
} from '@simportal/contract/api/user';
import { envelopeOf } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { BEARER_SECURITY } from '../../http/bearer.ts';
import { DomainError } from '../../http/domain-error.ts';
import { ok } from '../../http/envelope.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { toUserInfo, updateLocale } from '../users/index.ts';
import { apiKeyRoutes } from './api-key-routes.ts';
import { authenticate, requireAccount, requireUser } from './authenticate.ts';
import { changePassword } from './change-password.ts';
import { refreshSession } from './service.ts';
import { sessionClientOf } from './session-client.ts';
import { sessionRoutes } from './session-routes.ts';
import { readBearer } from './tokens.ts';

/** The signed-in account under /api/user (the users table is modules/users'; its credentials and sessions are this module's); getUserInfo and refresh keep the paths the spec gives them (§7). */
export const accountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const signedIn = authenticate(ctx);
  // getUserInfo answers with the account: read with the session, in one statement
  const signedInWithAccount = authenticate(ctx, { withAccount: true });
  const perIp = { rateLimit: { max: ctx.config.RATE_LIMIT_AUTH_PER_MINUTE, timeWindow: '1 minute' } };
  await app.register(sessionRoutes, { ctx });
  await app.register(apiKeyRoutes, { ctx });

  app.get(
    '/user/getUserInfo',
    {
      config: { members: 'self' },
      onRequest: signedInWithAccount,
      schema: {
        tags: ['user'],
        summary: 'The user info of the access token',
        security: BEARER_SECURITY,
        response: { 200: envelopeOf(userInfoSchema), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const { user, balanceMinor } = requireAccount(request);
      return reply
        .header('cache-control', 'no-store')
        .send(ok(toUserInfo(user, balanceMinor, ctx.config.CURRENCY)));
    },
  );

  app.get(
    '/user/refresh',
    {
      config: perIp,
      schema: {
        tags: ['user'],
        summary: 'A new token pair for the refresh token sent as the bearer; the one sent is spent',
        description:
          'Send `Authorization: Bearer <refreshToken>`. Missing → refresh_token_missing; unknown, spent, or ' +
          'of an ended session → refresh_token_expired. A spent token presented again within ' +
          `${REFRESH_REUSE_SECONDS} s of its rotation answers the same pair; later, it ends the session ` +
          '(docs/decisions/0037).',
        security: BEARER_SECURITY,
        response: { 200: envelopeOf(tokenPairSchema), ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const token = readBearer(request.headers.authorization);
      if (token === undefined) throw new DomainError('refresh_token_missing');
      if (token === null) throw new DomainError('refresh_token_expired');
      const client = sessionClientOf(request.headers['user-agent'], request.ip);
      return reply.header('cache-control', 'no-store').send(ok(await refreshSession(ctx, token, client)));
    },
  );

  app.post(
    '/user/password',
    {
      onRequest: signedIn,
      config: { ...perIp, members: 'self' },
      schema: {
        tags: ['user'],
        summary: "Change the password (Personal Center); ends the user's other sessions unless told not to",
        security: BEARER_SECURITY,
        body: changePasswordBodySchema,
        response: { 200: envelopeOf(z.null()), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      await changePassword(ctx, requireUser(request), request.body, request.ip, request.log);
      return ok(null);
    },
  );

  app.patch(
    '/user/locale',
    {
      config: { members: 'self' },
      onRequest: signedIn,
      schema: {
        tags: ['user'],
        summary: "Set the language of the user's mails",
        security: BEARER_SECURITY,
        body: updateLocaleBodySchema,
        response: { 200: envelopeOf(updateLocaleBodySchema), ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      ok(await updateLocale(ctx.database.db, requireUser(request).userId, request.body.locale)),
  );
};
