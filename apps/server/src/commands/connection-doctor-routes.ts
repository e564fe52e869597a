import { connectionReportSchema } from '@simportal/contract/api/network';
import { cardIdParamsSchema } from '@simportal/contract/api/sims';
import { envelopeOf } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context.ts';
import { BEARER_SECURITY } from '../http/bearer.ts';
import { ok } from '../http/envelope.ts';
import { errorResponses } from '../http/error-responses.ts';
import { authenticate, authenticateAdmin, requireUser } from '../modules/auth/index.ts';
import { adminConnectionReport, myConnectionReport } from './connection-doctor.ts';

/** "Not connecting?" on My SIMs and beside a card in the console: what the network saw, and the one fix. */
export const connectionDoctorRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const description =
    "The card's last network events (the newest first, the holder's own) and the doctor's finding: the first of " +
    'DOCTOR_FINDINGS that applies (docs/decisions/0094).';
  const answers = { 200: envelopeOf(connectionReportSchema), ...errorResponses(400, 401, 404) };

  app.get(
    '/sims/:id/connection',
    {
      config: { members: 'cards' },
      // a read, as GET /api/sims/:id: an API key with the read scope, an administrator in the customer's view
      onRequest: authenticate(ctx, { apiKey: 'read' }),
      schema: {
        tags: ['sims'],
        security: BEARER_SECURITY,
        summary: "Not connecting? One of the caller's cards: its network events and the one fix",
        description,
        params: cardIdParamsSchema,
        response: answers,
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(ok(await myConnectionReport(ctx, requireUser(request).userId, request.params.id))),
  );

  app.get(
    '/admin/cards/:id/connection',
    {
      onRequest: authenticateAdmin(ctx, { may: 'read' }),
      schema: {
        tags: ['admin'],
        security: BEARER_SECURITY,
        summary: "A card's network events and the doctor's finding, as its holder sees them",
        description,
        params: cardIdParamsSchema,
        response: { ...answers, ...errorResponses(403) },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(ok(await adminConnectionReport(ctx, request.params.id))),
  );
};
