import {
  apiKeyIdParamsSchema,
  apiKeyListSchema,
  createApiKeyBodySchema,
  createdApiKeySchema,
} from '@simportal/contract/api/api-keys';
import { envelopeOf } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { BEARER_SECURITY } from '../../http/bearer.ts';
import { DomainError } from '../../http/domain-error.ts';
import { ok } from '../../http/envelope.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { createApiKeyAndTell } from './api-key-notice.ts';
import { listApiKeys, revokeApiKey } from './api-keys.ts';
import { type AuthUser, authenticate, requireUser } from './authenticate.ts';

/**
 * A customer making a key or taking one back: the customer themself, never an administrator's customer view nor
 * an administrator's own account (no_permission). A key never reaches these routes (authenticate without a scope).
 */
const requireKeyOwner = (auth: AuthUser): AuthUser => {
  if (auth.actorId !== null || auth.level !== 0) throw new DomainError('no_permission');
  return auth;
};

/** The caller's API keys under /api/api-keys (Integrations › API keys, decision 0076). */
export const apiKeyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const signedIn = authenticate(ctx);
  const common = { tags: ['api-keys'], security: BEARER_SECURITY };

  app.get(
    '/api-keys',
    {
      onRequest: signedIn,
      schema: {
        ...common,
        summary:
          "The caller's API keys: name, prefix, scopes, created, expires, last used (never the secret)",
        description: 'Revoked keys are not listed; expired ones are, until revoked.',
        response: { 200: envelopeOf(apiKeyListSchema), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(ok({ items: await listApiKeys(ctx.database.db, requireUser(request).userId) })),
  );

  app.post(
    '/api-keys',
    {
      onRequest: signedIn,
      schema: {
        ...common,
        summary: 'Create an API key: the answer holds the whole key, the only time it is shown',
        description:
          'api_key_limit (409) when the account holds 10 live keys already; no_permission (403) in a customer ' +
          "view or for an administrator's account. The owner is mailed that a key was created.",
        body: createApiKeyBodySchema,
        response: { 201: envelopeOf(createdApiKeySchema), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const owner = requireKeyOwner(requireUser(request));
      const created = await createApiKeyAndTell(ctx, owner.userId, request.body, request.log);
      return reply.status(201).header('cache-control', 'no-store').send(ok(created));
    },
  );

  app.delete(
    '/api-keys/:id',
    {
      onRequest: signedIn,
      schema: {
        ...common,
        summary: 'Revoke an API key: requests with it are refused from now on (api_key_invalid)',
        description: "Another account's key, a revoked one or an unknown id → not_found.",
        params: apiKeyIdParamsSchema,
        response: { 200: envelopeOf(z.null()), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const owner = requireKeyOwner(requireUser(request));
      await revokeApiKey(ctx, owner.userId, request.params.id);
      return ok(null);
    },
  );
};
