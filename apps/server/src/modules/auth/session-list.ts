import type { EndedSessions, SessionInfo, SessionList } from '@simportal/contract/api/auth';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { DomainError } from '../../http/domain-error.ts';
import type { AuthUser } from './authenticate.ts';
import { authSessions } from './schema.ts';
import { revokeSession } from './sessions.ts';

/** More live sessions than anyone keeps; the oldest beyond it are left out of the list. */
const MAX_LISTED = 100;

/** The sessions its owner signed in to: an administrator's customer view of the account is the administrator's. */
const ownLiveSessions = (userId: number, now: Date) =>
  and(
    eq(authSessions.userId, userId),
    isNull(authSessions.actorUserId),
    isNull(authSessions.revokedAt),
    gt(authSessions.expiresAt, now),
  );

const lastUsedAt = sql<Date>`coalesce(${authSessions.lastRefreshedAt}, ${authSessions.createdAt})`.mapWith(
  authSessions.createdAt,
);

/** An administrator in a customer's view reads the list but ends nothing (as with the password: no_permission). */
const requireOwner = (auth: AuthUser) => {
  if (auth.actorId !== null) throw new DomainError('no_permission');
};

/** GET /api/user/sessions: the caller's live sessions, theirs first, then by last use. */
export const listSessions = async (ctx: AppContext, auth: AuthUser): Promise<SessionList> => {
  const rows = await ctx.database.db
    .select({
      id: authSessions.id,
      browser: authSessions.browser,
      os: authSessions.os,
      device: authSessions.device,
      network: authSessions.network,
      createdAt: authSessions.createdAt,
      lastUsedAt,
      expiresAt: authSessions.expiresAt,
    })
    .from(authSessions)
    .where(ownLiveSessions(auth.userId, ctx.clock.now()))
    .orderBy(desc(sql`${authSessions.id} = ${auth.sessionId}`), desc(lastUsedAt), desc(authSessions.id))
    .limit(MAX_LISTED);
  const items = rows.map(
    (row): SessionInfo => ({
      id: row.id,
      current: row.id === auth.sessionId,
      browser: row.browser,
      os: row.os,
      device: row.device as SessionInfo['device'],
      network: row.network,
      signedInAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    }),
  );
  return { items };
};

/**
 * DELETE /api/user/sessions/:id: ends one of the caller's sessions (the current one too: that is a logout). A
 * session of someone else, an ended one or none at all → not_found, alike.
 */
export const endOwnSession = async (ctx: AppContext, auth: AuthUser, sessionId: string): Promise<void> => {
  requireOwner(auth);
  const now = ctx.clock.now();
  const { db } = ctx.database;
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(and(eq(authSessions.id, sessionId), ownLiveSessions(auth.userId, now)))
      .for('update');
    if (!found) throw new DomainError('not_found');
    await revokeSession(tx, found.id, 'ended_by_user', now);
  });
};

/** POST /api/user/sessions/end-others: ends every session the list shows but the caller's own. */
export const endOtherSessions = async (ctx: AppContext, auth: AuthUser): Promise<EndedSessions> => {
  requireOwner(auth);
  const now = ctx.clock.now();
  const ended = await ctx.database.db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: 'ended_by_user' })
    .where(and(ownLiveSessions(auth.userId, now), ne(authSessions.id, auth.sessionId)))
    .returning({ id: authSessions.id });
  return { ended: ended.length };
};
