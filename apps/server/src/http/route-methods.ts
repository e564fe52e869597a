import type { FastifyInstance } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';

/**
 * Which methods each registered path answers, for telling "no such address" (404) from "this address, but
 * not with this method" (405 with Allow, RFC 9110 §15.5.6). Fastify's router only answers "no route", so a
 * second router of the same kind (find-my-way, the one Fastify uses) is fed every route as it is registered
 * and asked, for an unmatched request, which methods match its path.
 */
export const trackRouteMethods = (app: FastifyInstance) => {
  const router = FindMyWay({ maxParamLength: app.initialConfig.maxParamLength });
  const methods = new Set<HTTPMethod>();
  app.addHook('onRoute', (route) => {
    // A catch-all (the static files' `/*`) would make every path known; an address it does not serve is a 404.
    if (route.url.includes('*')) return;
    for (const method of [route.method].flat() as HTTPMethod[]) {
      // The same path may come twice (e.g. GET and its generated HEAD); find-my-way refuses a duplicate.
      if (router.hasRoute(method, route.url)) continue;
      router.on(method, route.url, () => {});
      methods.add(method);
    }
  });
  /**
   * The methods that have a route at this path, sorted, when the request's own method is not among them: a
   * 405 to send. Empty when the path is unknown, or when its route itself answered not-found (a missing file).
   */
  return (method: string, path: string): string[] => {
    const allow = [...methods].filter((known) => router.find(known, path) !== null).sort();
    return allow.includes(method as HTTPMethod) ? [] : allow;
  };
};
