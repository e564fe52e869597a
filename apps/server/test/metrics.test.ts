import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { runDueDays } from '../src/commands/daily-run.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openPostgres } from '../src/db/database.ts';
import { PROXY_HEADERS } from '../src/http/local-request.ts';
import { queueCarrierCommand } from '../src/modules/carrier/carrier-commands.ts';
import { deliverNow } from '../src/modules/deliveries/deliver.ts';
import { cardOf, catalogue, customer, moveTo } from './billing-fixtures.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { insertDelivery } from './helpers/deliveries.ts';
import { parsePrometheusText, samplesOf, sampleValue } from './helpers/prometheus-text.ts';
import { carrierOf, readCard } from './sims-fixtures.ts';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const TOKEN = 'scrape-token-0123456789abcdef';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const scrape = async (
  app = t.app,
  options: { headers?: Record<string, string>; remoteAddress?: string } = {},
) => {
  const res = await app.inject({ method: 'GET', url: '/metrics', ...options });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusText(res.body);
};

const expectHidden = (res: { statusCode: number; json(): unknown }) => {
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({
    code: 40401,
    message: 'route_not_found',
    data: { method: 'GET', path: '/metrics' },
  });
};

describe('GET /metrics: HTTP and process figures', () => {
  it('counts requests and their durations by method, route pattern and status code, never by raw URL', async () => {
    await t.app.inject({ method: 'GET', url: '/api/catalog/plans' });
    await t.app.inject({ method: 'GET', url: '/api/sims/4242' }); // no token: 401
    await t.app.inject({ method: 'GET', url: '/api/no/such/thing-4242' });
    const samples = await scrape();

    const plans = { method: 'GET', route: '/api/catalog/plans', status_code: '200' };
    expect(sampleValue(samples, 'simportal_http_requests_total', plans)).toBe(1);
    expect(sampleValue(samples, 'simportal_http_request_duration_seconds_count', plans)).toBe(1);
    expect(
      sampleValue(samples, 'simportal_http_request_duration_seconds_bucket', { ...plans, le: '+Inf' }),
    ).toBe(1);
    expect(sampleValue(samples, 'simportal_http_request_duration_seconds_sum', plans)).toBeGreaterThan(0);
    expect(
      sampleValue(samples, 'simportal_http_requests_total', { route: '/api/sims/:id', status_code: '401' }),
    ).toBe(1);
    expect(
      sampleValue(samples, 'simportal_http_requests_total', { route: 'unmatched', status_code: '404' }),
    ).toBeGreaterThanOrEqual(1);
    const routes = samplesOf(samples, 'simportal_http_requests_total').map((s) => s.labels.route);
    expect(routes.filter((route) => route?.includes('4242'))).toEqual([]);
  });

  it("counts the scrape's own requests like any other route", async () => {
    await scrape();
    const samples = await scrape();
    expect(
      sampleValue(samples, 'simportal_http_requests_total', { route: '/metrics', status_code: '200' }),
    ).toBeGreaterThanOrEqual(2);
  });

  it('includes the default process metrics of this registry', async () => {
    const samples = await scrape();
    expect(sampleValue(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sampleValue(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('is not in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/metrics']).toBeUndefined();
  });
});

describe('GET /metrics: queue, database and billing gauges', () => {
  it('counts the deliveries of each kind by state, failed carrier commands included', async () => {
    const card = await readCard(t, await cardOf(t, (await customer(t)).user.id));
    const ids = [
      await queueCarrierCommand(t.database.db, { cardId: card.id, iccid: card.iccid }, 'PAUSE'),
      await queueCarrierCommand(t.database.db, { cardId: card.id, iccid: card.iccid }, 'RESUME'),
    ];
    await insertDelivery(t.database.db, {
      kind: 'mail',
      payload: { to: 'a@example.com', mailKind: 'test', locale: 'en', subject: 's', text: 'b' },
      state: 'failed',
    });
    const before = await scrape();
    const failedBefore =
      sampleValue(before, 'simportal_queue_jobs', { kind: 'carrier_command', state: 'failed' }) ?? 0;
    expect(sampleValue(before, 'simportal_queue_jobs', { kind: 'carrier_command', state: 'queued' })).toBe(2);

    carrierOf(t).failNext(1);
    await deliverNow(t.ctx, ids, quiet);
    const after = await scrape();
    expect(sampleValue(after, 'simportal_queue_jobs', { kind: 'carrier_command', state: 'failed' })).toBe(
      failedBefore + 1,
    );
    // the card's RESUME waits behind its failed PAUSE: a card's commands go out in order
    expect(sampleValue(after, 'simportal_queue_jobs', { kind: 'carrier_command', state: 'queued' })).toBe(1);
    expect(
      sampleValue(after, 'simportal_queue_jobs', { kind: 'mail', state: 'failed' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('names the engine; PGlite has no pool gauges', async () => {
    const samples = await scrape();
    expect(sampleValue(samples, 'simportal_db_info', { engine: t.database.engine })).toBe(1);
    if (t.database.engine === 'pglite') {
      expect(samplesOf(samples, 'simportal_db_pool_connections')).toEqual([]);
    } else {
      expect(sampleValue(samples, 'simportal_db_pool_max_connections')).toBe(10);
    }
  });

  it("reports the newest daily run's figures and how many business days the run is behind", async () => {
    moveTo(t, '2026-12-01');
    const before = await scrape();
    expect(sampleValue(before, 'simportal_billing_days_behind')).toBe(1);
    expect(sampleValue(before, 'simportal_billing_last_run_business_day_seconds')).toBe(0);

    const { daily500 } = await catalogue(t);
    const payer = await customer(t, 10_000);
    await cardOf(t, payer.user.id, {
      status: 'USING',
      currentPlanId: daily500.id,
      cycleStartDay: '2026-12-01',
    });
    const [run] = await runDueDays(t.ctx, { log: quiet });
    expect(run!.charged).toBeGreaterThanOrEqual(1);

    const after = await scrape();
    expect(sampleValue(after, 'simportal_billing_days_behind')).toBe(0);
    expect(sampleValue(after, 'simportal_billing_last_run_business_day_seconds')).toBe(
      Date.parse('2026-12-01T00:00:00Z') / 1000,
    );
    expect(sampleValue(after, 'simportal_billing_last_run_cards_charged')).toBe(run!.charged);
    expect(sampleValue(after, 'simportal_billing_last_run_charged_minor')).toBe(run!.chargedMinor);
    expect(sampleValue(after, 'simportal_billing_last_run_cards_suspended')).toBe(run!.suspended);
    expect(sampleValue(after, 'simportal_billing_last_run_duration_seconds')).toBeGreaterThanOrEqual(0);

    moveTo(t, '2026-12-03');
    expect(sampleValue(await scrape(), 'simportal_billing_days_behind')).toBe(2);
  });
});

/** A loopback port nothing listens on: connecting to it is refused at once, like a stopped PostgreSQL. */
const closedPort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

describe('GET /metrics while PostgreSQL cannot be reached', () => {
  let unreachable: Database;
  let down: Awaited<ReturnType<typeof buildApp>>['app'];
  beforeAll(async () => {
    unreachable = openPostgres(`postgres://postgres@127.0.0.1:${await closedPort()}/portal`, 3);
    ({ app: down } = await buildApp({ ...t.ctx, database: unreachable }, { logger: false }));
    await down.ready();
  });
  afterAll(async () => {
    await down.close();
    await unreachable.close();
  });

  it('still answers, with the pool gauges, unknown billing figures and the failed reads counted', async () => {
    const samples = await scrape(down);
    expect(sampleValue(samples, 'simportal_db_info', { engine: 'postgres' })).toBe(1);
    expect(sampleValue(samples, 'simportal_db_pool_max_connections')).toBe(3);
    expect(sampleValue(samples, 'simportal_db_pool_waiting_requests')).toBe(0);
    expect(sampleValue(samples, 'simportal_db_pool_connections')).toBe(0);
    expect(sampleValue(samples, 'simportal_billing_days_behind')).toBeNaN();
    expect(samplesOf(samples, 'simportal_queue_jobs')).toEqual([]);
    expect(sampleValue(samples, 'simportal_metrics_collect_failures_total', { collector: 'billing' })).toBe(
      1,
    );
    expect(
      sampleValue(samples, 'simportal_metrics_collect_failures_total', { collector: 'queue_jobs' }),
    ).toBe(1);
    expect(sampleValue(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });
});

describe('who may scrape', () => {
  it('without METRICS_TOKEN nor METRICS_LOCAL (the defaults): nobody, not even this machine (issue #31)', async () => {
    expect(loadConfig({}).METRICS_LOCAL).toBe(false);
    const closed = await buildTestApp({ METRICS_LOCAL: 'false' });
    try {
      expectHidden(await closed.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' }));
    } finally {
      await closed.close();
    }
  });

  it('with METRICS_LOCAL: a request from this machine, not one from elsewhere or through a proxy', async () => {
    await scrape(t.app, { remoteAddress: '127.0.0.1' });
    await scrape(t.app, { remoteAddress: '::1' });
    expectHidden(await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.0.0.7' }));
    // any header a proxy, a CDN or a tunnel adds (issue #56: Via, CF-Connecting-IP, True-Client-IP and
    // X-Forwarded-Host were let through)
    for (const header of [...PROXY_HEADERS, 'x-forwarded-port']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '127.0.0.1',
        headers: { [header]: header === 'forwarded' ? 'for=203.0.113.9' : '203.0.113.9' },
      });
      expect(res.statusCode, header).toBe(404);
      expectHidden(res);
    }
    // a token is no use when none is configured
    expectHidden(
      await t.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '10.0.0.7',
        headers: { authorization: `Bearer ${TOKEN}` },
      }),
    );
  });

  describe('with METRICS_TOKEN', () => {
    let guarded: TestApp;
    beforeAll(async () => {
      guarded = await buildTestApp({ METRICS_TOKEN: TOKEN });
    });
    afterAll(() => guarded.close());

    it('answers the bearer of the token, from anywhere', async () => {
      const samples = await scrape(guarded.app, {
        remoteAddress: '10.0.0.7',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(sampleValue(samples, 'simportal_db_info', { engine: guarded.database.engine })).toBe(1);
    });

    it('refuses a missing, wrong or malformed token, even from this machine', async () => {
      for (const authorization of [
        undefined,
        `Bearer ${TOKEN}x`,
        `Bearer ${TOKEN.slice(0, -1)}`,
        TOKEN,
        'Bearer ',
      ]) {
        const headers = authorization === undefined ? {} : { authorization };
        expectHidden(
          await guarded.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1', headers }),
        );
      }
    });
  });

  it('refuses a METRICS_TOKEN shorter than 16 characters at start', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16/);
  });
});
