import { cardGroupBodySchema, moveCardsBodySchema } from '@simportal/contract/api/card-groups';
import { envelopeOf } from '@simportal/contract/envelope';
import { recordIdParamsSchema } from '@simportal/contract/rules/record-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { BEARER_SECURITY } from '../../http/bearer.ts';
import { ok } from '../../http/envelope.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { authenticate, requireUser } from '../auth/index.ts';
import { createCardGroup, deleteCardGroup, moveCardsToGroup, renameCardGroup } from './card-groups.ts';

const groupSchema = z.object({ id: z.int().positive(), name: z.string() });

/**
 * A customer's card groups (issue #59, decision 0075), changed under /api/card-groups: create, rename, delete,
 * move cards in or out. An administrator in the customer's view may change them as they may change a card's
 * label. The list with its figures and the group actions cross modules: commands/card-groups/routes.ts.
 */
/** A group's own address: digits only, so that a method the collection beside it does not answer
 * (PATCH /card-groups/members) is a 405 with Allow, not a request for a group named "members" (issue #67). */
const GROUP_PATH = '/card-groups/:id(^\\d+$)';

export const cardGroupRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // a customer's API key with the cards scope arranges the groups (decision 0076)
  const signedIn = authenticate(ctx, { apiKey: 'cards' });
  const common = { tags: ['sims'], security: BEARER_SECURITY };
  const db = ctx.database.db;

  app.post(
    '/card-groups',
    {
      onRequest: signedIn,
      schema: {
        ...common,
        summary: 'Create a card group: group_name_exists (409) for a name taken, group_limit_reached past 50',
        body: cardGroupBodySchema,
        response: { 201: envelopeOf(groupSchema), ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await createCardGroup(db, requireUser(request).userId, request.body.name))),
  );

  app.patch(
    GROUP_PATH,
    {
      onRequest: signedIn,
      schema: {
        ...common,
        summary: 'Rename a card group',
        params: recordIdParamsSchema,
        body: cardGroupBodySchema,
        response: { 200: envelopeOf(groupSchema), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) =>
      ok(await renameCardGroup(db, requireUser(request).userId, request.params.id, request.body.name)),
  );

  app.delete(
    GROUP_PATH,
    {
      onRequest: signedIn,
      schema: {
        ...common,
        summary: 'Delete a card group: its cards become ungrouped, nothing else changes',
        params: recordIdParamsSchema,
        response: { 200: envelopeOf(z.null()), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await deleteCardGroup(db, requireUser(request).userId, request.params.id);
      return ok(null);
    },
  );

  app.put(
    '/card-groups/members',
    {
      onRequest: signedIn,
      schema: {
        ...common,
        summary:
          'Move cards into a group (groupId) or out of any (null); one card not the caller’s refuses all',
        body: moveCardsBodySchema,
        response: { 200: envelopeOf(z.object({ moved: z.int() })), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok({
        moved: await moveCardsToGroup(
          db,
          requireUser(request).userId,
          request.body.groupId,
          request.body.cardIds,
        ),
      }),
  );
};
