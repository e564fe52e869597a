import { addDaysToIsoDate } from '@simportal/contract/calendar-date';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { businessDayStart } from '../src/business-day.ts';
import { selectRows, type Tx } from '../src/db/database.ts';
import { openBridges } from '../src/modules/billing/bridges.ts';
import { lockBalances } from '../src/modules/billing/run-statements.ts';
import { expectBooksBalanced, moveTo } from './billing-fixtures.ts';
import { seedBillingPopulation } from './helpers/billing-seed.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

// What a batch of the daily run reads (issue #67 item 15, decision 0089): the bridge statement prices the cards
// of the batch's customers whose pay order waits (a few), not every card of the batch, which the charge prices
// once anyway. At 300,000 cards with 10 % of the customers bridged, pricing every card twice made a catch-up
// day's batches last over a second while customers' requests waited for them.

let t: TestApp;
afterEach(async () => {
  await expectBooksBalanced(t);
  await t.close();
});

const DAY = '2026-12-10';

/** Rows of sim_cards this transaction has read so far (by index or by scan). */
const cardRowsRead = async (tx: Tx) => {
  const [row] = await selectRows<{ n: number }>(
    tx,
    sql`select (coalesce(idx_tup_fetch, 0) + coalesce(seq_tup_read, 0))::int as n
        from pg_stat_xact_user_tables where relname = 'sim_cards'`,
  );
  return Number(row?.n ?? 0);
};

describe('the bridge statement of a batch', () => {
  for (const catchUp of [false, true]) {
    it(`reads only the cards of customers whose order waits${catchUp ? ' (a catch-up day)' : ''}`, async () => {
      t = await buildTestApp();
      moveTo(t, catchUp ? addDaysToIsoDate(DAY, 1) : DAY);
      // 400 cards of 200 customers, every 10th customer short of the day's fees with an order waiting
      const { customers, firstUserId } = await seedBillingPopulation(t.database.db, {
        cards: 400,
        cardsPerCustomer: 2,
        fromDay: DAY,
        bridgedPercent: 10,
      });
      // with statistics, as the bench's population and a production database have them: without, the planner
      // takes a range of ids for more selective than a list of them
      await t.database.db.execute(sql`analyze`);
      const batch = { after: firstUserId - 1, upTo: firstUserId + customers - 1 };
      const asOf = catchUp ? businessDayStart(DAY, t.ctx.config.BILLING_TZ) : null;
      const { started, read } = await t.database.db.transaction(async (tx) => {
        await lockBalances(tx, batch, asOf, asOf ? undefined : DAY);
        const before = await cardRowsRead(tx);
        const started = await openBridges(tx, DAY, t.ctx.clock.now(), 7, batch, asOf);
        return { started, read: (await cardRowsRead(tx)) - before };
      });
      expect(started).toHaveLength(20);
      // the 20 waiting customers' 40 cards, each read a few times (by its holder, by its id); the batch holds 400,
      // which the statement read every one of (twice on a catch-up day)
      expect(read).toBeGreaterThan(0);
      expect(read).toBeLessThanOrEqual(3 * 40);
    });
  }
});
