import { randomUUID } from 'node:crypto';
import type { TokenPair } from '@simportal/contract/api/auth';
import { and, eq, getViewSelectedFields, gt, isNull, ne, type Placeholder, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/database.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { accountBalances } from '../ledger/index.ts';
import { type UserRow, userAccounts } from '../users/index.ts';
import { authSessions, refreshTokens } from './schema.ts';
import type { SessionClient } from './session-client.ts';
import { hashRefreshToken, newRefreshToken, signAccessToken } from './tokens.ts';

export type RevokeReason =
  | 'logout'
  | 'refresh_token_reuse'
  | 'password_change'
  | 'password_reset'
  /** Ended by its owner from another session's list (GET /api/user/sessions). */
  | 'ended_by_user'
  /** Its account was deleted (docs/decisions/0040). */
  | 'account_deleted'
  /** Its administrator set up a second factor in another session: this one had the password alone (0041). */
  | 'second_factor_enrolled'
  /** An owner took its administrator's role away (issue #34). */
  | 'administrator_removed'
  /** Its administrator turned two-step verification off in another session (issue #34). */
  | 'second_factor_removed'
  /** Left unused on a device its owner then signed in from again (issue #56): a newer session replaced it. */
  | 'replaced_on_device'
  /** Its account was a member's, and the owner removed the member (decision 0103). */
  | 'member_removed';

/**
 * A session unused this long is left behind when its owner signs in again from the same device (the same
 * browser, system, kind of device and network): that sign-in ends it (issue #56, thirteen identical rows in one
 * morning). A session in use on a twin device within these hours is kept.
 */
export const SAME_DEVICE_IDLE_HOURS = 12;

const HOUR_MS = 3_600_000;

/**
 * Ends the owner's own live sessions, but `keep`, from the same device as `client` that have not been used for
 * SAME_DEVICE_IDLE_HOURS. The browser counts without its version, as an update is the same browser
 * (security-notices.ts isNewDevice); an unknown part matches only an unknown part.
 */
const endIdleSessionsOfDevice = async (
  db: DbOrTx,
  input: { userId: number; client: SessionClient; keep: string; now: Date },
) => {
  const { userId, client, keep, now } = input;
  const idleSince = new Date(now.getTime() - SAME_DEVICE_IDLE_HOURS * HOUR_MS);
  const browserName = client.browser?.replace(/ \d+$/, '') ?? null;
  await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: 'replaced_on_device' })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.actorUserId),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, now),
        ne(authSessions.id, keep),
        sql`regexp_replace(${authSessions.browser}, ' [0-9]+$', '') is not distinct from ${browserName}`,
        sql`${authSessions.os} is not distinct from ${client.os}`,
        sql`${authSessions.device} is not distinct from ${client.device}`,
        sql`${authSessions.network} is not distinct from ${client.network}`,
        sql`coalesce(${authSessions.lastRefreshedAt}, ${authSessions.createdAt}) < ${idleSince.toISOString()}::timestamptz`,
      ),
    );
};

export interface IssuedSession {
  sessionId: string;
  userId: number;
  actorId: number | null;
  refreshToken: string;
  expiresAt: Date;
  /**
   * When the pair was first issued and its access token's id (rotation.ts): given, the pair is signed exactly as
   * it was then; absent, it is issued now with a random id.
   */
  issued?: { at: Date; jti: string };
}

/**
 * Opens a session (a new refresh-token family) with its absolute end; remember-me makes it longer. `client` is
 * what its owner's session list will show (session-client.ts).
 */
export const createSession = async (
  ctx: AppContext,
  tx: DbOrTx,
  input: {
    userId: number;
    rememberMe: boolean;
    actorId?: number | null;
    client?: SessionClient;
    /** The administrator gave their second factor to open it (decision 0041). */
    secondFactor?: boolean;
  },
): Promise<IssuedSession> => {
  const now = ctx.clock.now();
  const ttl = input.rememberMe ? ctx.config.REMEMBER_ME_TTL_SECONDS : ctx.config.SESSION_TTL_SECONDS;
  const sessionId = randomUUID();
  const expiresAt = new Date(now.getTime() + ttl * 1000);
  const actorId = input.actorId ?? null;
  await tx.insert(authSessions).values({
    id: sessionId,
    userId: input.userId,
    actorUserId: actorId,
    rememberMe: input.rememberMe,
    createdAt: now,
    expiresAt,
    secondFactorAt: input.secondFactor ? now : null,
    ...input.client,
  });
  const refreshToken = newRefreshToken();
  await tx
    .insert(refreshTokens)
    .values({ tokenHash: hashRefreshToken(refreshToken), sessionId, issuedAt: now });
  // the owner's own sign-in (not an administrator's view of the account) replaces what it left on this device
  if (actorId === null && input.client) {
    await endIdleSessionsOfDevice(tx, { userId: input.userId, client: input.client, keep: sessionId, now });
  }
  return { sessionId, userId: input.userId, actorId, refreshToken, expiresAt };
};

/** The token pair of a session; the access token never outlives the session. */
export const tokenPair = async (ctx: AppContext, session: IssuedSession): Promise<TokenPair> => {
  const issuedAt = session.issued?.at ?? ctx.clock.now();
  const accessExpiresAt = new Date(
    Math.min(issuedAt.getTime() + ctx.config.ACCESS_TOKEN_TTL_SECONDS * 1000, session.expiresAt.getTime()),
  );
  const accessToken = await signAccessToken(
    ctx.keys.accessToken,
    { userId: session.userId, sessionId: session.sessionId, actorId: session.actorId },
    issuedAt,
    accessExpiresAt,
    session.issued?.jti,
  );
  return {
    accessToken,
    refreshToken: session.refreshToken,
    // JWT times are whole seconds: report the instant the token really stops working.
    accessTokenExpiresAt: new Date(Math.floor(accessExpiresAt.getTime() / 1000) * 1000).toISOString(),
    sessionExpiresAt: session.expiresAt.toISOString(),
  };
};

/** Ends one session: its refresh tokens stop working and its access tokens answer session_ended. */
export const revokeSession = async (db: DbOrTx, sessionId: string, reason: RevokeReason, now: Date) => {
  await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
};

/** Ends every session of a user, or every one but `exceptSessionId`. */
export const revokeUserSessions = async (
  db: DbOrTx,
  userId: number,
  reason: RevokeReason,
  now: Date,
  exceptSessionId?: string,
) => {
  await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        exceptSessionId === undefined ? undefined : ne(authSessions.id, exceptSessionId),
      ),
    );
};

export interface LiveSession {
  userId: number;
  actorId: number | null;
  level: number;
  /** A member's owner (decision 0103), else null: read with the session, so a removed member is never admitted. */
  ownerId: number | null;
}

const sessionColumns = {
  userId: authSessions.userId,
  actorId: authSessions.actorUserId,
  revokedAt: authSessions.revokedAt,
  expiresAt: authSessions.expiresAt,
};

/** Every authenticated request runs this lookup: it is prepared once (see db/prepared.ts). */
const liveSessionQuery = preparedPerDatabase((db) =>
  db
    .select({ ...sessionColumns, level: userAccounts.level, ownerId: userAccounts.ownerId })
    .from(authSessions)
    .innerJoin(userAccounts, eq(userAccounts.id, authSessions.userId))
    .where(eq(authSessions.id, sql.placeholder('sessionId')))
    .prepare('find_live_session'),
);

/**
 * The same lookup with the whole account and its balance, for the routes that answer with the account
 * (getUserInfo): the account through modules/users' view, the balance through the ledger's.
 */
const liveSessionWithUserQuery = preparedPerDatabase((db) =>
  db
    .select({
      ...sessionColumns,
      user: getViewSelectedFields(userAccounts),
      balanceMinor: accountBalances.balance,
    })
    .from(authSessions)
    .innerJoin(userAccounts, eq(userAccounts.id, authSessions.userId))
    .innerJoin(accountBalances, eq(accountBalances.userId, authSessions.userId))
    .where(eq(authSessions.id, sql.placeholder('sessionId')))
    .prepare('find_live_session_with_user'),
);

const isLive = (row: { revokedAt: Date | null; expiresAt: Date }, now: Date) =>
  row.revokedAt === null && row.expiresAt > now;

/** A session as a read found it (all null when there is no such session). */
export interface SessionState {
  userId: number | null;
  actorId: number | null;
  revokedAt: Date | null;
  expiresAt: Date | null;
  level: number | null;
  ownerId: number | null;
}

/**
 * The state of session `sessionId` (a placeholder) as columns of a read's own statement: uncorrelated
 * subqueries, computed once per statement from the primary keys. A hot read (My SIMs, Activities) checks the
 * session with it in its own round trip instead of a lookup of its own (modules/auth/authenticate.ts readAsCaller),
 * and the checks are liveSessionOf's, the same as findLiveSession's.
 */
export const sessionStateColumns = (sessionId: Placeholder) => ({
  userId: sql<number | null>`(select s.user_id from auth_sessions s where s.id = ${sessionId})`,
  actorId: sql<number | null>`(select s.actor_user_id from auth_sessions s where s.id = ${sessionId})`,
  revokedAt: sql<Date | null>`(select s.revoked_at from auth_sessions s where s.id = ${sessionId})`.mapWith(
    authSessions.revokedAt,
  ),
  expiresAt: sql<Date | null>`(select s.expires_at from auth_sessions s where s.id = ${sessionId})`.mapWith(
    authSessions.expiresAt,
  ),
  level: sql<number | null>`(select u.level from auth_sessions s join ${userAccounts} u on u.id = s.user_id
    where s.id = ${sessionId})`,
  ownerId: sql<
    number | null
  >`(select u.owner_id from auth_sessions s join ${userAccounts} u on u.id = s.user_id
    where s.id = ${sessionId})`,
});

/** The session a read found, with its user's current level, or null when it has ended (or never was). */
export const liveSessionOf = (state: SessionState, now: Date): LiveSession | null => {
  const { userId, actorId, revokedAt, expiresAt, level, ownerId } = state;
  if (userId === null || expiresAt === null || level === null) return null;
  if (!isLive({ revokedAt, expiresAt }, now)) return null;
  return { userId, actorId, level, ownerId };
};

/** The session an access token names, with its user's current level, or null when it has ended. */
export const findLiveSession = async (
  db: DbOrTx,
  sessionId: string,
  now: Date,
): Promise<LiveSession | null> => {
  const [row] = await liveSessionQuery(db).execute({ sessionId });
  if (!row || !isLive(row, now)) return null;
  return { userId: row.userId, actorId: row.actorId, level: row.level, ownerId: row.ownerId };
};

/** An account as a route that answers with it reads it: its row and its balance (minor units). */
export interface SignedInAccount {
  user: UserRow;
  balanceMinor: number;
}

/**
 * findLiveSession and the account in the same statement: a route that answers with the account saves a round
 * trip (one statement for getUserInfo instead of two).
 */
export const findLiveSessionWithUser = async (
  db: DbOrTx,
  sessionId: string,
  now: Date,
): Promise<(LiveSession & SignedInAccount) | null> => {
  const [row] = await liveSessionWithUserQuery(db).execute({ sessionId });
  if (!row || !isLive(row, now)) return null;
  return {
    userId: row.userId,
    actorId: row.actorId,
    level: row.user.level,
    ownerId: row.user.ownerId,
    user: row.user,
    balanceMinor: row.balanceMinor,
  };
};
