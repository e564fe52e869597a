import net from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Database, openPostgres } from '../src/db/database.ts';
import { isDatabaseUnavailable } from '../src/db/database-unavailable.ts';
import { cardOf, catalogue, customer } from './billing-fixtures.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

/** A pg DatabaseError as the driver builds it from a server's ErrorResponse. */
const serverError = (code: string, message = 'server said no') => {
  const error = new pg.DatabaseError(message, 0, 'error');
  error.code = code;
  return error;
};

/** As Drizzle hands a driver error to the route: wrapped, the driver's error as the cause. */
const wrapped = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

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

describe('which failures mean "the database cannot answer now"', () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  it.each([
    ['a refused connection', refused],
    ['a refused dual-stack connection (AggregateError)', new AggregateError([refused, refused], '')],
    ['a reset connection', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['57P01 admin shutdown (pg_ctl stop, a terminated backend)', serverError('57P01')],
    ['57P03 cannot connect now (starting up, shutting down)', serverError('57P03')],
    ['08006 connection failure', serverError('08006')],
    ['08P01 protocol violation (class 08)', serverError('08P01')],
    ['53300 too many connections', serverError('53300')],
    ['the socket closing under a client', new Error('Connection terminated unexpectedly')],
    ['a connect that timed out', new Error('Connection terminated due to connection timeout')],
    ['a pool waiter that timed out', new Error('timeout exceeded when trying to connect')],
    [
      'a client whose connection already died',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['any of these wrapped by Drizzle', wrapped(serverError('57P01'))],
    ['any of these as a deeper cause', new Error('rollback failed', { cause: wrapped(refused) })],
  ])('%s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(serverError('23505'))],
    ['a missing table (a bug, not an outage)', wrapped(serverError('42P01'))],
    ['a serialization failure', serverError('40001')],
    ['a plain error', new Error('boom')],
    ['a thrown string', 'Connection terminated'],
    ['nothing', undefined],
  ])('not %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('survives a cause chain that loops', () => {
    const a = new Error('a') as Error & { cause?: unknown };
    const b = new Error('b', { cause: a });
    a.cause = b;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});

describe('every route while the database cannot be reached', () => {
  let t: TestApp;
  let unreachable: Database;
  let down: Awaited<ReturnType<typeof buildApp>>['app'];
  let token: string;
  let cardId: number;
  let planId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    const { asia30 } = await catalogue(t);
    const signedIn = await customer(t, 10_000);
    token = signedIn.token;
    cardId = await cardOf(t, signedIn.user.id);
    planId = asia30.id;
    // The same application and keys, its database a PostgreSQL server that is not running.
    unreachable = openPostgres(`postgres://postgres@127.0.0.1:${await closedPort()}/portal`, 2);
    ({ app: down } = await buildApp({ ...t.ctx, database: unreachable }, { logger: false }));
    await down.ready();
  });
  afterAll(async () => {
    await down.close();
    await unreachable.close();
    await t.close();
  });

  const expectUnavailable = (res: { statusCode: number; json(): unknown; headers: object }) => {
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 50300, message: 'service_unavailable', data: null });
    expect(res.headers).toMatchObject({ 'retry-after': '5' });
  };

  it('answers reads, writes, logins and the authentication of a valid token with a 503 envelope', async () => {
    const headers = { authorization: `Bearer ${token}` };
    expectUnavailable(await down.inject({ method: 'GET', url: '/api/user/getUserInfo', headers }));
    expectUnavailable(await down.inject({ method: 'GET', url: '/api/sims', headers }));
    expectUnavailable(await down.inject({ method: 'GET', url: '/api/wallet/activities', headers }));
    expectUnavailable(
      await down.inject({
        method: 'POST',
        url: `/api/sims/${cardId}/plan-orders`,
        headers,
        payload: { planId },
      }),
    );
    expectUnavailable(
      await down.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { account: 'someone', password: 'Secret-123' },
      }),
    );
    expectUnavailable(await down.inject({ method: 'GET', url: '/api/catalog/plans' }));
  });

  it('still answers what needs no database as before', async () => {
    const anonymous = await down.inject({ method: 'GET', url: '/api/sims' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ message: 'login_expired' });
    const invalid = await down.inject({ method: 'POST', url: '/api/auth/login', payload: { account: 'x' } });
    expect(invalid.statusCode).toBe(400);
  });

  it('reports itself degraded on /api/health with 503', async () => {
    const res = await down.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 50300,
      message: 'service_unavailable',
      data: { status: 'degraded', database: { ok: false } },
    });
  });

  it('leaves the same routes working on the reachable database', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/sims',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
  });
});

// PostgreSQL ending connections under the server (what a restart does to every open connection): a statement
// in flight fails 503, idle connections are dropped without harm, the next request gets a fresh connection.
const postgres = inject('postgres');
describe.runIf(postgres)('connections ended by PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const terminateOthers = async (admin: pg.Client, database: string) =>
    admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );

  it('a request whose backend is terminated mid-transaction answers 503, the next one 200', async () => {
    const { asia30 } = await catalogue(t);
    const { user, headers } = await customer(t, 10_000);
    const cardId = await cardOf(t, user.id);
    const url = new URL(t.database.url!);
    const database = url.pathname.slice(1);
    const admin = new pg.Client({ connectionString: t.database.url });
    await admin.connect();
    const holder = new pg.Client({ connectionString: t.database.url });
    await holder.connect();
    try {
      // The order's transaction waits on the customer's balance row, which the holder keeps locked.
      await holder.query('begin');
      await holder.query('select balance from balances where user_id = $1 for update', [user.id]);
      const order = t.app.inject({
        method: 'POST',
        url: `/api/sims/${cardId}/plan-orders`,
        headers,
        payload: { planId: asia30.id },
      });
      await expect
        .poll(
          async () =>
            (
              await admin.query(
                "select count(*)::int as n from pg_locks where not granted and locktype = 'transactionid'",
              )
            ).rows[0].n,
        )
        .toBe(1);
      holder.on('error', () => {}); // the holder is terminated too
      await terminateOthers(admin, database);
      const res = await order;
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: 50300, message: 'service_unavailable', data: null });
      // The pool drops the dead clients; the same request now succeeds on a new connection.
      const again = await t.app.inject({
        method: 'POST',
        url: `/api/sims/${cardId}/plan-orders`,
        headers,
        payload: { planId: asia30.id },
      });
      expect(again.statusCode, again.body).toBe(200);
    } finally {
      await holder.end().catch(() => {});
      await admin.end();
    }
  });
});
