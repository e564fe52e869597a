import { endedSessionsSchema, sessionListSchema, sessionParamsSchema } from '@simportal/contract/api/auth';
import { envelopeOf } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { BEARER_SECURITY } from '../../http/bearer.ts';
import { ok } from '../../http/envelope.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { authenticate, requireUser } from './authenticate.ts';
import { endOtherSessions, endOwnSession, listSessions } from './session-list.ts';

/** The caller's sessions under /api/user/sessions (Personal Center › Sessions): see them, end any of them. */
export const sessionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const signedIn = authenticate(ctx);

  app.get(
    '/user/sessions',
    {
      config: { members: 'self' },
      onRequest: signedIn,
      schema: {
        tags: ['user'],
        summary: "The caller's signed-in sessions: browser, system, device, network and last use",
        description:
          'Live sessions only, the current one first (`current`). The network is the address prefix (/24, /48); ' +
          'last use is the last sign-in or token refresh. A customer view of the account is not listed.',
        security: BEARER_SECURITY,
        response: { 200: envelopeOf(sessionListSchema), ...errorResponses(401) },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(ok(await listSessions(ctx, requireUser(request)))),
  );

  app.delete(
    '/user/sessions/:id',
    {
      config: { members: 'self' },
      onRequest: signedIn,
      schema: {
        tags: ['user'],
        summary: "End one of the caller's sessions (its tokens stop working at once)",
        description: "Another account's session, an ended one or an unknown id → not_found.",
        security: BEARER_SECURITY,
        params: sessionParamsSchema,
        response: { 200: envelopeOf(z.null()), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await endOwnSession(ctx, requireUser(request), request.params.id);
      return ok(null);
    },
  );

  app.post(
    '/user/sessions/end-others',
    {
      config: { members: 'self' },
      onRequest: signedIn,
      schema: {
        tags: ['user'],
        summary: "End every session of the caller's but this one",
        security: BEARER_SECURITY,
        response: { 200: envelopeOf(endedSessionsSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => ok(await endOtherSessions(ctx, requireUser(request))),
  );
};
