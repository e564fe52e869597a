import { Readable } from 'node:stream';
import {
  adminCardExportQuerySchema,
  adminCardListQuerySchema,
  adminCardPageSchema,
  adminCardSchema,
  starterPackResetBodySchema,
  starterPackSetBodySchema,
} from '@simportal/contract/api/admin';
import { cardIdParamsSchema } from '@simportal/contract/api/sims';
import { envelopeOf } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { businessDayOf } from '../../business-day.ts';
import { BEARER_SECURITY } from '../../http/bearer.ts';
import { ok } from '../../http/envelope.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { auditorOf, authenticateAdmin } from '../auth/index.ts';
import { consolePage } from './card-console.ts';
import { cardConsoleCsv } from './card-console-csv.ts';
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
        summary: 'Cards in numeric card-number order, filtered, with their live columns',
        description:
          '`q` finds cards whose number, ICCID or label starts with it, or whose holder name or e-mail contains ' +
          'it; card number ≥ / ≤ bounds compare as numbers. Each card carries `live`: usage this allowance ' +
          "period, slowed, the carrier's last report and the holder's runway.",
        querystring: adminCardListQuerySchema,
        response: { 200: envelopeOf(adminCardPageSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(ok(await consolePage(ctx, request.query))),
  );

  app.get(
    '/admin/cards/export.csv',
    {
      onRequest: reader,
      schema: {
        ...common,
        summary: 'Every card the filter shows, as CSV (streamed, in the list order)',
        querystring: adminCardExportQuerySchema,
        produces: ['text/csv'],
        // A stream is sent as it is (no serializer runs on it); the schema only documents the 200.
        response: { 200: z.string().describe('CSV'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const today = businessDayOf(ctx);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="cards-${today}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(cardConsoleCsv(ctx, request.query)) as unknown as string);
    },
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
