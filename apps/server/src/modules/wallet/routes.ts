// the route option `config.rateLimit` is @fastify/rate-limit's (its type augments Fastify's)

import { Readable } from 'node:stream';
import type {} from '@fastify/rate-limit';
import {
  activityFilterSchema,
  activityListQuerySchema,
  activitySchema,
  createPayOrderBodySchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotentHeadersSchema,
  payOrderIdParamsSchema,
  payOrderListQuerySchema,
  payOrderSchema,
  walletSummarySchema,
} from '@simportal/contract/api/wallet';
import { isoDateInTimeZone } from '@simportal/contract/calendar-date';
import { envelopeOf, pageOf } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { BEARER_SECURITY } from '../../http/bearer.ts';
import { ok } from '../../http/envelope.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { authenticate, authenticateToken, readAsCaller, requireUser } from '../auth/index.ts';
import { listActivities } from './activities.ts';
import { activityCsv } from './activity-csv.ts';
import { cancelMyPayOrder } from './pay-order-cancel.ts';
import { createPayOrder, getMyPayOrder, listMyPayOrders, PAY_ORDERS_WAITING_MAX } from './pay-orders.ts';
import { getWalletSummary } from './summary.ts';

/**
 * Pay orders one customer may ask for in a minute, with a session or any of their API keys, counted in the
 * database so it holds across instances (issue #67: 500 in 2 s). Retries under one Idempotency-Key count too.
 */
export const PAY_ORDER_CREATES_PER_MINUTE = 10;

/** The customer's wallet under /api/wallet (balance, pay orders, activities), and the admin part under /api/admin. */
export const walletRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // a customer's API key: reads with read, top-ups with buy (decision 0076)
  const reading = authenticate(ctx, { apiKey: 'read' });
  const buying = authenticate(ctx, { apiKey: 'buy' });
  // the Activities page reads the caller's session itself (authenticate.ts readAsCaller)
  const signedInToken = authenticateToken(ctx, { apiKey: 'read' });
  const tags = ['wallet'];
  const security = BEARER_SECURITY;

  app.get(
    '/wallet/summary',
    {
      onRequest: reading,
      schema: {
        tags,
        security,
        summary: "The caller's balance in minor units of the currency",
        response: { 200: envelopeOf(walletSummarySchema), ...errorResponses(401) },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(ok(await getWalletSummary(ctx, requireUser(request).userId))),
  );

  app.post(
    '/wallet/pay-orders',
    {
      onRequest: buying,
      // after `buying` (the plugin's hook comes after the route's own), so the caller is known: by customer
      config: {
        rateLimit: {
          max: PAY_ORDER_CREATES_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request) => `customer:${request.auth?.userId ?? request.ip}`,
        },
      },
      schema: {
        tags,
        security,
        summary: 'Create a pay order (INIT); the balance grows only when an administrator confirms it',
        description:
          'Fees come from the contract (payOrderFees): 1% service fee, plus 4% of the amount when INTERNATIONAL. ' +
          'Send an Idempotency-Key header to make a retry safe: the same key and body answer the same order ' +
          '(header idempotent-replayed: true); the same key with another body → 409 idempotency_conflict. ' +
          'An account deleted while the order was asked for → 409 account_deleted. ' +
          `A customer with ${PAY_ORDERS_WAITING_MAX} orders waiting for confirmation → 409 pay_order_waiting_limit. ` +
          `More than ${PAY_ORDER_CREATES_PER_MINUTE} creations a minute by one customer (sessions and API keys ` +
          'together) → 429 too_many_requests.',
        headers: idempotentHeadersSchema,
        body: createPayOrderBodySchema,
        response: { 201: envelopeOf(payOrderSchema), ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      const { order, replayed } = await createPayOrder(
        ctx,
        requireUser(request).userId,
        request.body,
        request.headers[IDEMPOTENCY_KEY_HEADER],
        request.log,
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(ok(order));
    },
  );

  app.get(
    '/wallet/pay-orders',
    {
      onRequest: reading,
      schema: {
        tags,
        security,
        summary: "The caller's pay orders, newest first",
        querystring: payOrderListQuerySchema,
        response: { 200: envelopeOf(pageOf(payOrderSchema)), ...errorResponses(400, 401) },
      },
    },
    async (request) => ok(await listMyPayOrders(ctx, requireUser(request).userId, request.query)),
  );

  app.get(
    '/wallet/pay-orders/:id',
    {
      onRequest: reading,
      schema: {
        tags,
        security,
        summary: "One of the caller's pay orders (another user's answers 404 not_found)",
        params: payOrderIdParamsSchema,
        response: { 200: envelopeOf(payOrderSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(ok(await getMyPayOrder(ctx, requireUser(request).userId, request.params.id))),
  );

  app.post(
    '/wallet/pay-orders/:id/cancel',
    {
      onRequest: buying,
      schema: {
        tags,
        security,
        summary:
          "Cancel one of the caller's pay orders while it waits for the administrator (INIT → CANCELLED)",
        description:
          'No money moves. Cancelling again answers the cancelled order; a confirmed (FINISHED) order → 409 ' +
          "pay_order_not_cancellable; another user's (or no) order → 404 not_found. A cancel racing the " +
          "administrator's confirmation: exactly one of them succeeds.",
        params: payOrderIdParamsSchema,
        response: { 200: envelopeOf(payOrderSchema), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      return ok(
        await cancelMyPayOrder(
          ctx,
          { userId: caller.userId, actorId: caller.actorId, ip: request.ip },
          request.params.id,
        ),
      );
    },
  );

  app.get(
    '/wallet/activities',
    {
      onRequest: signedInToken,
      schema: {
        tags,
        security,
        summary: "The caller's balance changes, newest first, filtered by type, card and business days",
        description: 'start/end (YYYY-MM-DD, inclusive, BILLING_TZ) follow the date-range rules of spec §5.',
        querystring: activityListQuerySchema,
        response: { 200: envelopeOf(pageOf(activitySchema)), ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      ok(await readAsCaller(ctx, request, (caller) => listActivities(ctx, caller, request.query))),
  );

  app.get(
    '/wallet/activities/export',
    {
      onRequest: reading,
      schema: {
        tags,
        security,
        summary: 'The filtered activities as a CSV download (text/csv, UTF-8), newest first',
        description:
          'Same filters as GET /wallet/activities, without paging. Columns: ACTIVITY_CSV_COLUMNS of the contract.',
        querystring: activityFilterSchema,
        produces: ['text/csv'],
        // A stream is sent as it is (no serializer runs on it); the schema only documents the 200.
        response: { 200: z.string().describe('CSV'), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const csv = activityCsv(ctx, requireUser(request).userId, request.query);
      const today = isoDateInTimeZone(ctx.clock.now(), ctx.config.BILLING_TZ);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="activities-${today}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(csv) as unknown as string);
    },
  );
};
