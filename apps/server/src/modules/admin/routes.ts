import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { adminAuditRoutes } from './audit-routes.ts';
import { adminCardRoutes } from './card-routes.ts';
import { adminCustomerRoutes } from './customer-routes.ts';

/**
 * Admin mode (issue 10): customers, cards and StarterPack cards, a customer's view, the audit log. The
 * recharge and pay-order endpoints live in modules/wallet, card import and release in modules/sims, eSIM
 * profile import in modules/esim; they write to the audit log through ./audit.ts. See README.md.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(adminCustomerRoutes, { ctx });
  await app.register(adminCardRoutes, { ctx });
  await app.register(adminAuditRoutes, { ctx });
};
