import { type AdminAbility, roleMay } from '@simportal/contract/admin-roles';
import type { ApiKeyScope } from '@simportal/contract/api/api-keys';
import { isAdminLevel } from '@simportal/contract/enums';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { acceptingApiKey, needingBearer } from '../../http/bearer.ts';
import { DomainError } from '../../http/domain-error.ts';
import { type AdminStanding, adminStanding, isFresh } from './admin-standing.ts';
import { admitApiKey, isApiKey } from './api-keys.ts';
import { type MemberCaller, memberAdmission } from './member-gate.ts';
import { secondFactorRequired } from './second-factor.ts';
import {
  findLiveSession,
  findLiveSessionWithUser,
  type LiveSession,
  liveSessionOf,
  type SessionState,
  type SignedInAccount,
} from './sessions.ts';
import { type AccessClaims, readBearer, verifyAccessToken } from './tokens.ts';

/** Who is calling, as established by `authenticate`. */
export interface AuthUser {
  userId: number;
  /** The session (refresh-token family) the access token belongs to. */
  sessionId: string;
  /** The user's level now (read from the database, not from the token): 0 customer, 1 administrator. */
  level: number;
  /** The administrator acting as this user in a customer view (RFC 8693 `act`), else null. */
  actorId: number | null;
  /**
   * The API key the request presented (issue #59), else null. A key's caller has no session: its sessionId is
   * NO_SESSION, which names none, and only routes that state a scope admit a key at all.
   */
  apiKeyId?: string | null;
  /**
   * A member of another's account (decision 0103), else absent. On a 'cards' route `userId` is then the owner's
   * (whose balance pays and whose cards the route reads), and this names the member.
   */
  member?: MemberCaller | null;
}

/** The sessionId of an API key's caller: a UUID no session has, so a statement keyed by it finds nothing. */
export const NO_SESSION = '00000000-0000-0000-0000-000000000000';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `authenticate` hook; null on routes without it. Read it with requireUser/requireAdmin. */
    auth: AuthUser | null;
    /**
     * The caller's account and balance, read in the same statement as the session by `authenticate(ctx, {
     * withAccount: true })`; null otherwise. Read it with requireAccount.
     */
    account: SignedInAccount | null;
    /** The checked access token's claims, kept by `authenticateToken` for `readAsCaller`; null otherwise. */
    accessClaims: AccessClaims | null;
    /** Set by `authenticateAdmin`: the administrator's role and step-up as this request found them. */
    admin: AdminOnRequest | null;
  }
}

/** An administrator's standing on one request, and whether the request asked for (and had) a fresh proof. */
export interface AdminOnRequest extends AdminStanding {
  steppedUp: boolean;
}

/** Called once by buildApp, before the modules' routes. */
export const registerAuthentication = (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('account', null);
  app.decorateRequest('accessClaims', null);
  app.decorateRequest('admin', null);
};

/** The request's bearer token: login_expired (401) without one, token_invalid (401) for one that is no token. */
const bearerOf = (request: FastifyRequest): string => {
  const token = readBearer(request.headers.authorization);
  if (token === undefined) throw new DomainError('login_expired');
  if (token === null) throw new DomainError('token_invalid');
  return token;
};

/**
 * Admits the API key a request presented (decision 0076): api_key_not_allowed (403) on a route that states no
 * scope (before the key is even looked up), api_key_invalid (401) for a key that is not live, api_key_scope (403)
 * for a live key without the route's scope, api_key_rate_limited (429) past its requests a minute,
 * api_key_failures_limited (429) for an address past its failed keys (api-keys.ts).
 */
const admitKey = async (
  ctx: AppContext,
  request: FastifyRequest,
  token: string,
  scope: ApiKeyScope | undefined,
): Promise<AuthUser> => {
  if (!scope) throw new DomainError('api_key_not_allowed');
  const key = await admitApiKey(ctx, token, request.ip);
  if (!key.scopes.includes(scope)) throw new DomainError('api_key_scope');
  request.auth = { userId: key.userId, sessionId: NO_SESSION, level: 0, actorId: null, apiKeyId: key.id };
  return request.auth;
};

/** Admits the caller of `claims` on the live session found for them (null: none): the second half. */
const admit = (request: FastifyRequest, claims: AccessClaims, session: LiveSession | null): AuthUser => {
  if (!session) throw new DomainError('session_ended');
  if (session.userId !== claims.userId || session.actorId !== claims.actorId) {
    throw new DomainError('token_invalid');
  }
  // deny by default: a member only on a route open to members (member-gate.ts)
  const admission = memberAdmission(request, session);
  request.auth = {
    userId: admission?.actsAs ?? session.userId,
    sessionId: claims.sessionId,
    level: session.level,
    actorId: session.actorId,
    apiKeyId: null,
    member: admission?.member ?? null,
  };
  return request.auth;
};

/**
 * An onRequest (or preHandler) hook that requires a valid access token of a live session and sets
 * `request.auth`. Answers 401: no token → login_expired; expired → token_expired (10041); session ended
 * (logout, password change/reset, refresh-token reuse, absolute end) → session_ended (10051); anything else
 * (forged, tampered, `alg: none`, wrong audience or type, a refresh token) → token_invalid.
 * With `withAccount`, the session lookup also reads the caller's user row into `request.account` (one
 * statement instead of two for a route that answers with the account).
 * With `apiKey`, a customer's API key with that scope is admitted too, as its customer (decision 0076); without
 * it a key is refused (api_key_not_allowed): sessions, the account, keys themselves and every admin route.
 *
 *   app.get('/mine', { onRequest: authenticate(ctx) }, async (request) => requireUser(request).userId)
 *   app.get('/sims/:id', { onRequest: authenticate(ctx, { apiKey: 'read' }) }, …)
 */
export const authenticate = (ctx: AppContext, options: AuthenticateOptions = {}) =>
  acceptingApiKey(
    options.apiKey,
    needingBearer(async (request: FastifyRequest): Promise<void> => {
      const now = ctx.clock.now();
      const token = bearerOf(request);
      if (isApiKey(token)) {
        await admitKey(ctx, request, token, options.apiKey);
        return;
      }
      const claims = await verifyAccessToken(ctx.keys.accessToken, token, now);
      const { db } = ctx.database;
      if (options.withAccount) {
        const session = await findLiveSessionWithUser(db, claims.sessionId, now);
        admit(request, claims, session);
        if (session) request.account = { user: session.user, balanceMinor: session.balanceMinor };
      } else {
        admit(request, claims, await findLiveSession(db, claims.sessionId, now));
      }
    }),
  );

/** What a route asks of `authenticate`: the account read with the session, or the scope an API key needs. */
export type AuthenticateOptions =
  | { withAccount?: false; apiKey?: ApiKeyScope }
  // the account is a session's reading: no key reaches a route that reads it
  | { withAccount: true; apiKey?: undefined };

/**
 * `authenticate` split in two for the hottest reads (My SIMs, Activities), whose own statement reads the
 * session too (sessionStateColumns): one round trip instead of two. This hook checks the access token at once
 * (the same 401s, before the request is validated) and keeps its claims; the handler then reads through
 * `readAsCaller`, which admits the caller before it hands over anything. Until then `request.auth` is null,
 * so requireUser refuses (fail closed). An API key (with `apiKey`, as `authenticate` takes it) is admitted here
 * whole: it has no session for the read to carry.
 */
export const authenticateToken = (ctx: AppContext, options: { apiKey?: ApiKeyScope } = {}) =>
  acceptingApiKey(
    options.apiKey,
    needingBearer(async (request: FastifyRequest): Promise<void> => {
      const token = bearerOf(request);
      if (isApiKey(token)) {
        await admitKey(ctx, request, token, options.apiKey);
        return;
      }
      request.accessClaims = await verifyAccessToken(ctx.keys.accessToken, token, ctx.clock.now());
    }),
  );

/** What a read under `readAsCaller` found: the session's state (undefined when it found no row) and its value. */
export interface CallerRead<T> {
  session: SessionState | undefined;
  value: T;
}

/**
 * Runs `read` for the caller the access token names (its user and session), then admits them exactly as
 * `authenticate` would on the session state the read returned, or on a lookup of its own when the read found
 * no row to carry it (an empty page), and only then answers the read's value. A read never reaches the
 * caller for an ended session, and its value is the token user's only if the session is theirs. An error of
 * the read (a filter's 400) is answered only once the session is known to live: 401 comes first, as it does
 * with `authenticate`.
 */
export const readAsCaller = async <T>(
  ctx: AppContext,
  request: FastifyRequest,
  read: (caller: { userId: number; sessionId: string; memberId?: number }) => Promise<CallerRead<T>>,
): Promise<T> => {
  // an API key was admitted by authenticateToken itself; the read's session state (none) is not asked
  const keyCaller = request.auth?.apiKeyId ? request.auth : null;
  if (keyCaller) return (await read({ userId: keyCaller.userId, sessionId: NO_SESSION })).value;
  const claims = request.accessClaims;
  // the route forgot authenticateToken
  if (!claims) throw new DomainError('login_expired');
  const lookUp = () => findLiveSession(ctx.database.db, claims.sessionId, ctx.clock.now());
  let found: CallerRead<T>;
  try {
    found = await read({ userId: claims.userId, sessionId: claims.sessionId });
  } catch (error) {
    admit(request, claims, await lookUp());
    throw error;
  }
  const { session, value } = found;
  const caller = admit(
    request,
    claims,
    session === undefined ? await lookUp() : liveSessionOf(session, ctx.clock.now()),
  );
  // a member admitted on their owner's cards: the read is made again as the owner, narrowed to the member's
  // groups (the first, as the member's own account, found nothing to show; decision 0103)
  if (caller.member && caller.userId !== claims.userId)
    return (await read({ userId: caller.userId, sessionId: claims.sessionId, memberId: caller.member.id }))
      .value;
  return value;
};

/** What an admin route asks of its caller (issue #34). */
export interface AdminRouteNeeds {
  /** What the route does: read, serve customers or manage the shop (contract/admin-roles.ts). */
  may: AdminAbility;
  /** A sensitive action: asks for a fresh proof (step_up_required) unless given in ADMIN_STEP_UP_MINUTES. */
  stepUp?: boolean;
  /** The second factor's own routes: how an administrator without one sets it up. */
  secondFactor?: 'not-yet';
}

/**
 * `authenticate`, then admin_required (403) unless the caller is an administrator acting as themself; when the
 * operator requires a second factor (ADMIN_SECOND_FACTOR), second_factor_enrolment_required (403) unless the
 * session gave one (decision 0041); admin_role_forbidden (403) unless their role may do what the route needs;
 * step_up_required (403) for a sensitive action without a fresh proof (decision 0043). Every admin route states
 * its needs: `authenticateAdmin(ctx, { may: 'serve', stepUp: true })`.
 */
export const authenticateAdmin = (ctx: AppContext, needs: AdminRouteNeeds) => {
  const authenticateUser = authenticate(ctx);
  return needingBearer(async (request: FastifyRequest): Promise<void> => {
    await authenticateUser(request);
    const caller = requireAdmin(request);
    const standing = await adminStanding(ctx, ctx.database.db, caller.sessionId);
    if (!standing) throw new DomainError('admin_required');
    if (needs.secondFactor !== 'not-yet' && secondFactorRequired(ctx) && !standing.secondFactorGiven)
      throw new DomainError('second_factor_enrolment_required');
    if (!roleMay(standing.role, needs.may)) throw new DomainError('admin_role_forbidden');
    if (needs.stepUp && !isFresh(ctx, standing)) throw new DomainError('step_up_required');
    request.admin = { ...standing, steppedUp: needs.stepUp === true };
  });
};

/** The standing `authenticateAdmin` found; admin_required if the route forgot it. */
export const requireAdminStanding = (request: FastifyRequest): AdminOnRequest => {
  if (!request.admin) throw new DomainError('admin_required');
  return request.admin;
};

/**
 * For an action whose sensitivity depends on what it is (a pay order above STEP_UP_PAY_ORDER_MINOR): asks for
 * a fresh proof as `stepUp: true` would, and marks the request as stepped up for its audit entry.
 */
export const requireStepUp = (ctx: AppContext, request: FastifyRequest): void => {
  const standing = requireAdminStanding(request);
  if (!isFresh(ctx, standing)) throw new DomainError('step_up_required');
  standing.steppedUp = true;
};

/** The caller of a route guarded by `authenticate`; login_expired if the route forgot the hook. */
export const requireUser = (request: FastifyRequest): AuthUser => {
  if (!request.auth) throw new DomainError('login_expired');
  return request.auth;
};

/** The caller's account and balance, on a route guarded by `authenticate(ctx, { withAccount: true })`. */
export const requireAccount = (request: FastifyRequest): SignedInAccount => {
  if (!request.account) throw new DomainError('login_expired');
  return request.account;
};

/** The caller, who must be an administrator (level 1); admin_required (403) otherwise. */
export const requireAdmin = (request: FastifyRequest): AuthUser => {
  const user = requireUser(request);
  // a customer view's token never acts as an administrator, whoever it acts for
  if (!isAdminLevel(user.level) || user.actorId !== null) throw new DomainError('admin_required');
  return user;
};
