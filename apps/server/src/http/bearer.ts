import type { FastifyRequest } from 'fastify';

// Which routes need a bearer access token, for the OpenAPI document (plugins/openapi.ts). The hooks that check
// the token live with the sessions they read (modules/auth/authenticate.ts) and mark themselves here, so the
// HTTP edge and the document need nothing from the auth module.

/** The OpenAPI `security` of a route that needs the bearer access token. */
export const BEARER_SECURITY = [{ bearerAuth: [] }];

const bearerHooks = new WeakSet<object>();

/** Marks `hook` as one that requires a bearer access token. */
export const needingBearer = <F extends (request: FastifyRequest) => Promise<void>>(hook: F): F => {
  bearerHooks.add(hook);
  return hook;
};

/** Whether a route's onRequest hooks (one, a list, or none) include a hook marked by `needingBearer`. */
export const requiresBearer = (onRequest: unknown): boolean =>
  [onRequest].flat().some((hook) => typeof hook === 'function' && bearerHooks.has(hook));
