import type { FastifyRequest } from 'fastify';

// Which routes need a bearer access token, and which of them a customer's API key also reaches with which scope
// (issue #59, docs/decisions/0076), for the OpenAPI document (plugins/openapi.ts). The hooks that check the token
// live with the sessions they read (modules/auth/authenticate.ts) and mark themselves here, so the HTTP edge and
// the document need nothing from the auth module.

/** The OpenAPI `security` of a route that needs the bearer access token. */
export const BEARER_SECURITY = [{ bearerAuth: [] }];

/** The OpenAPI security scheme of customers' API keys: the scope a route needs is the requirement's one role. */
export const API_KEY_SCHEME = 'apiKey';

const bearerHooks = new WeakSet<object>();
const keyScopes = new WeakMap<object, string>();

/** Marks `hook` as one that requires a bearer access token. */
export const needingBearer = <F extends (request: FastifyRequest) => Promise<void>>(hook: F): F => {
  bearerHooks.add(hook);
  return hook;
};

/** Marks `hook` as one that also admits an API key with `scope` (none: it admits no key). */
export const acceptingApiKey = <F extends (request: FastifyRequest) => Promise<void>>(
  scope: string | undefined,
  hook: F,
): F => {
  if (scope) keyScopes.set(hook, scope);
  return hook;
};

const hooksOf = (onRequest: unknown) =>
  [onRequest].flat().filter((hook): hook is object => typeof hook === 'function');

/** Whether a route's onRequest hooks (one, a list, or none) include a hook marked by `needingBearer`. */
export const requiresBearer = (onRequest: unknown): boolean =>
  hooksOf(onRequest).some((hook) => bearerHooks.has(hook));

/** The scope an API key needs on a route with these onRequest hooks; undefined when no key reaches it. */
export const apiKeyScopeOf = (onRequest: unknown): string | undefined =>
  hooksOf(onRequest)
    .map((hook) => keyScopes.get(hook))
    .find(Boolean);
