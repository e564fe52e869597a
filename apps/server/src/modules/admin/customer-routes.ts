import {
  adminCustomerDetailSchema,
  adminCustomerListQuerySchema,
  adminCustomerSchema,
  customerViewSchema,
  userIdParamsSchema,
} from '@simportal/contract/api/admin';
import { envelopeOf, pageOf } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { BEARER_SECURITY } from '../../http/bearer.ts';
import { ok } from '../../http/envelope.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { auditorOf, authenticate, authenticateAdmin, requireUser } from '../auth/index.ts';
import { enterCustomerView, leaveCustomerView } from './customer-view.ts';
import { CUSTOMER_VIEW_LEAVE_ROUTE } from './customer-view-audit.ts';
import { getCustomerDetail, listCustomers } from './customers.ts';

/** The Customer List and a customer's view: /api/admin/customers, and /api/customer-view/leave. */
export const adminCustomerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const reader = authenticateAdmin(ctx, { may: 'read' });
  const tags = ['admin'];
  const security = BEARER_SECURITY;

  app.get(
    '/admin/customers',
    {
      onRequest: reader,
      schema: {
        tags,
        security,
        summary:
          'Customers, newest first, with balance, card count and registration date (q: username or email)',
        querystring: adminCustomerListQuerySchema,
        response: { 200: envelopeOf(pageOf(adminCustomerSchema)), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(ok(await listCustomers(ctx, request.query))),
  );

  app.get(
    '/admin/customers/:id',
    {
      onRequest: reader,
      schema: {
        tags,
        security,
        summary: 'One customer with their cards, pending pay orders and latest activities',
        params: userIdParamsSchema,
        response: { 200: envelopeOf(adminCustomerDetailSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(ok(await getCustomerDetail(ctx, request.params.id))),
  );

  app.post(
    '/admin/customers/:id/view',
    {
      onRequest: authenticateAdmin(ctx, { may: 'serve', stepUp: true }),
      schema: {
        tags,
        security,
        summary:
          "Enter the customer's view: a short-lived token pair acting as the customer, naming the admin",
        description:
          'The access token carries `act: { sub: <admin id> }` (RFC 8693). The session ends after ' +
          'CUSTOMER_VIEW_TTL_SECONDS; its tokens reach no admin endpoint (admin_required) and cannot change ' +
          "the customer's password (no_permission). Every POST/PUT/PATCH/DELETE made with them is audited. " +
          'An administrator account answers no_permission.',
        params: userIdParamsSchema,
        response: { 201: envelopeOf(customerViewSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const view = await enterCustomerView(ctx, request.params.id, auditorOf(request));
      return reply.status(201).header('cache-control', 'no-store').send(ok(view));
    },
  );

  app.post(
    CUSTOMER_VIEW_LEAVE_ROUTE.replace(/^\/api/, ''),
    {
      onRequest: authenticate(ctx),
      schema: {
        tags,
        security,
        summary: "Leave a customer's view: call with the view's token; its session ends (audited)",
        response: { 200: envelopeOf(z.null()), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      await leaveCustomerView(ctx, requireUser(request), request.ip);
      return ok(null);
    },
  );
};
