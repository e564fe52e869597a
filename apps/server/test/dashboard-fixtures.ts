import type { DashboardDay } from '@simportal/contract/api/dashboard';
import { isoDateInTimeZone } from '@simportal/contract/calendar-date';
import type { DateRange } from '@simportal/contract/rules/date-range';
import { daysOfRange } from '@simportal/contract/traffic-range';
import { activities, simCards, users } from '../src/schema.ts';
import type { TestApp } from './helpers/build-test-app.ts';

// The dashboard test's own arithmetic: every figure worked out in JavaScript from the rows as stored, without
// the dashboard module's SQL, so a wrong sum, sign, day or filter there shows as a difference.

/** The days of a range as the ledger and the users table say, one object per day. */
export const expectedDays = async (
  t: TestApp,
  range: DateRange,
  timeZone: string,
): Promise<DashboardDay[]> => {
  const rows = await t.database.db.select().from(activities);
  const people = await t.database.db.select().from(users);
  return daysOfRange(range).map((day) => {
    const of = (type: string) => rows.filter((row) => row.tradeDate === day && row.type === type);
    const total = (type: string) => of(type).reduce((sum, row) => sum + row.amountMinor, 0);
    const dailyFeesMinor = 0 - total('DAILY_FEE');
    const addOnsMinor = 0 - total('ADD_ON_PURCHASE');
    const esimFeesMinor = 0 - total('ESIM_APPLY');
    const refundsMinor = total('REFUND');
    const starterPackCreditsMinor = of('TOP_UP')
      .filter((row) => row.reason === 'starter_pack_credit')
      .reduce((sum, row) => sum + row.amountMinor, 0);
    return {
      day,
      dailyFeesMinor,
      addOnsMinor,
      esimFeesMinor,
      refundsMinor,
      revenueMinor: dailyFeesMinor + addOnsMinor + esimFeesMinor - refundsMinor,
      // a StarterPack's credit is a TOP_UP, but not money received
      topUpsMinor: total('TOP_UP') - starterPackCreditsMinor,
      starterPackCreditsMinor,
      activeCards: new Set(of('DAILY_FEE').map((row) => row.cardId)).size,
      newCustomers: people.filter(
        (user) => user.level === 0 && isoDateInTimeZone(user.createdAt, timeZone) === day,
      ).length,
    };
  });
};

/** Held cards by status, counted from the rows. */
export const expectedCardStates = async (t: TestApp) => {
  const cards = await t.database.db.select().from(simCards);
  const held = cards.filter((card) => card.userId !== null);
  const count = (status: string) => held.filter((card) => card.status === status).length;
  return {
    USING: count('USING'),
    PAUSED: count('PAUSED'),
    SUSPEND: count('SUSPEND'),
    NOT_ACTIVE: count('NOT_ACTIVE'),
  };
};
