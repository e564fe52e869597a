import {
  type CardJobBody,
  cardJobBodySchema,
  cardJobIdParamsSchema,
  cardJobListSchema,
  cardJobSchema,
} from '@simportal/contract/api/card-jobs';
import { envelopeOf } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { BEARER_SECURITY } from '../../http/bearer.ts';
import { ok } from '../../http/envelope.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { auditorOf, authenticateAdmin, requireStepUp } from '../auth/index.ts';
import { findCardJob, latestCardJobs } from './jobs.ts';
import { startCardJob, stopCardJob } from './start-job.ts';

/** Resume and a plan change charge the holders' balances: a fresh proof, as the row actions ask. */
const movesMoney = (body: CardJobBody) => body.action !== 'stop_billing';

/** Bulk actions on cards under /api/admin/card-jobs (issue #59): start, follow, cancel. */
export const cardJobAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const reader = authenticateAdmin(ctx, { may: 'read' });
  const server = authenticateAdmin(ctx, { may: 'serve' });
  const common = { tags: ['admin'], security: BEARER_SECURITY };

  app.post(
    '/admin/card-jobs',
    {
      onRequest: server,
      schema: {
        ...common,
        summary: 'Start a bulk action (stop billing, resume billing, change plan) on a selection or a filter',
        description:
          'The cards are fixed when the job starts (at most 50,000: card_job_too_large otherwise) and acted on ' +
          'in the background, each once, with its own audit entry; follow it with GET /admin/card-jobs/:id. ' +
          'Resume and a plan change charge the holders: step_up_required without a fresh proof.',
        body: cardJobBodySchema,
        response: { 201: envelopeOf(cardJobSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      if (movesMoney(request.body)) requireStepUp(ctx, request);
      return reply.status(201).send(ok(await startCardJob(ctx, request.body, auditorOf(request))));
    },
  );

  app.get(
    '/admin/card-jobs',
    {
      onRequest: reader,
      schema: {
        ...common,
        summary: 'The latest bulk actions, newest first, with their counts',
        response: { 200: envelopeOf(cardJobListSchema), ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(ok(await latestCardJobs(ctx.database.db))),
  );

  app.get(
    '/admin/card-jobs/:id',
    {
      onRequest: reader,
      schema: {
        ...common,
        summary: 'One bulk action: its state, counts and first failures',
        params: cardJobIdParamsSchema,
        response: { 200: envelopeOf(cardJobSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(ok(await findCardJob(ctx.database.db, request.params.id))),
  );

  app.post(
    '/admin/card-jobs/:id/cancel',
    {
      onRequest: server,
      schema: {
        ...common,
        summary: 'Cancel a running bulk action: cards not reached yet are left as they are',
        params: cardJobIdParamsSchema,
        response: { 200: envelopeOf(cardJobSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ok(await stopCardJob(ctx, request.params.id, auditorOf(request))),
  );
};
