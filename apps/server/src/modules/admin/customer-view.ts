import { CUSTOMER_VIEW_TTL_SECONDS, type CustomerView } from '@simportal/contract/api/admin';
import { CUSTOMER_LEVEL } from '@simportal/contract/enums';
import type { AppContext } from '../../app-context.ts';
import { DomainError } from '../../http/domain-error.ts';
import { type Auditor, audit } from '../audit/index.ts';
import type { AuthUser } from '../auth/index.ts';
import { endActingSession, openActingSession, tokenPair } from '../auth/index.ts';
import { findUserById } from '../users/index.ts';

/**
 * An administrator enters a customer's view (spec §2, after a confirmation in the UI): a new session of the
 * customer that names the administrator as its actor (the access token's RFC 8693 `act` claim), ending after
 * CUSTOMER_VIEW_TTL_SECONDS at most. Written to the audit log in the same transaction. Only customers: an
 * administrator's account (one's own included) answers no_permission, so a view token is never an admin's.
 */
export const enterCustomerView = async (
  ctx: AppContext,
  customerId: number,
  by: Auditor,
): Promise<CustomerView> =>
  ctx.database.db.transaction(async (tx) => {
    const customer = await findUserById(tx, customerId);
    if (!customer) throw new DomainError('user_not_exist');
    // a deleted account has nobody to act for, and its sessions stay ended (decision 0040)
    if (customer.deletedAt !== null) throw new DomainError('account_deleted');
    if (customer.level !== CUSTOMER_LEVEL || customer.id === by.actorId)
      throw new DomainError('no_permission');
    const now = ctx.clock.now();
    const session = await openActingSession(ctx, tx, {
      userId: customer.id,
      actorId: by.actorId,
      ttlSeconds: CUSTOMER_VIEW_TTL_SECONDS,
    });
    const { expiresAt } = session;
    await audit(tx, {
      ...by,
      action: 'customer_view_enter',
      targetUserId: customer.id,
      details: { sessionId: session.sessionId, expiresAt: expiresAt.toISOString() },
      at: now,
    });
    const tokens = await tokenPair(ctx, session);
    return { ...tokens, customer: { id: customer.id, username: customer.username, email: customer.email } };
  });

/**
 * Leaves a customer view: called with the view's own token, it ends that session (its tokens stop working at
 * once) and is audited with the administrator as actor. no_permission for an ordinary session.
 */
export const leaveCustomerView = async (ctx: AppContext, auth: AuthUser, ip: string): Promise<void> => {
  const actorId = auth.actorId;
  if (actorId === null) throw new DomainError('no_permission');
  const now = ctx.clock.now();
  await ctx.database.db.transaction(async (tx) => {
    await endActingSession(tx, auth.sessionId, now);
    await audit(tx, {
      actorId,
      action: 'customer_view_leave',
      targetUserId: auth.userId,
      details: { sessionId: auth.sessionId },
      ip,
      at: now,
    });
  });
};
