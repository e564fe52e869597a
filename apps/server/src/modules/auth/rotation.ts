import { createHmac } from 'node:crypto';
import { REFRESH_REUSE_SECONDS } from '@simportal/contract/api/auth';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/database.ts';
import { authSessions, refreshTokens } from './schema.ts';
import type { SessionClient } from './session-client.ts';
import { type IssuedSession, revokeSession } from './sessions.ts';
import { hashRefreshToken } from './tokens.ts';

/**
 * The refresh token that replaces `presented`: an HMAC of it under a server key, so the same token always has
 * the same successor and a second presentation can be answered with the same pair, with nothing but hashes
 * stored (docs/decisions/0037). 256 bits, base64url, like a token from newRefreshToken.
 */
export const successorOf = (key: Buffer, presented: string): string =>
  createHmac('sha256', key).update(presented).digest('base64url');

/** The id of the access token issued with `successor`: derived too, so that the whole pair repeats. */
const accessTokenIdOf = (key: Buffer, successor: string): string =>
  createHmac('sha256', key).update(`access-token-id:${successor}`).digest('base64url').slice(0, 16);

type RotateOutcome = { ok: true; session: IssuedSession } | { ok: false };

/** The session `sessionId` if it still lives (locked with `forUpdate`), else null. */
const liveSession = async (tx: DbOrTx, sessionId: string, now: Date, forUpdate: boolean) => {
  const query = tx.select().from(authSessions).where(eq(authSessions.id, sessionId));
  const [session] = forUpdate ? await query.for('update') : await query;
  if (!session || session.revokedAt !== null || session.expiresAt <= now) return null;
  return session;
};

/**
 * Spends a refresh token and gives its session the token's successor (rotation). The same token presented again
 * within REFRESH_REUSE_SECONDS of its rotation, while its successor is still the live one, answers that same
 * pair (two tabs, a retried request): the session goes on. Presented later, or after its successor was spent
 * too, it is a replay: the whole session ends (RFC 9700 §4.14.2), whoever holds the newer token. Unknown tokens
 * and tokens of ended or expired sessions fail the same way, and the caller answers refresh_token_expired.
 */
export const rotateRefreshToken = async (
  ctx: AppContext,
  presented: string,
  client?: SessionClient,
): Promise<RotateOutcome> => {
  const tokenHash = hashRefreshToken(presented);
  const successor = successorOf(ctx.keys.refreshSuccessor, presented);
  const successorHash = hashRefreshToken(successor);
  const now = ctx.clock.now();
  const answer = (session: typeof authSessions.$inferSelect, issuedAt: Date): RotateOutcome => ({
    ok: true,
    session: {
      sessionId: session.id,
      userId: session.userId,
      actorId: session.actorUserId,
      refreshToken: successor,
      expiresAt: session.expiresAt,
      issued: { at: issuedAt, jti: accessTokenIdOf(ctx.keys.refreshSuccessor, successor) },
    },
  });
  return ctx.database.db.transaction(async (tx): Promise<RotateOutcome> => {
    // One conditional UPDATE: of two requests presenting the same token, exactly one spends it; the other waits
    // for its commit and then finds the token spent, with its successor in place.
    const [spent] = await tx
      .update(refreshTokens)
      .set({ rotatedAt: now })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt)))
      .returning({ sessionId: refreshTokens.sessionId });
    if (spent) {
      const session = await liveSession(tx, spent.sessionId, now, true);
      if (!session) return { ok: false };
      await tx
        .insert(refreshTokens)
        .values({ tokenHash: successorHash, sessionId: session.id, issuedAt: now });
      await tx
        .update(authSessions)
        .set({ lastRefreshedAt: now, ...client })
        .where(eq(authSessions.id, session.id));
      return answer(session, now);
    }
    const [again] = await tx
      .select({ sessionId: refreshTokens.sessionId, rotatedAt: refreshTokens.rotatedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    if (!again) return { ok: false };
    const [next] = await tx
      .select({ issuedAt: refreshTokens.issuedAt, rotatedAt: refreshTokens.rotatedAt })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.tokenHash, successorHash), eq(refreshTokens.sessionId, again.sessionId)));
    const spentFor = again.rotatedAt === null ? Infinity : now.getTime() - again.rotatedAt.getTime();
    if (next && next.rotatedAt === null && spentFor <= REFRESH_REUSE_SECONDS * 1000) {
      const session = await liveSession(tx, again.sessionId, now, false);
      return session ? answer(session, next.issuedAt) : { ok: false };
    }
    await revokeSession(tx, again.sessionId, 'refresh_token_reuse', now);
    return { ok: false };
  });
};
