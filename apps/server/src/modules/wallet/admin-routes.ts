import { adminPayOrderListQuerySchema, adminPayOrderSchema } from '@simportal/contract/api/wallet';
import { envelopeOf, pageOf } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { BEARER_SECURITY } from '../../http/bearer.ts';
import { ok } from '../../http/envelope.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { authenticateAdmin } from '../auth/index.ts';
import { listAllPayOrders } from './pay-order-admin.ts';

/**
 * The administrators' list of pay orders (403 admin_required otherwise). Confirming one and recharging a customer
 * are the top-up command's routes (src/commands/top-up.ts).
 */
export const adminWalletRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const adminOnly = authenticateAdmin(ctx, { may: 'read' });
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
};
