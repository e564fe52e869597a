import { ERRORS, type ErrorKey } from '@simportal/contract/errors';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../src/http/json-body.ts';
import { DEMO_CUSTOMER } from '../src/seed/demo-customer.ts';
import {
  type Cluster,
  clusterScript,
  logIn,
  type ServerProcess,
  spawnServer,
  waitUntilHealthy,
} from './support/server-process.ts';

// Bodies of at most the body limit that once kept the event loop busy for seconds (issue #18: 50,000 levels
// took 15.6 s, and every other request waited) are sent to the real server process while /api/health is asked
// without pause on other connections. Each body must be refused with its catalogued envelope in under 100 ms,
// and the health answers' p99 must stay under 50 ms. The classes: maximal nesting of arrays, of objects and of
// both; 100,000 keys (and 10,000, the most a body may hold, the last one malformed); long strings; text that is not UTF-8 or holds lone surrogates.

const onPostgres = inject('postgres') !== null;

const BODY_LIMIT = 1_048_576;
const REFUSE_BOUND_MS = 100;
const HEALTH_P99_BOUND_MS = 50;
const HEALTH_WORKERS = 2;

interface HostileBody {
  name: string;
  body: string | Uint8Array;
  /** What the server must answer. */
  key: ErrorKey;
}

/** `open` repeated as often as fits the body limit, closed by `close` as often (the closing half may be cut). */
const nested = (open: string, close: string): string => {
  const depth = Math.floor(BODY_LIMIT / (open.length + close.length));
  return open.repeat(depth) + close.repeat(depth);
};

const wide = (keys: number): string => {
  const parts: string[] = [];
  for (let n = 0; n < keys; n++) parts.push(`"${n.toString(36)}":0`);
  return `{${parts.join(',')}}`;
};

const BODIES: HostileBody[] = [
  { name: 'arrays nested to the limit', body: '['.repeat(BODY_LIMIT), key: 'json_too_deep' },
  { name: 'arrays nested and closed', body: nested('[', ']'), key: 'json_too_deep' },
  { name: 'objects nested', body: nested('{"a":', '}'), key: 'json_too_deep' },
  { name: 'objects and arrays nested', body: nested('{"a":[', ']}'), key: 'json_too_deep' },
  { name: `nesting of ${MAX_JSON_DEPTH + 1}`, body: '['.repeat(MAX_JSON_DEPTH + 1), key: 'json_too_deep' },
  { name: '100,000 keys', body: wide(100_000), key: 'payload_too_large' },
  {
    name: 'a string of 1,000,000 characters',
    body: JSON.stringify({ account: 'x'.repeat(1_000_000), password: 'x' }),
    key: 'validation_failed',
  },
  {
    name: '80,000 strings of 8 characters',
    body: JSON.stringify({ account: Array.from({ length: 80_000 }, () => 'abcdefgh'), password: 'x' }),
    key: 'payload_too_large',
  },
  {
    name: 'bytes that are not UTF-8',
    body: Buffer.concat([
      Buffer.from('{"account":"'),
      Buffer.alloc(500_000, 0xff),
      Buffer.from('","password":"x"}'),
    ]),
    key: 'malformed_request',
  },
  {
    name: '50,000 lone surrogates',
    body: `{"account":"${'\\ud800'.repeat(50_000)}","password":"x"}`,
    key: 'validation_failed',
  },
  {
    name: 'a NUL after 9,999 keys',
    body: `${wide(9_999).slice(0, -1)},"z":"\\u0000"}`,
    key: 'validation_failed',
  },
  {
    name: '9,999 keys holding a lone surrogate',
    body: `{${Array.from({ length: 9_999 }, (_, n) => `"k${n}\\udc00":0`).join(',')}}`,
    key: 'validation_failed',
  },
];

let cluster: Cluster;
let server: ServerProcess;
let token: string;

beforeAll(async () => {
  if (!onPostgres) return;
  cluster = await (await clusterScript()).startCluster();
  server = await spawnServer({ DATABASE_URL: cluster.url });
  await waitUntilHealthy(server);
  token = await logIn(server.baseUrl, DEMO_CUSTOMER.username, DEMO_CUSTOMER.password);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  cluster?.stop();
});

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

describe.runIf(onPostgres)('hostile bodies against the real server', () => {
  it('refuses each in < 100 ms with its envelope while /api/health keeps p99 < 50 ms', async () => {
    const routes = [
      { path: '/api/auth/login', headers: {} },
      { path: '/api/auth/register', headers: {} },
      { path: '/api/auth/codes', headers: {} },
      { path: '/api/sims', headers: { authorization: `Bearer ${token}` } },
    ];
    // Warm up the connection pool and the JIT on the health route.
    for (let n = 0; n < 50; n++) await fetch(`${server.baseUrl}/api/health`);

    let loading = true;
    const healthMs: number[] = [];
    const healthStatuses = new Set<number>();
    const healthWorker = async () => {
      while (loading) {
        const started = performance.now();
        const res = await fetch(`${server.baseUrl}/api/health`);
        await res.arrayBuffer();
        healthMs.push(performance.now() - started);
        healthStatuses.add(res.status);
      }
    };
    const workers = Array.from({ length: HEALTH_WORKERS }, healthWorker);

    const answers: { name: string; route: string; status: number; key: unknown; ms: number }[] = [];
    const send = async (path: string, headers: { authorization?: string }, body: string | Uint8Array) => {
      const started = performance.now();
      const res = await fetch(`${server.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
      const envelope = (await res.json()) as { code: number; message: string };
      return { res, envelope, ms: performance.now() - started };
    };
    try {
      for (const { path, headers } of routes) {
        for (const { name, body } of BODIES) {
          let { res, envelope, ms } = await send(path, headers, body);
          // A body's cost is the same every time; one slow answer on a busy 2-core machine is the scheduler.
          // Over the bound it is sent twice more and the fastest counts: a body that is really slow to refuse
          // is slow all three times.
          for (let again = 0; again < 2 && ms >= REFUSE_BOUND_MS; again += 1) {
            const retry = await send(path, headers, body);
            if (retry.ms < ms) ({ res, envelope, ms } = retry);
          }
          answers.push({ name, route: path, status: res.status, key: envelope.message, ms });
          expect(envelope.code, `${name} on ${path}`).toBe(ERRORS[envelope.message as ErrorKey]?.code);
          // Let the health workers run between two bodies, as separate clients would.
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    } finally {
      loading = false;
      await Promise.all(workers);
    }

    const sorted = [...healthMs].sort((a, b) => a - b);
    const slowest = [...answers].sort((a, b) => b.ms - a.ms)[0]!;
    console.log(
      `hostile bodies: ${answers.length} refused, slowest ${slowest.ms.toFixed(1)} ms (${slowest.name} on ${slowest.route}); ` +
        `health during them: ${healthMs.length} answers, p50 ${percentile(sorted, 0.5).toFixed(1)} ms, ` +
        `p99 ${percentile(sorted, 0.99).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`,
    );
    for (const answer of answers) {
      const expected = BODIES.find((body) => body.name === answer.name)!.key;
      // An authenticated route checks the token first; the anonymous ones reach the body's own check.
      expect({ ...answer, ms: undefined }, `${answer.name} on ${answer.route}`).toEqual({
        name: answer.name,
        route: answer.route,
        status: ERRORS[expected].status,
        key: expected,
        ms: undefined,
      });
      expect(answer.ms, `${answer.name} on ${answer.route}`).toBeLessThan(REFUSE_BOUND_MS);
    }
    expect([...healthStatuses]).toEqual([200]);
    expect(percentile(sorted, 0.99)).toBeLessThan(HEALTH_P99_BOUND_MS);
    expect(server.alive()).toBe(true);
  });
});
