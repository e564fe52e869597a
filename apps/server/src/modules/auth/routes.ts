// the route option `config.rateLimit` is @fastify/rate-limit's (its type augments Fastify's)
import type {} from '@fastify/rate-limit';
import {
  loginBodySchema,
  loginResultSchema,
  passwordResetBodySchema,
  registerBodySchema,
  sendCodeBodySchema,
  sendCodeResultSchema,
} from '@simportal/contract/api/auth';
import { envelopeOf } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { BEARER_SECURITY } from '../../http/bearer.ts';
import { ok } from '../../http/envelope.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { authenticate, requireUser } from './authenticate.ts';
import { passkeyRoutes } from './passkey-routes.ts';
import { sendCode } from './send-code.ts';
import { callerOf, login, logout, register, resetPassword } from './service.ts';

/** Registration, login, logout and password reset under /api/auth. Token responses are never cached. */
export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const perIp = { rateLimit: { max: ctx.config.RATE_LIMIT_AUTH_PER_MINUTE, timeWindow: '1 minute' } };
  await app.register(passkeyRoutes, { ctx });

  app.post(
    '/auth/codes',
    {
      config: { rateLimit: { max: ctx.config.RATE_LIMIT_CODES_PER_HOUR, timeWindow: '1 hour' } },
      schema: {
        tags: ['auth'],
        summary: 'Email a 6-digit verification code for registering or resetting the password',
        description:
          'Answers the same for every well-formed address, whether it has an account or not: an address that ' +
          'cannot use the code (a register code for one that has an account, a reset code for one that has ' +
          'none) is mailed a notice saying so instead (docs/decisions/0032).',
        body: sendCodeBodySchema,
        response: { 200: envelopeOf(sendCodeResultSchema), ...errorResponses(400, 429, 502) },
      },
    },
    async (request) => ok(await sendCode(ctx, request.body, request.log)),
  );

  app.post(
    '/auth/register',
    {
      config: perIp,
      schema: {
        tags: ['auth'],
        summary: 'Create an account with an emailed code; logs it in',
        description:
          'The code is checked first; only its holder is told that the username is taken (username_exists) ' +
          'or that the address has an account (user_already_exists) (docs/decisions/0032).',
        body: registerBodySchema,
        response: { 201: envelopeOf(loginResultSchema), ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const result = await register(ctx, request.body, callerOf(request));
      return reply.status(201).header('cache-control', 'no-store').send(ok(result));
    },
  );

  app.post(
    '/auth/login',
    {
      config: perIp,
      schema: {
        tags: ['auth'],
        summary: 'Log in with a username or email and the password',
        body: loginBodySchema,
        response: { 200: envelopeOf(loginResultSchema), ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const result = await login(ctx, request.body, callerOf(request));
      return reply.header('cache-control', 'no-store').send(ok(result));
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { members: 'self' },
      onRequest: authenticate(ctx),
      schema: {
        tags: ['auth'],
        summary: "End the caller's session (its refresh token stops working)",
        security: BEARER_SECURITY,
        response: { 200: envelopeOf(z.null()), ...errorResponses(401) },
      },
    },
    async (request) => {
      await logout(ctx, requireUser(request));
      return ok(null);
    },
  );

  app.post(
    '/auth/password-reset',
    {
      config: perIp,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with an emailed code; ends every session of the account',
        body: passwordResetBodySchema,
        response: { 200: envelopeOf(z.null()), ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await resetPassword(ctx, request.body, callerOf(request));
      return ok(null);
    },
  );
};
