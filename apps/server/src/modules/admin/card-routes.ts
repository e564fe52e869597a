import {
  adminCardListQuerySchema,
  adminCardPageSchema,
  adminCardSchema,
  starterPackResetBodySchema,
  starterPackSetBodySchema,
} from '@simportal/contract/api/admin';
import { cardIdParamsSchema } from '@simportal/contract/api/sims';
import { envelopeOf } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { BEARER_SECURITY } from '../../http/bearer.ts';
import { ok } from '../../http/envelope.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { auditorOf, authenticateAdmin } from '../auth/index.ts';
import { listAdminCards } from '../sims/index.ts';
import { resetStarterPack, revertStarterPack, setStarterPack } from './starter-pack-admin.ts';

/** The Card List and StarterPack cards under /api/admin/cards (import and release live in modules/sims). */
export const adminCardRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const reader = authenticateAdmin(ctx, { may: 'read' });
  // StarterPack cards are the shop's offer: an owner sets them
  const manager = authenticateAdmin(ctx, { may: 'manage' });
  const common = { tags: ['admin'], security: BEARER_SECURITY };

  app.get(
    '/admin/cards',
    {
      onRequest: reader,
      schema: {
        ...common,
        summary: 'Cards in numeric card-number order, filtered (card number ≥ / ≤ bounds compare as numbers)',
        querystring: adminCardListQuerySchema,
        response: { 200: envelopeOf(adminCardPageSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(ok(await listAdminCards(ctx.database.db, request.query, ctx.clock.now()))),
  );

  app.post(
    '/admin/cards/:id/starter-pack',
    {
      onRequest: manager,
      schema: {
        ...common,
        summary: 'Set a free inventory card as a StarterPack card: plan and days (both required)',
        params: cardIdParamsSchema,
        body: starterPackSetBodySchema,
        response: { 200: envelopeOf(adminCardSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ok(await setStarterPack(ctx, request.params.id, request.body, auditorOf(request))),
  );

  app.post(
    '/admin/cards/:id/starter-pack/reset',
    {
      onRequest: manager,
      schema: {
        ...common,
        summary: "Reset a StarterPack card's expire time, or only its time of day",
        params: cardIdParamsSchema,
        body: starterPackResetBodySchema,
        response: { 200: envelopeOf(adminCardSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ok(await resetStarterPack(ctx, request.params.id, request.body, auditorOf(request))),
  );

  app.delete(
    '/admin/cards/:id/starter-pack',
    {
      onRequest: manager,
      schema: {
        ...common,
        summary: 'Revert a StarterPack card to a normal inventory card',
        params: cardIdParamsSchema,
        response: { 200: envelopeOf(adminCardSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ok(await revertStarterPack(ctx, request.params.id, auditorOf(request))),
  );
};
