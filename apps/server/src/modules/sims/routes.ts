import {
  cardIdParamsSchema,
  mySimsQuerySchema,
  simCardSchema,
  updateLabelBodySchema,
} from '@simportal/contract/api/sims';
import { envelopeOf, pageOf } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { BEARER_SECURITY } from '../../http/bearer.ts';
import { ok } from '../../http/envelope.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { authenticate, authenticateToken, readAsCaller, requireUser } from '../auth/index.ts';
import { cardGroupRoutes } from './card-group-routes.ts';
import { deleteCard, getMyCard, listMyCards, stopBilling, updateLabel } from './service.ts';

/**
 * The customer's own cards under /api/sims (My SIMs); every card route answers 404 for another's card. The
 * administrators' inventory routes (/api/admin/cards…) are ./admin-routes.ts, registered with every admin
 * route in app.ts. Binding a card (POST /api/sims) is a command that crosses modules: src/commands/routes.ts.
 */
export const simRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const signedIn = authenticate(ctx);
  // a customer's API key reaches what its scope names (decision 0076); deleting a card takes a session
  const reading = authenticate(ctx, { apiKey: 'read' });
  const managing = authenticate(ctx, { apiKey: 'cards' });
  // My SIMs reads the caller's session itself (authenticate.ts readAsCaller)
  const signedInToken = authenticateToken(ctx, { apiKey: 'read' });
  const common = { tags: ['sims'], security: BEARER_SECURITY };
  await app.register(cardGroupRoutes, { ctx });

  app.get(
    '/sims',
    {
      config: { members: 'cards' },
      onRequest: signedInToken,
      schema: {
        ...common,
        summary: "My SIMs: the caller's cards, the most recently bound first, with their plans",
        querystring: mySimsQuerySchema,
        response: { 200: envelopeOf(pageOf(simCardSchema)), ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      ok(await readAsCaller(ctx, request, (caller) => listMyCards(ctx, caller, request.query))),
  );

  app.get(
    '/sims/:id',
    {
      config: { members: 'cards' },
      onRequest: reading,
      schema: {
        ...common,
        summary: "One of the caller's cards",
        params: cardIdParamsSchema,
        response: { 200: envelopeOf(simCardSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ok(await getMyCard(ctx, requireUser(request).userId, request.params.id)),
  );

  app.patch(
    '/sims/:id/label',
    {
      onRequest: managing,
      schema: {
        ...common,
        summary: "Set a card's label (tag); an empty label clears it; label_exists when another card has it",
        params: cardIdParamsSchema,
        body: updateLabelBodySchema,
        response: { 200: envelopeOf(simCardSchema), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) =>
      ok(await updateLabel(ctx, requireUser(request).userId, request.params.id, request.body.label)),
  );

  app.post(
    '/sims/:id/stop-billing',
    {
      onRequest: managing,
      schema: {
        ...common,
        summary: 'Stop Billing: a card in use (or suspended) is paused, costs nothing and its service pauses',
        description: 'USING or SUSPEND → PAUSED; any other status is illegal_status_transition (409).',
        params: cardIdParamsSchema,
        response: { 200: envelopeOf(simCardSchema), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) =>
      ok(await stopBilling(ctx, requireUser(request).userId, request.params.id, request.log)),
  );

  app.delete(
    '/sims/:id',
    {
      onRequest: signedIn,
      schema: {
        ...common,
        summary: 'Delete a card from the account for good (irreversible); its history stays',
        description: 'The card is retired: nobody can bind it until an administrator releases it.',
        params: cardIdParamsSchema,
        response: { 200: envelopeOf(z.null()), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await deleteCard(ctx, requireUser(request).userId, request.params.id, request.log);
      return ok(null);
    },
  );
};
