import {
  activityIdParamsSchema,
  adminRefundListQuerySchema,
  adminRefundListSchema,
  declineRefundBodySchema,
  refundIdParamsSchema,
  refundRequestBodySchema,
  refundRequestListSchema,
  refundRequestSchema,
} from '@simportal/contract/api/refunds';
import { envelopeOf } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context.ts';
import { BEARER_SECURITY } from '../http/bearer.ts';
import { DomainError } from '../http/domain-error.ts';
import { ok } from '../http/envelope.ts';
import { errorResponses } from '../http/error-responses.ts';
import {
  auditorOf,
  authenticate,
  authenticateAdmin,
  requireAdminStanding,
  requireUser,
} from '../modules/auth/index.ts';
import { refundRequestsOf } from '../modules/wallet/index.ts';
import { decideRefund, listRefundQueue } from './refund-decision.ts';
import { presentRefund, requestRefund } from './refund-request.ts';

/** Refunds to the balance (decision 0101): the customer's request and list, Admin Management's queue. */
export const refundRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const signedIn = authenticate(ctx);
  const reader = authenticateAdmin(ctx, { may: 'read' });
  const server = authenticateAdmin(ctx, { may: 'serve' });
  const common = { tags: ['wallet'], security: BEARER_SECURITY };
  const admin = { tags: ['admin', 'wallet'], security: BEARER_SECURITY };

  app.post(
    '/wallet/activities/:id/refund',
    {
      onRequest: signedIn,
      schema: {
        ...common,
        summary: 'Ask for an eSIM fee or an add-on back to the balance',
        description:
          'The customer themself (no_permission in a customer view; no API key). The rule of decision 0101 reads ' +
          "the evidence (the eSIM's network events, the card's imported usage since the add-on): 201 with status " +
          'CREDITED (a REFUND entry, at once) or WAITING (Admin Management decides). not_found (404) for another ' +
          "account's activity; 409 refund_not_refundable, refund_window_passed, refund_already_requested " +
          '(data { status }).',
        params: activityIdParamsSchema,
        body: refundRequestBodySchema,
        response: { 201: envelopeOf(refundRequestSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const auth = requireUser(request);
      // money moves on the customer's word only: an administrator in their view may not ask for them
      if (auth.actorId !== null) throw new DomainError('no_permission');
      const made = await requestRefund(ctx, { userId: auth.userId, ip: request.ip }, request.params.id, {
        reason: request.body.reason,
        note: request.body.note,
      });
      return reply.status(201).send(ok(made));
    },
  );

  app.get(
    '/wallet/refunds',
    {
      onRequest: signedIn,
      schema: {
        ...common,
        summary: "The caller's refund requests, newest first",
        response: { 200: envelopeOf(refundRequestListSchema), ...errorResponses(401) },
      },
    },
    async (request) => {
      const { db } = ctx.database;
      const rows = await refundRequestsOf(db, requireUser(request).userId);
      return ok(await Promise.all(rows.map((row) => presentRefund(ctx, db, row))));
    },
  );

  app.get(
    '/admin/refunds',
    {
      onRequest: reader,
      schema: {
        ...admin,
        summary: 'Refund requests by status (WAITING by default, oldest first), with their evidence',
        querystring: adminRefundListQuerySchema,
        response: { 200: envelopeOf(adminRefundListSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok(await listRefundQueue(ctx, request.query.status)),
  );

  app.post(
    '/admin/refunds/:id/approve',
    {
      onRequest: server,
      schema: {
        ...admin,
        summary: 'Credit a waiting refund request to its customer’s balance',
        description:
          'One REFUND entry and its audit. A support administrator approves up to SUPPORT_CONFIRM_LIMIT_MINOR ' +
          '(403 refund_above_role_limit beyond). not_found (404); refund_already_decided (409).',
        params: refundIdParamsSchema,
        response: { 200: envelopeOf(refundRequestSchema), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) =>
      ok(
        await decideRefund(ctx, auditorOf(request), requireAdminStanding(request), request.params.id, {
          approve: true,
        }),
      ),
  );

  app.post(
    '/admin/refunds/:id/decline',
    {
      onRequest: server,
      schema: {
        ...admin,
        summary: 'Decline a waiting refund request, with the words its customer reads',
        description: 'Audited; nothing is credited. not_found (404); refund_already_decided (409).',
        params: refundIdParamsSchema,
        body: declineRefundBodySchema,
        response: { 200: envelopeOf(refundRequestSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      ok(
        await decideRefund(ctx, auditorOf(request), requireAdminStanding(request), request.params.id, {
          approve: false,
          note: request.body.note,
        }),
      ),
  );
};
