import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type Cluster,
  clusterScript,
  type ServerProcess,
  spawnServer,
  waitUntilHealthy,
} from './support/server-process.ts';

// A flood of logins (each a full argon2id hash) from distinct addresses beside a customer's ordinary traffic
// (issue #31): the hashing takes turns (at most half the cores), so /api/health keeps answering quickly, and
// logins past what the queue holds are refused at once with 503 and Retry-After instead of waiting.
// Requests leave from distinct loopback addresses (127.0.0.0/8 is this machine), as distinct clients.

const onPostgres = inject('postgres') !== null;
const FLOOD_PER_SECOND = 16;

let cluster: Cluster;
let server: ServerProcess;

beforeAll(async () => {
  if (!onPostgres) return;
  cluster = await (await clusterScript()).startCluster();
  server = await spawnServer({ DATABASE_URL: cluster.url, SEED_DEMO: 'false', BILLING_SCHEDULER: 'false' });
  await waitUntilHealthy(server);
}, 240_000);

afterAll(async () => {
  await server?.stop();
  cluster?.stop();
});

interface Answer {
  status: number;
  ms: number;
  retryAfter?: string;
}

const send = (method: 'GET' | 'POST', path: string, from: string, body?: object) =>
  new Promise<Answer>((resolve, reject) => {
    const { hostname, port } = new URL(server.baseUrl);
    const text = body ? JSON.stringify(body) : undefined;
    const started = performance.now();
    const req = httpRequest(
      {
        host: hostname,
        port,
        path,
        method,
        localAddress: from,
        headers: text
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) }
          : {},
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            retryAfter: res.headers['retry-after'],
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(text);
  });

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const figures = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;

/** /api/health every 50 ms for `ms`, and with `flood` the logins meanwhile; every answer. */
const phase = async (ms: number, flood: boolean) => {
  const health: Promise<Answer>[] = [];
  const logins: Promise<Answer>[] = [];
  const end = Date.now() + ms;
  let tick = 0;
  while (Date.now() < end) {
    // a health probe every 50 ms, a login every 1000/16 ms: ticks of 12.5 ms
    if (tick % 4 === 0) health.push(send('GET', '/api/health', '127.0.0.1'));
    if (flood && tick % 5 === 0) {
      const n = logins.length;
      logins.push(
        send('POST', '/api/auth/login', `127.1.${n >> 8}.${(n & 255) + 1}`, {
          account: `flood-${n}`,
          password: 'Wrong-password-1',
        }),
      );
    }
    tick += 1;
    await new Promise((resolve) => setTimeout(resolve, 12.5));
  }
  return { health: await Promise.all(health), logins: await Promise.all(logins) };
};

describe.runIf(onPostgres)('a login flood (16/s from distinct addresses)', () => {
  it('leaves /api/health quick, and refuses what the hashing cannot take with 503 and Retry-After', async () => {
    await phase(1_000, false); // warm up the connections and the JIT
    const quiet = await phase(4_000, false);
    const flooded = await phase(8_000, true);
    const quietMs = quiet.health.map((a) => a.ms);
    const floodMs = flooded.health.map((a) => a.ms);
    const statuses: Record<number, number> = {};
    for (const login of flooded.logins) statuses[login.status] = (statuses[login.status] ?? 0) + 1;
    console.info(
      [
        `login flood (${FLOOD_PER_SECOND}/s, ${flooded.logins.length} logins from distinct addresses):`,
        `  /api/health quiet:   ${figures(quietMs)} (${quietMs.length} probes)`,
        `  /api/health flooded: ${figures(floodMs)} (${floodMs.length} probes)`,
        `  p99 flooded / quiet: ${(percentile(floodMs, 99) / percentile(quietMs, 99)).toFixed(2)}`,
        `  logins: ${figures(flooded.logins.map((a) => a.ms))}, by status ${JSON.stringify(statuses)}`,
      ].join('\n'),
    );
    expect(quiet.health.every((a) => a.status === 200)).toBe(true);
    expect(flooded.health.every((a) => a.status === 200)).toBe(true);
    // every login is answered: refused as a wrong password, or as busy with a Retry-After; nothing else
    expect(Object.keys(statuses).filter((status) => status !== '401' && status !== '503')).toEqual([]);
    expect(flooded.logins.filter((a) => a.status === 503 && !a.retryAfter)).toEqual([]);
    expect(percentile(floodMs, 99)).toBeLessThan(100);
  });
});
