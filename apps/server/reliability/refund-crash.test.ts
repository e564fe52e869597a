import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { selectRows } from '../src/db/database.ts';
import { activities, addOns, auditLog } from '../src/schema.ts';
import { cardOf, catalogue, customer, expectBooksBalanced } from '../test/billing-fixtures.ts';
import { buildTestApp, type TestApp } from '../test/helpers/build-test-app.ts';
import { logIn, type ServerProcess, spawnServer, waitUntilHealthy } from './support/server-process.ts';

// Refunds killed half-way (issue #71, decision 0101): customers ask for their unused add-ons back from a real
// server process, which is killed with SIGKILL while the credits are being written; a new process is started on
// the same database and every customer asks again. Each purchase is then refunded exactly once, each refund with
// its one audit row, and the books have no drift. PostgreSQL only (real processes on one database).
const onPostgres = Boolean(inject('postgres'));
const BUYERS = 30;
const AT_ONCE = 3;

describe.runIf(onPostgres)('refunds across a SIGKILL (PostgreSQL)', () => {
  let t: TestApp;
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await t?.close();
  });

  const start = async () => {
    const server = await spawnServer({
      DATABASE_URL: t.database.url!,
      SEED_DEMO: 'false',
      BILLING_SCHEDULER: 'false',
      ADMIN_EMAIL: 'admin@refund-crash.test',
      ADMIN_PASSWORD: 'Refund-Crash-2026',
      DATABASE_POOL_SIZE: '4',
    });
    servers.push(server);
    await waitUntilHealthy(server);
    return server;
  };

  const ask = (server: ServerProcess, token: string, debitId: number) =>
    fetch(`${server.baseUrl}/api/wallet/activities/${debitId}/refund`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'plans_changed' }),
    }).then(
      async (res) => ({ status: res.status, body: (await res.json()) as { message?: string } }),
      (): { status: number; body: { message?: string } } => ({ status: 0, body: {} }),
    );

  const refundRows = async () =>
    (
      await selectRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from ${activities} where type = 'REFUND'`,
      )
    )[0]!.n;

  it('credits each unused add-on exactly once after the server is killed mid-way and started again', async () => {
    t = await buildTestApp();
    const { daily500 } = await catalogue(t);
    const [pack] = await t.database.db.select().from(addOns).where(eq(addOns.code, 'addon-1gb'));
    const buyers: { user: { username: string; password: string }; debitId: number }[] = [];
    for (let i = 0; i < BUYERS; i += 1) {
      const owner = await customer(t, 2_000);
      const card = await cardOf(t, owner.user.id, { status: 'USING', currentPlanId: daily500.id });
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/sims/${card}/add-ons`,
        headers: owner.headers,
        payload: { addOnId: pack!.id },
      });
      expect(res.statusCode, res.body).toBe(201);
      const [debit] = await t.database.db
        .select()
        .from(activities)
        .where(eq(activities.userId, owner.user.id))
        .orderBy(desc(activities.id))
        .limit(1);
      buyers.push({ user: owner.user, debitId: debit!.id });
    }

    const first = await start();
    // one after another: a password's hash is meant to be slow, and the pool is small
    const tokens: string[] = [];
    for (const b of buyers) tokens.push(await logIn(first.baseUrl, b.user.username, b.user.password));
    // a few at a time, as customers tap, so the kill lands while credits are still being written
    let next = 0;
    const lane = async () => {
      while (next < buyers.length && first.alive()) {
        const i = next++;
        await ask(first, tokens[i]!, buyers[i]!.debitId);
      }
    };
    const lanes = Promise.all(Array.from({ length: AT_ONCE }, lane));
    await expect.poll(refundRows, { interval: 5, timeout: 60_000 }).toBeGreaterThanOrEqual(BUYERS / 3);
    first.child.kill('SIGKILL');
    await first.exited;
    await lanes;
    const beforeRestart = await refundRows();
    console.log(`refund-crash: ${beforeRestart} of ${BUYERS} refunded when the process was killed`);
    // killed half-way: some purchases refunded, some not yet asked for or lost with the process
    expect(beforeRestart).toBeLessThan(BUYERS);

    const second = await start();
    const again = await Promise.all(buyers.map((b, i) => ask(second, tokens[i]!, b.debitId)));
    for (const answer of again) {
      // credited now, or already requested (credited before the kill): never refused otherwise, never a 5xx
      expect([201, 409], JSON.stringify(answer)).toContain(answer.status);
      if (answer.status === 409) expect(answer.body.message).toBe('refund_already_requested');
    }

    const perPurchase = await selectRows<{ id: number; n: number }>(
      t.database.db,
      sql`select refunds_activity_id as id, count(*)::int as n from ${activities}
          where type = 'REFUND' group by refunds_activity_id`,
    );
    expect(perPurchase).toHaveLength(BUYERS);
    expect(perPurchase.every((row) => row.n === 1)).toBe(true);
    const audited = await selectRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ${auditLog} where action = 'refund_request'`,
    );
    expect(audited[0]!.n).toBe(BUYERS);
    await expectBooksBalanced(t);
  });
});
