import { CUSTOMER_VIEW_TTL_SECONDS, type CustomerView } from '@simportal/contract/api/admin';
import { CUSTOMER_LEVEL } from '@simportal/contract/enums';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { DomainError } from '../../http/domain-error.ts';
import { type Auditor, audit } from '../audit/index.ts';
import type { AuthUser } from '../auth/index.ts';
import { createSession, tokenPair } from '../auth/index.ts';
import { authSessions } from '../auth/schema.ts';
import { users } from '../users/schema.ts';

/** Why a customer view's session ended when its administrator left it (auth_sessions.revoked_reason). */
const CUSTOMER_VIEW_LEFT = 'customer_view_left';

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
    const [customer] = await tx
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        level: users.level,
        deletedAt: users.deletedAt,
      })
      .from(users)
      .where(eq(users.id, customerId));
    if (!customer) throw new DomainError('user_not_exist');
    // a deleted account has nobody to act for, and its sessions stay ended (decision 0040)
    if (customer.deletedAt !== null) throw new DomainError('account_deleted');
    if (customer.level !== CUSTOMER_LEVEL || customer.id === by.actorId)
      throw new DomainError('no_permission');
    const now = ctx.clock.now();
    const session = await createSession(ctx, tx, {
      userId: customer.id,
      rememberMe: false,
      actorId: by.actorId,
    });
    const expiresAt = new Date(
      Math.min(now.getTime() + CUSTOMER_VIEW_TTL_SECONDS * 1000, session.expiresAt.getTime()),
    );
    await tx.update(authSessions).set({ expiresAt }).where(eq(authSessions.id, session.sessionId));
    await audit(tx, {
      ...by,
      action: 'customer_view_enter',
      targetUserId: customer.id,
      details: { sessionId: session.sessionId, expiresAt: expiresAt.toISOString() },
      at: now,
    });
    const tokens = await tokenPair(ctx, { ...session, expiresAt });
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
    await tx
      .update(authSessions)
      .set({ revokedAt: now, revokedReason: CUSTOMER_VIEW_LEFT })
      .where(and(eq(authSessions.id, auth.sessionId), isNull(authSessions.revokedAt)));
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
