import { boundCardSchema } from '@simportal/contract/api/billing';
import { bindCardBodySchema } from '@simportal/contract/api/sims';
import {
  adminRechargeBodySchema,
  adminRechargeResultSchema,
  confirmPayOrderResultSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotentHeadersSchema,
  payOrderIdParamsSchema,
} from '@simportal/contract/api/wallet';
import { envelopeOf } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context.ts';
import { BEARER_SECURITY } from '../http/bearer.ts';
import { ok } from '../http/envelope.ts';
import { errorResponses } from '../http/error-responses.ts';
import {
  auditorOf,
  authenticate,
  authenticateAdmin,
  requireAdminStanding,
  requireUser,
} from '../modules/auth/index.ts';
import { accountDeletionRoutes } from './account-deletion-routes.ts';
import { adminCardActionRoutes } from './admin-card-routes.ts';
import { administratorRoutes } from './administrator-routes.ts';
import { billingCommandRoutes } from './billing-routes.ts';
import { bindCard } from './bind-card.ts';
import { cardGroupCommandRoutes } from './card-groups/routes.ts';
import { connectionDoctorRoutes } from './connection-doctor-routes.ts';
import { esimCommandRoutes } from './esim-routes.ts';
import { memberRoutes } from './members/routes.ts';
import { refundRoutes } from './refund-routes.ts';
import { adminRecharge, confirmPayOrder } from './top-up.ts';

/**
 * The routes of the commands: workflows that cross modules (README.md), so that no module imports another one
 * back. Their paths stay where a client looks for them.
 */
export const commandRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const signedIn = authenticate(ctx);
  await app.register(billingCommandRoutes, { ctx });
  await app.register(esimCommandRoutes, { ctx });
  await app.register(cardGroupCommandRoutes, { ctx });
  await app.register(accountDeletionRoutes, { ctx });
  await app.register(administratorRoutes, { ctx });
  await app.register(adminCardActionRoutes, { ctx });
  await app.register(connectionDoctorRoutes, { ctx });
  await app.register(refundRoutes, { ctx });
  await app.register(memberRoutes, { ctx });
  // pay orders are serving customers (a support role's limit and step-up: top-up.ts mayConfirm); a credit
  // without a pay order is the owner's, and asks for a fresh proof
  const server = authenticateAdmin(ctx, { may: 'serve' });
  const crediting = authenticateAdmin(ctx, { may: 'manage', stepUp: true });
  const common = { tags: ['sims'], security: BEARER_SECURITY };
  const adminMoneyTags = ['admin', 'wallet'];

  app.post(
    '/sims',
    {
      onRequest: signedIn,
      schema: {
        ...common,
        summary: 'Bind an inventory card with its card number, ICCID and verify code',
        description:
          'Answers 201 with the card, or 200 when the caller already holds it. verify_code_incorrect (400) ' +
          'for a wrong code and for a card number + ICCID that match no card (one answer, so the inventory ' +
          'cannot be probed); sim_occupied (409) for a card bound to another account or deleted and not ' +
          'released; sim_over_limit (409) past SIM_LIMIT_PER_ACCOUNT (data: { limit }). card_verify_locked ' +
          '(429, data: { scope, retryAfterSeconds }, Retry-After) after 5 wrong verify codes for the card, or 20 ' +
          'from the account, within an hour: the card (or the account) cannot bind, even with the right code, ' +
          'until then.',
        body: bindCardBodySchema,
        response: {
          200: envelopeOf(boundCardSchema),
          201: envelopeOf(boundCardSchema),
          ...errorResponses(400, 401, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const { card, created, starterPackConversion } = await bindCard(
        ctx,
        requireUser(request).userId,
        request.body,
        { ip: request.ip, log: request.log },
      );
      return reply.status(created ? 201 : 200).send(ok({ ...card, starterPackConversion }));
    },
  );

  app.post(
    '/admin/pay-orders/:id/confirm',
    {
      onRequest: server,
      schema: {
        tags: adminMoneyTags,
        security: BEARER_SECURITY,
        summary: 'Confirm that a pay order was paid: FINISHED and its amount credited as a TOP_UP, once',
        description:
          'Confirming an order that is already FINISHED answers the same result with replayed: true; an ' +
          'order its customer cancelled → 409 pay_order_cancelled; an order of an account deleted meanwhile ' +
          '→ 409 account_deleted (nothing credited). A support administrator confirms up to ' +
          'SUPPORT_CONFIRM_LIMIT_MINOR (403 pay_order_above_role_limit beyond); above STEP_UP_PAY_ORDER_MINOR ' +
          'a fresh proof is needed (403 step_up_required: POST /api/admin/step-up).',
        params: payOrderIdParamsSchema,
        response: {
          200: envelopeOf(confirmPayOrderResultSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const result = await confirmPayOrder(
        ctx,
        auditorOf(request),
        requireAdminStanding(request),
        request.params.id,
      );
      return ok(result);
    },
  );

  app.post(
    '/admin/recharges',
    {
      onRequest: crediting,
      schema: {
        tags: adminMoneyTags,
        security: BEARER_SECURITY,
        summary: 'Add an amount to a customer found by username or email, with a reason (TOP_UP)',
        description:
          'Send an Idempotency-Key header so that a retry credits once; the same key with another body → 409. ' +
          'An owner only; asks for a fresh proof (403 step_up_required: POST /api/admin/step-up).',
        headers: idempotentHeadersSchema,
        body: adminRechargeBodySchema,
        response: { 201: envelopeOf(adminRechargeResultSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const result = await adminRecharge(
        ctx,
        auditorOf(request),
        request.body,
        request.headers[IDEMPOTENCY_KEY_HEADER],
      );
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(ok(result));
    },
  );
};
