import {
  adminPayOrderListQuerySchema,
  adminPayOrderSchema,
  adminRechargeBodySchema,
  adminRechargeResultSchema,
  confirmPayOrderResultSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotentHeadersSchema,
  payOrderIdParamsSchema,
} from '@simportal/contract/api/wallet';
import { envelopeOf, pageOf } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { BEARER_SECURITY } from '../../http/bearer.ts';
import { ok } from '../../http/envelope.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { audit, auditorOf } from '../audit/audit.ts';
import { authenticateAdmin } from '../auth/authenticate.ts';
import { adminRecharge } from './admin-recharge.ts';
import { confirmPayOrder, listAllPayOrders } from './pay-order-admin.ts';

/** What administrators do with money: confirm pay orders, recharge a customer. 403 admin_required otherwise. */
export const adminWalletRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const adminOnly = authenticateAdmin(ctx);
  const tags = ['admin', 'wallet'];
  const security = BEARER_SECURITY;

  app.get(
    '/admin/pay-orders',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: "Every customer's pay orders, newest first (q: reference, username or email contains)",
        querystring: adminPayOrderListQuerySchema,
        response: { 200: envelopeOf(pageOf(adminPayOrderSchema)), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok(await listAllPayOrders(ctx, request.query)),
  );

  app.post(
    '/admin/pay-orders/:id/confirm',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Confirm that a pay order was paid: FINISHED and its amount credited as a TOP_UP, once',
        description:
          'Confirming an order that is already FINISHED answers the same result with replayed: true.',
        params: payOrderIdParamsSchema,
        response: { 200: envelopeOf(confirmPayOrderResultSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const by = auditorOf(request);
      const result = await confirmPayOrder(ctx, by.actorId, request.params.id);
      await audit(ctx.database.db, {
        ...by,
        action: 'pay_order_confirm',
        targetUserId: result.order.userId,
        details: {
          orderId: result.order.id,
          reference: result.order.reference,
          amountMinor: result.order.amountMinor,
          replayed: result.replayed,
        },
        at: ctx.clock.now(),
      });
      return ok(result);
    },
  );

  app.post(
    '/admin/recharges',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Add an amount to a customer found by username or email, with a reason (TOP_UP)',
        description:
          'Send an Idempotency-Key header so that a retry credits once; the same key with another body → 409.',
        headers: idempotentHeadersSchema,
        body: adminRechargeBodySchema,
        response: { 201: envelopeOf(adminRechargeResultSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const by = auditorOf(request);
      const result = await adminRecharge(
        ctx,
        by.actorId,
        request.body,
        request.headers[IDEMPOTENCY_KEY_HEADER],
      );
      await audit(ctx.database.db, {
        ...by,
        action: 'recharge',
        targetUserId: result.user.id,
        details: {
          amountMinor: result.activity.amountMinor,
          reason: result.activity.note,
          activityId: result.activity.id,
          replayed: result.replayed,
        },
        at: ctx.clock.now(),
      });
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(ok(result));
    },
  );
};
