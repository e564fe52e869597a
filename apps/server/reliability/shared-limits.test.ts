import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOGIN_MAX_FAILURES } from '../src/modules/auth/login-throttle.ts';
import { DEMO_CUSTOMER } from '../src/seed/demo-customer.ts';
import {
  type Cluster,
  clusterScript,
  type ServerProcess,
  spawnServer,
  waitUntilHealthy,
} from './support/server-process.ts';

// The request limits are kept in the database (issue #18): a limit of N holds across two processes on one
// PostgreSQL and over a restart of one of them, and wrong passwords stop the address sending them, not the
// account's owner signing in from another address. Requests leave from chosen loopback addresses (all of
// 127.0.0.0/8 is this machine), so the server sees 127.0.0.2, 127.0.0.3… as different clients.

const onPostgres = inject('postgres') !== null;

const LIMIT_PER_MINUTE = 10;

let cluster: Cluster;
const servers: ServerProcess[] = [];

const env = () => ({ DATABASE_URL: cluster.url, RATE_LIMIT_AUTH_PER_MINUTE: String(LIMIT_PER_MINUTE) });

beforeAll(async () => {
  if (!onPostgres) return;
  cluster = await (await clusterScript()).startCluster();
  // The first seeds the database alone; the second starts on it.
  servers.push(await spawnServer(env()));
  await waitUntilHealthy(servers[0]!);
  servers.push(await spawnServer(env()));
  await waitUntilHealthy(servers[1]!);
}, 240_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  cluster?.stop();
});

/** POST /api/auth/login from a chosen local address; the status and the envelope's message. */
const login = (server: ServerProcess, from: string, account: string, password: string) =>
  new Promise<{ status: number; message: string }>((resolve, reject) => {
    const { hostname, port } = new URL(server.baseUrl);
    const body = JSON.stringify({ account, password });
    const req = httpRequest(
      {
        host: hostname,
        port,
        path: '/api/auth/login',
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            message: (JSON.parse(text) as { message: string }).message,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });

describe.runIf(onPostgres)('limits shared by every instance', () => {
  it(`holds a per-address limit of ${LIMIT_PER_MINUTE} across two processes and a restart`, async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const statuses: number[] = [];
    for (let n = 0; n < LIMIT_PER_MINUTE; n++) {
      const server = n % 2 === 0 ? a : b;
      statuses.push((await login(server, '127.0.0.5', `nobody-${n}`, 'Wrong-123')).status);
    }
    expect(statuses).toEqual(Array(LIMIT_PER_MINUTE).fill(401));
    // The limit is used up on both processes together.
    expect(await login(a, '127.0.0.5', 'nobody', 'Wrong-123')).toEqual({
      status: 429,
      message: 'too_many_requests',
    });
    expect(await login(b, '127.0.0.5', 'nobody', 'Wrong-123')).toEqual({
      status: 429,
      message: 'too_many_requests',
    });
    // Another address has its own.
    expect((await login(b, '127.0.0.6', 'nobody', 'Wrong-123')).status).toBe(401);

    // A restarted process still knows.
    expect(await a.stop()).toBe(0);
    const restarted = await spawnServer(env());
    servers[0] = restarted;
    await waitUntilHealthy(restarted);
    expect(await login(restarted, '127.0.0.5', 'nobody', 'Wrong-123')).toEqual({
      status: 429,
      message: 'too_many_requests',
    });
    console.log(
      `shared limit: ${LIMIT_PER_MINUTE} attempts a minute from 127.0.0.5 over two processes → ` +
        `${statuses.filter((s) => s === 401).length} answered, the next refused on both and after a restart`,
    );
  });

  it('lets the owner in from 127.0.0.3 after 50 wrong passwords from 127.0.0.2 spread over both processes', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const counts = new Map<number, number>();
    for (let n = 0; n < 50; n++) {
      const { status } = await login(n % 2 === 0 ? a : b, '127.0.0.2', DEMO_CUSTOMER.email, `Wrong-${n}`);
      counts.set(status, (counts.get(status) ?? 0) + 1);
    }
    // 401 until the address is stopped (by its count on the account, or here as soon by the per-minute limit;
    // test/auth-login.test.ts isolates the account count): 429 after. Neither stops the owner elsewhere.
    expect(counts.get(401)).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    expect((counts.get(401) ?? 0) + (counts.get(429) ?? 0)).toBe(50);
    const owner = await login(b, '127.0.0.3', DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    expect(owner.status).toBe(200);
    console.log(
      `owner after 50 wrong tries from 127.0.0.2: ${counts.get(401) ?? 0} answered 401, ${counts.get(429) ?? 0} ` +
        `refused 429; the right password from 127.0.0.3 → ${owner.status}`,
    );
  });
});
