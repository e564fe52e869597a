import { cardAllowance } from '@simportal/contract/api/billing';
import { cycleStartOf } from '@simportal/contract/daily-fee';
import type { TrafficLimitType } from '@simportal/contract/enums';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/database.ts';
import { allowanceKbSql, cycleStartSql, periodStartSql } from '../src/modules/usage/allowance-sql.ts';
import { addOns, cardAddOns } from '../src/schema.ts';
import { cardOf, catalogue, customer, moveTo } from './billing-fixtures.ts';
import { bearer, login } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

// The allowance check after an import computes the allowance in SQL (allowance-sql.ts); billing shows the
// contract's cardAllowance. Both must agree on the period and the total, across plans, cycle boundaries and
// add-ons (those of the current holder since binding count; older ones and a previous holder's do not).

let t: TestApp;
let holder: Awaited<ReturnType<typeof customer>>;
let cards: { id: number; label: string; plan: Plan; cycleStartDay: string | null; addOnMb: number }[];

type Plan = Awaited<ReturnType<typeof catalogue>>['asia30'];

const BOUND = '2026-02-01';

beforeAll(async () => {
  t = await buildTestApp();
  moveTo(t, BOUND);
  holder = await customer(t);
  const previous = await customer(t);
  const { daily500, asia30 } = await catalogue(t);
  const [pack] = await t.database.db.select().from(addOns).where(eq(addOns.code, 'addon-1gb'));
  let packs = 0;
  const buy = (cardId: number, userId: number, day: string) => {
    packs += 1;
    return t.database.db.insert(cardAddOns).values({
      cardId,
      userId,
      addOnId: pack!.id,
      trafficMb: 1024,
      priceMinor: 500,
      businessDay: day,
      purchasedAt: new Date(`${day}T08:00:00Z`),
      idempotencyKey: `allowance-test:${packs}`,
    });
  };
  const card = async (label: string, plan: Plan, cycleStartDay: string | null, addOnMb = 0) => ({
    id: await cardOf(t, holder.user.id, { status: 'USING', currentPlanId: plan.id, cycleStartDay }),
    label,
    plan,
    cycleStartDay,
    addOnMb,
  });
  cards = [
    await card('per day, plan only', daily500, null),
    await card('per day, cycles from a start day', daily500, '2026-03-01'),
    await card('per cycle, cycles from the epoch', asia30, null),
    await card('per cycle from March 1st', asia30, '2026-03-01'),
    await card('per cycle from March 20th (later than some days)', asia30, '2026-03-20'),
    await card('per cycle with add-ons', asia30, '2026-03-01', 2048),
    await card('per day with add-ons', daily500, null, 1024),
  ];
  const [, , , , , withPacks, dailyWithPacks] = cards;
  await buy(withPacks!.id, holder.user.id, '2026-02-10'); // counts
  await buy(withPacks!.id, holder.user.id, '2026-03-05'); // counts
  await buy(withPacks!.id, holder.user.id, '2026-01-15'); // before binding: not the holder's any more
  await buy(withPacks!.id, previous.user.id, '2026-02-11'); // someone else's
  await buy(dailyWithPacks!.id, holder.user.id, '2026-02-02'); // counts
});
afterAll(() => t.close());

describe('the allowance in SQL and the contract rule', () => {
  it.each([
    '2026-02-28', // before a cycle start day
    '2026-03-01', // a cycle's first day
    '2026-03-19',
    '2026-03-20',
    '2026-03-30', // the last day of a 30-day cycle from March 1st
    '2026-03-31', // the next cycle's first day
    '2026-04-18',
    '2026-04-19', // the last day of the cycle from March 20th
  ])('agree on %s', async (today) => {
    moveTo(t, today);
    const headers = bearer((await login(t, holder.user.username, holder.user.password)).accessToken);
    for (const card of cards) {
      const [row] = await selectRows<{ cycle_start: string; period_start: string; allowance_kb: string }>(
        t.database.db,
        sql`select ${cycleStartSql(today)}::text as cycle_start, ${periodStartSql(today)}::text as period_start,
            ${allowanceKbSql()} as allowance_kb
          from sim_cards c join basic_plans p on p.id = c.current_plan_id where c.id = ${card.id}`,
      );
      const plan = {
        totalTrafficMb: card.plan.totalTrafficMb,
        trafficLimitType: card.plan.trafficLimitType as TrafficLimitType,
        cycleDays: card.plan.cycleDays,
      };
      const rule = cardAllowance({
        plan,
        cycleStartDay: card.cycleStartDay,
        day: today,
        addOnMb: card.addOnMb,
        usedKb: null,
      });
      const sqlSays = {
        cycleStart: row!.cycle_start,
        periodStart: row!.period_start,
        totalKb: Number(row!.allowance_kb),
      };
      const contractSays = {
        cycleStart: cycleStartOf(plan.cycleDays, card.cycleStartDay, today),
        periodStart: rule.periodStart,
        totalKb: rule.totalKb,
      };
      expect(sqlSays, card.label).toEqual(contractSays);

      // and billing shows the same allowance (the contract's rule with billing's own add-on sum)
      const shown = await t.app.inject({
        method: 'GET',
        url: `/api/billing/cards/${card.id}`,
        headers,
      });
      expect(shown.statusCode, shown.body).toBe(200);
      expect(shown.json().data.allowance, card.label).toMatchObject({
        periodStart: rule.periodStart,
        totalKb: rule.totalKb,
      });
    }
  });
});
