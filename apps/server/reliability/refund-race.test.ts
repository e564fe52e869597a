import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { businessDayOf } from '../src/business-day.ts';
import { runBillingDay } from '../src/commands/daily-run.ts';
import { selectRows } from '../src/db/database.ts';
import { importUsage } from '../src/modules/usage/import-usage.ts';
import { csvUsageSource } from '../src/modules/usage/usage-csv.ts';
import { activities, addOns, simCards } from '../src/schema.ts';
import { cardOf, catalogue, customer, expectBooksBalanced } from '../test/billing-fixtures.ts';
import { buildTestApp, type TestApp } from '../test/helpers/build-test-app.ts';
import { usageCsv } from '../test/usage-fixtures.ts';
import { anotherInstance } from './support/app-instance.ts';

// Refunds raced (issue #71, decision 0101): the same purchase asked for at once from several instances, and many
// purchases asked for while a usage import makes their add-ons used and the daily run charges the same balances.
// Each purchase is refunded at most once, each credited one was unused by the evidence it was decided on, and the
// books have no drift. Races need a real PostgreSQL: PGlite is one connection.
const onPostgres = Boolean(inject('postgres'));
const quiet = { log: { info: () => {}, warn: () => {}, error: () => {} } };

describe.runIf(onPostgres)('refunds under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof anotherInstance>>;

  beforeAll(async () => {
    t = await buildTestApp();
    other = await anotherInstance(t, 6);
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  /** A customer with a card in use and a 1 GB add-on bought for it; the add-on's debit id and the card's ICCID. */
  const buyer = async () => {
    const { daily500 } = await catalogue(t);
    const owner = await customer(t, 2_000);
    const card = await cardOf(t, owner.user.id, { status: 'USING', currentPlanId: daily500.id });
    const [pack] = await t.database.db.select().from(addOns).where(eq(addOns.code, 'addon-1gb'));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/sims/${card}/add-ons`,
      headers: owner.headers,
      payload: { addOnId: pack!.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db.select().from(simCards).where(eq(simCards.id, card));
    const [debit] = await t.database.db
      .select()
      .from(activities)
      .where(eq(activities.userId, owner.user.id))
      .orderBy(desc(activities.id))
      .limit(1);
    expect(debit!.type).toBe('ADD_ON_PURCHASE');
    return { owner, debitId: debit!.id, iccid: row!.iccid };
  };

  const ask = (i: number, headers: Record<string, string>, debitId: number) =>
    (i % 2 === 0 ? t.app : other.app).inject({
      method: 'POST',
      url: `/api/wallet/activities/${debitId}/refund`,
      headers,
      payload: { reason: 'plans_changed' },
    });

  const refundsPerPurchase = async () =>
    new Map(
      (
        await selectRows<{ id: number; n: number }>(
          t.database.db,
          sql`select refunds_activity_id as id, count(*)::int as n from activities
              where type = 'REFUND' group by refunds_activity_id`,
        )
      ).map((row) => [Number(row.id), Number(row.n)]),
    );

  it('answers eight requests for one purchase at once with one credit', async () => {
    const { owner, debitId } = await buyer();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => ask(i, owner.headers, debitId)));
    const outcomes = answers.map((res) =>
      res.statusCode === 201 ? res.json().data.status : res.json().message,
    );
    expect(outcomes.filter((o) => o === 'CREDITED')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'refund_already_requested')).toHaveLength(7);
    expect((await refundsPerPurchase()).get(debitId)).toBe(1);
    await expectBooksBalanced(t);
  });

  it('decides each add-on on one state of its usage while an import and the daily run race it', async () => {
    const buyers = await Promise.all(Array.from({ length: 12 }, buyer));
    const day = businessDayOf(t.ctx);
    const csv = usageCsv(buyers.map((b) => [b.iccid, day, 'JP', 'Japan', 1024]));
    const [answers] = await Promise.all([
      Promise.all(buyers.map((b, i) => ask(i, b.owner.headers, b.debitId))),
      importUsage(t.ctx, csvUsageSource(csv, 'race', 1_000)),
      runBillingDay(t.ctx, day, { ...quiet, force: true, batchCustomers: 5 }),
    ]);
    const refunds = await refundsPerPurchase();
    answers.forEach((res, i) => {
      expect(res.statusCode, res.body).toBe(201);
      const request = res.json().data;
      const credited = refunds.get(buyers[i]!.debitId) ?? 0;
      // credited at once only on the evidence of no data, and then once; sent to review only on data seen
      expect({ status: request.status, used: request.evidence.usedKbSince, credited }).toEqual(
        request.status === 'CREDITED'
          ? { status: 'CREDITED', used: 0, credited: 1 }
          : { status: 'WAITING', used: 1024, credited: 0 },
      );
    });
    await expectBooksBalanced(t);
  });
});
