import { auditListQuerySchema, auditPageSchema } from '@simportal/contract/api/admin';
import { envelopeOf } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { BEARER_SECURITY } from '../../http/bearer.ts';
import { ok } from '../../http/envelope.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { authenticateAdmin } from '../auth/index.ts';
import { listAuditEntries } from './audit-list.ts';

/** The audit log screen: GET /api/admin/audit. */
export const adminAuditRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/admin/audit',
    {
      onRequest: authenticateAdmin(ctx, { may: 'read' }),
      schema: {
        tags: ['admin'],
        security: BEARER_SECURITY,
        summary: 'Audit log of administrator actions, newest first (actor, action, target, from, to)',
        querystring: auditListQuerySchema,
        response: { 200: envelopeOf(auditPageSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(ok(await listAuditEntries(ctx, request.query))),
  );
};
