import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  balanceRunway,
  RUNWAY_HORIZON_DAYS,
  type RunwayCard,
  rechargePath,
  suggestedTopUpMinor,
  topUpToCover,
} from './balance-runway.ts';
import { addDaysToIsoDate } from './calendar-date.ts';
import { feeForDay } from './daily-fee.ts';
import { RECHARGE_MAX_MINOR } from './fees.ts';

const today = '2026-12-01';
const daily = { priceMinor: 150, cycleDays: 1 };
// 2500 over 30 days: 83 a day, 93 on each cycle's first day
const monthly = { priceMinor: 2500, cycleDays: 30 };

const card = (overrides: Partial<RunwayCard> = {}): RunwayCard => ({
  plan: daily,
  cycleStartDay: null,
  pending: null,
  todayPaid: true,
  ...overrides,
});

describe('balanceRunway', () => {
  it('says nothing is spent when no card is in use', () => {
    expect(balanceRunway({ balanceMinor: 500, today, cards: [] })).toEqual({
      coveredUntil: null,
      beyondHorizon: false,
      daysCovered: null,
      dueTodayMinor: 0,
      nextDayMinor: 0,
    });
  });

  it('counts the days from tomorrow, today being paid by the run', () => {
    // 150 a day: 450 pays 3 days, 449 two
    expect(balanceRunway({ balanceMinor: 450, today, cards: [card()] })).toMatchObject({
      coveredUntil: '2026-12-04',
      daysCovered: 3,
      beyondHorizon: false,
      dueTodayMinor: 0,
      nextDayMinor: 150,
    });
    expect(balanceRunway({ balanceMinor: 449, today, cards: [card()] }).coveredUntil).toBe('2026-12-03');
    // a balance exactly covering a day covers it; one minor unit less does not
    expect(balanceRunway({ balanceMinor: 150, today, cards: [card()] }).coveredUntil).toBe('2026-12-02');
    expect(balanceRunway({ balanceMinor: 149, today, cards: [card()] })).toMatchObject({
      coveredUntil: today,
      daysCovered: 0,
    });
  });

  it("adds every card's fee of a day: a day is covered only when all of them are", () => {
    const cards = [card(), card({ plan: { priceMinor: 250, cycleDays: 1 } })];
    // 400 a day: 1,000 pays two days (800) and not the third
    expect(balanceRunway({ balanceMinor: 1_000, today, cards })).toMatchObject({
      coveredUntil: '2026-12-03',
      nextDayMinor: 400,
    });
  });

  it("puts each cycle's remainder on its first day", () => {
    // the cycle started 2026-11-03: 2026-12-03 is the first day of the next one (93), the others 83
    const cards = [card({ plan: monthly, cycleStartDay: '2026-11-03' })];
    expect(balanceRunway({ balanceMinor: 83 + 93, today, cards }).coveredUntil).toBe('2026-12-03');
    expect(balanceRunway({ balanceMinor: 83 + 92, today, cards }).coveredUntil).toBe('2026-12-02');
    expect(balanceRunway({ balanceMinor: 83 + 93 + 83, today, cards }).coveredUntil).toBe('2026-12-04');
  });

  it('switches to a pending plan on its day, its first cycle starting then', () => {
    const cards = [card({ pending: { plan: monthly, fromDay: '2026-12-03' } })];
    // 150 on 12-02, then the monthly plan: 93 on 12-03 (its first day), 83 after
    expect(balanceRunway({ balanceMinor: 150 + 93 + 83, today, cards })).toMatchObject({
      coveredUntil: '2026-12-04',
      nextDayMinor: 150,
    });
    expect(balanceRunway({ balanceMinor: 150 + 93 + 82, today, cards }).coveredUntil).toBe('2026-12-03');
  });

  it('takes a pending plan without a day from the next day the run charges', () => {
    const cards = [card({ pending: { plan: monthly, fromDay: null } })];
    expect(balanceRunway({ balanceMinor: 93, today, cards })).toMatchObject({
      coveredUntil: '2026-12-02',
      nextDayMinor: 93,
    });
  });

  it('charges nothing before a card’s cycle has begun', () => {
    const cards = [card({ cycleStartDay: '2026-12-04' })];
    // 12-02 and 12-03 cost nothing, 12-04 and 12-05 150 each
    expect(balanceRunway({ balanceMinor: 300, today, cards })).toMatchObject({
      coveredUntil: '2026-12-05',
      nextDayMinor: 0,
    });
  });

  it("counts today's fees while the run has not charged them yet", () => {
    const cards = [card({ todayPaid: false })];
    expect(balanceRunway({ balanceMinor: 300, today, cards })).toMatchObject({
      coveredUntil: '2026-12-02',
      daysCovered: 1,
      dueTodayMinor: 150,
    });
    // not even today's: the last covered day is yesterday
    expect(balanceRunway({ balanceMinor: 100, today, cards })).toMatchObject({
      coveredUntil: '2026-11-30',
      daysCovered: -1,
    });
    // a pending plan due by today is applied by today's run, at its first-day fee
    const switching = [card({ todayPaid: false, pending: { plan: monthly, fromDay: '2026-11-30' } })];
    expect(balanceRunway({ balanceMinor: 93, today, cards: switching })).toMatchObject({
      coveredUntil: today,
      dueTodayMinor: 93,
      nextDayMinor: 83,
    });
  });

  it('stops at the horizon: more than a year', () => {
    const free = [card({ plan: { priceMinor: 0, cycleDays: 30 } })];
    expect(balanceRunway({ balanceMinor: 0, today, cards: free })).toMatchObject({
      beyondHorizon: true,
      daysCovered: RUNWAY_HORIZON_DAYS,
      coveredUntil: addDaysToIsoDate(today, RUNWAY_HORIZON_DAYS),
    });
    const rich = balanceRunway({ balanceMinor: 150 * 400, today, cards: [card()] });
    expect(rich.beyondHorizon).toBe(true);
    expect(balanceRunway({ balanceMinor: 150 * 400, today, cards: [card()] }, 3)).toMatchObject({
      beyondHorizon: true,
      daysCovered: 3,
    });
  });

  it('agrees with the fee rule day by day, whatever the plans, starts, pending plans and balance', () => {
    const isoDay = fc.integer({ min: -400, max: 60 }).map((offset) => addDaysToIsoDate(today, offset));
    const plan = fc.record({
      priceMinor: fc.integer({ min: 0, max: 20_000 }),
      cycleDays: fc.integer({ min: 1, max: 40 }),
    });
    const cardArb = fc.record({
      plan,
      cycleStartDay: fc.option(isoDay, { nil: null }),
      pending: fc.option(fc.record({ plan, fromDay: fc.option(isoDay, { nil: null }) }), { nil: null }),
      todayPaid: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(cardArb, { maxLength: 4 }),
        fc.integer({ min: 0, max: 200_000 }),
        (cards, balanceMinor) => {
          // the walk restated plainly: every day priced by feeForDay
          const feeOn = (c: RunwayCard, day: string) => {
            const firstUnpaid = c.todayPaid ? addDaysToIsoDate(today, 1) : today;
            const from = c.pending ? [c.pending.fromDay ?? firstUnpaid, firstUnpaid].sort().at(-1)! : null;
            if (c.pending && from !== null && day >= from) return feeForDay(c.pending.plan, from, day);
            if (c.cycleStartDay !== null && day < c.cycleStartDay) return 0;
            return feeForDay(c.plan, c.cycleStartDay, day);
          };
          const horizon = 40;
          let left = balanceMinor;
          let covered = -1;
          for (let k = 0; k <= horizon; k += 1) {
            const day = addDaysToIsoDate(today, k);
            const cost = cards.reduce((sum, c) => sum + (k === 0 && c.todayPaid ? 0 : feeOn(c, day)), 0);
            if (cost > left) break;
            left -= cost;
            covered = k;
          }
          const runway = balanceRunway({ balanceMinor, today, cards }, horizon);
          if (cards.length === 0) expect(runway.coveredUntil).toBeNull();
          else expect(runway.daysCovered).toBe(covered);
          // the top-up for N days makes the balance cover them, and no less would
          const days = 10;
          const needed = topUpToCover({ balanceMinor, today, cards }, days);
          if (cards.length > 0) {
            const after = balanceRunway({ balanceMinor: balanceMinor + needed, today, cards }, horizon);
            expect(after.daysCovered).toBeGreaterThanOrEqual(days);
            if (needed > 0) {
              const short = balanceRunway({ balanceMinor: balanceMinor + needed - 1, today, cards }, horizon);
              expect(short.daysCovered).toBeLessThan(days);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the top-up a reminder suggests', () => {
  it('is what the next days cost beyond the balance', () => {
    expect(topUpToCover({ balanceMinor: 100, today, cards: [card()] }, 30)).toBe(30 * 150 - 100);
    expect(topUpToCover({ balanceMinor: 100_000, today, cards: [card()] }, 30)).toBe(0);
    expect(topUpToCover({ balanceMinor: 0, today, cards: [card({ todayPaid: false })] }, 1)).toBe(300);
  });

  it('is rounded up to a whole unit, within what one recharge may add', () => {
    expect(suggestedTopUpMinor(0)).toBe(0);
    expect(suggestedTopUpMinor(1)).toBe(100);
    expect(suggestedTopUpMinor(4_400)).toBe(4_400);
    expect(suggestedTopUpMinor(4_401)).toBe(4_500);
    expect(suggestedTopUpMinor(RECHARGE_MAX_MINOR * 3)).toBe(RECHARGE_MAX_MINOR);
  });

  it('prefills the recharge page in major units', () => {
    expect(rechargePath()).toBe('/recharge');
    expect(rechargePath(0)).toBe('/recharge');
    expect(rechargePath(4_500)).toBe('/recharge?amount=45');
    expect(rechargePath(10_000)).toBe('/recharge?amount=100');
    expect(rechargePath(1_250)).toBe('/recharge?amount=12.5');
    expect(rechargePath(5)).toBe('/recharge?amount=0.05');
  });
});
