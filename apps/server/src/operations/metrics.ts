import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { AppContext } from '../app-context.ts';
import { failure } from '../http/envelope.ts';
import { isLocalRequest } from '../http/local-request.ts';
import { registerStateGauges } from './metrics-gauges.ts';

/** The route label of a request no route matched (404s, the web app's pages): raw URLs would be unbounded. */
const UNMATCHED_ROUTE = 'unmatched';

const HTTP_LABELS = ['method', 'route', 'status_code'] as const;
/** From a cached read (~1 ms) to the slow end of an import or an admin list. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compared as digests: equal lengths for timingSafeEqual, and the time taken says nothing of the token. */
const bearerMatches = (authorization: string | undefined, token: string): boolean => {
  const presented = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(presented), digest(token));
};

/**
 * Who may scrape: with METRICS_TOKEN, whoever sends it as a bearer token (a Prometheus elsewhere); without it,
 * with METRICS_LOCAL, only a request from this machine (an agent beside the process); otherwise nobody.
 * Metrics name routes, volumes and failures: not for the internet.
 */
const mayScrape = (request: FastifyRequest, ctx: AppContext): boolean => {
  const token = ctx.config.METRICS_TOKEN;
  if (token !== undefined) return bearerMatches(request.headers.authorization, token);
  return ctx.config.METRICS_LOCAL && isLocalRequest(request);
};

/**
 * GET /metrics in Prometheus' text format, at the root where scrapers look. One registry per app, not
 * prom-client's global one: tests build many apps in one process. Counts every request by method, route pattern
 * and status; the state gauges (pool, queues, billing) are read at scrape time (metrics-gauges.ts).
 */
export const registerMetrics = (app: FastifyInstance, ctx: AppContext) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'simportal_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: HTTP_LABELS,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'simportal_http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its response, by method, route pattern and status code',
    labelNames: HTTP_LABELS,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      // the pattern (/api/sims/:id), never the URL; undefined when no route matched
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status_code: reply.statusCode,
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });

  registerStateGauges(registry, ctx, app.log);

  // Hidden from the OpenAPI document: it describes the portal's API under /api; this is the operator's, with
  // its own credential and format.
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayScrape(request, ctx)) {
      // the ordinary 404: an outsider learns nothing, not even that the endpoint exists
      return reply.status(404).send(failure('route_not_found', { method: request.method, path: '/metrics' }));
    }
    const text = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });
};
