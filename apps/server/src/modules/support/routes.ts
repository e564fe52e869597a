import { operatorDetailsSchema } from '@simportal/contract/api/papers';
import { supportSettingsSchema } from '@simportal/contract/api/support';
import { envelopeOf } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { BEARER_SECURITY } from '../../http/bearer.ts';
import { ok } from '../../http/envelope.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { auditorOf, authenticateAdmin } from '../auth/index.ts';
import { readOperatorDetails, writeOperatorDetails } from './operator.ts';
import { readSupportSettings, writeSupportSettings } from './settings.ts';

/**
 * GET /api/support (anyone: the pay page is public) and PUT /api/admin/support (administrators); the operator's
 * details the papers print: GET /api/admin/operator (administrators) and PUT (owners, audited; decision 0102).
 */
export const supportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/support',
    {
      schema: {
        tags: ['support'],
        summary: 'How customers reach the administrators to pay a pay order',
        response: { 200: envelopeOf(supportSettingsSchema) },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-cache').send(ok(await readSupportSettings(ctx.database.db))),
  );

  app.put(
    '/admin/support',
    {
      onRequest: authenticateAdmin(ctx, { may: 'manage' }),
      schema: {
        tags: ['admin', 'support'],
        security: BEARER_SECURITY,
        summary: 'Set the channels, office hours and confirmation time customers are shown',
        body: supportSettingsSchema,
        response: { 200: envelopeOf(supportSettingsSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok(await writeSupportSettings(ctx, request.body, auditorOf(request))),
  );

  app.get(
    '/admin/operator',
    {
      onRequest: authenticateAdmin(ctx, { may: 'read' }),
      schema: {
        tags: ['admin', 'support'],
        security: BEARER_SECURITY,
        summary:
          "The operator's legal name, address and tax id printed on receipts, pro-formas and statements",
        response: { 200: envelopeOf(operatorDetailsSchema), ...errorResponses(401, 403) },
      },
    },
    async () => ok(await readOperatorDetails(ctx.database.db)),
  );

  app.put(
    '/admin/operator',
    {
      onRequest: authenticateAdmin(ctx, { may: 'manage' }),
      schema: {
        tags: ['admin', 'support'],
        security: BEARER_SECURITY,
        summary: "Set the operator's legal name, address and tax id the papers print",
        body: operatorDetailsSchema,
        response: { 200: envelopeOf(operatorDetailsSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok(await writeOperatorDetails(ctx, request.body, auditorOf(request))),
  );
};
