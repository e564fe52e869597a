import type { AppContext } from '../app-context.ts';
import type { AdminStanding } from '../modules/auth/index.ts';

/**
 * The support role's money limit (issue #34, decision 0043), one rule for every credit an administrator decides:
 * a support administrator moves at most SUPPORT_CONFIRM_LIMIT_MINOR at once, a pay order confirmed (commands/
 * top-up.ts) or a refund approved (commands/refund-decision.ts, decision 0101); an owner has no such limit.
 */
export const aboveRoleLimit = (ctx: AppContext, standing: AdminStanding, amountMinor: number): boolean =>
  standing.role === 'support' && amountMinor > ctx.config.SUPPORT_CONFIRM_LIMIT_MINOR;
