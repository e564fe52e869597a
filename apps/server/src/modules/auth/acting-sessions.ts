import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/database.ts';
import { authSessions } from './schema.ts';
import { createSession, type IssuedSession } from './sessions.ts';

// A session in which an administrator acts for a customer (Admin Management's customer view): the customer's
// session naming its actor, which the admin module opens and ends through these two operations.

/** Why such a session ended when its administrator left it (auth_sessions.revoked_reason). */
const ACTOR_LEFT = 'customer_view_left';

/**
 * Opens a session of customer `userId` in which administrator `actorId` acts (the access token's RFC 8693 `act`
 * claim), ending `ttlSeconds` from now at most (never later than an ordinary session would).
 */
export const openActingSession = async (
  ctx: AppContext,
  tx: DbOrTx,
  input: { userId: number; actorId: number; ttlSeconds: number },
): Promise<IssuedSession> => {
  const now = ctx.clock.now();
  const session = await createSession(ctx, tx, {
    userId: input.userId,
    rememberMe: false,
    actorId: input.actorId,
  });
  const expiresAt = new Date(Math.min(now.getTime() + input.ttlSeconds * 1000, session.expiresAt.getTime()));
  await tx.update(authSessions).set({ expiresAt }).where(eq(authSessions.id, session.sessionId));
  return { ...session, expiresAt };
};

/** Ends an acting session because its administrator left it: its tokens stop working at once. */
export const endActingSession = async (db: DbOrTx, sessionId: string, now: Date): Promise<void> => {
  await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: ACTOR_LEFT })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
};
