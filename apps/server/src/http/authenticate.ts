import { isAdminLevel } from '@simportal/contract/enums';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { findLiveSession } from '../modules/auth/sessions.ts';
import { readBearer, verifyAccessToken } from '../modules/auth/tokens.ts';
import { DomainError } from './domain-error.ts';

/** Who is calling, as established by `authenticate`. */
export interface AuthUser {
  userId: number;
  /** The session (refresh-token family) the access token belongs to. */
  sessionId: string;
  /** The user's level now (read from the database, not from the token): 0 customer, 1 administrator. */
  level: number;
  /** The administrator acting as this user in a customer view (RFC 8693 `act`), else null. */
  actorId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `authenticate` hook; null on routes without it. Read it with requireUser/requireAdmin. */
    auth: AuthUser | null;
  }
}

/** Called once by buildApp, before the modules' routes. */
export const registerAuthentication = (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
};

/** The OpenAPI `security` of a route that needs the bearer access token. */
export const BEARER_SECURITY = [{ bearerAuth: [] }];

/**
 * An onRequest (or preHandler) hook that requires a valid access token of a live session and sets
 * `request.auth`. Answers 401: no token → login_expired; expired → token_expired (10041); session ended
 * (logout, password change/reset, refresh-token reuse, absolute end) → session_ended (10051); anything else
 * (forged, tampered, `alg: none`, wrong audience or type, a refresh token) → token_invalid.
 *
 *   app.get('/mine', { onRequest: authenticate(ctx) }, async (request) => requireUser(request).userId)
 */
export const authenticate =
  (ctx: AppContext) =>
  async (request: FastifyRequest): Promise<void> => {
    const token = readBearer(request.headers.authorization);
    if (token === undefined) throw new DomainError('login_expired');
    if (token === null) throw new DomainError('token_invalid');
    const now = ctx.clock.now();
    const claims = await verifyAccessToken(ctx.keys.accessToken, token, now);
    const session = await findLiveSession(ctx.database.db, claims.sessionId, now);
    if (!session) throw new DomainError('session_ended');
    if (session.userId !== claims.userId || session.actorId !== claims.actorId) {
      throw new DomainError('token_invalid');
    }
    request.auth = {
      userId: session.userId,
      sessionId: claims.sessionId,
      level: session.level,
      actorId: session.actorId,
    };
  };

/** `authenticate`, then admin_required (403) unless the caller is an administrator acting as themself. */
export const authenticateAdmin = (ctx: AppContext) => {
  const authenticateUser = authenticate(ctx);
  return async (request: FastifyRequest): Promise<void> => {
    await authenticateUser(request);
    requireAdmin(request);
  };
};

/** The caller of a route guarded by `authenticate`; login_expired if the route forgot the hook. */
export const requireUser = (request: FastifyRequest): AuthUser => {
  if (!request.auth) throw new DomainError('login_expired');
  return request.auth;
};

/** The caller, who must be an administrator (level 1); admin_required (403) otherwise. */
export const requireAdmin = (request: FastifyRequest): AuthUser => {
  const user = requireUser(request);
  // a customer view's token never acts as an administrator, whoever it acts for
  if (!isAdminLevel(user.level) || user.actorId !== null) throw new DomainError('admin_required');
  return user;
};
