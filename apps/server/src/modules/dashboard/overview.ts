import type { DashboardDay, DashboardOverview, DashboardTotals } from '@simportal/contract/api/dashboard';
import type { DateRange } from '@simportal/contract/rules/date-range';
import { daysOfRange } from '@simportal/contract/traffic-range';
import type { AppContext } from '../../app-context.ts';
import { businessDayOf } from '../../business-day.ts';
import { cardStates } from './card-states.ts';
import { type LedgerDayRow, ledgerDays } from './ledger-days.ts';
import { newCustomersByDay } from './new-customers.ts';
import { topRegions } from './top-regions.ts';

const emptyDay = (day: string): DashboardDay => ({
  day,
  dailyFeesMinor: 0,
  addOnsMinor: 0,
  esimFeesMinor: 0,
  refundsMinor: 0,
  revenueMinor: 0,
  topUpsMinor: 0,
  starterPackCreditsMinor: 0,
  activeCards: 0,
  newCustomers: 0,
});

/**
 * One ledger row into its day. Debits are stored negative and shown as positive revenue; a REFUND (a credit
 * giving part of a debit back) lowers the revenue of the day it was booked, whatever kind it corrects. A TOP_UP
 * is money received, but for a StarterPack's remaining days credited when the card is bound: those were paid
 * for when the card was sold.
 */
const addLedgerRow = (day: DashboardDay, row: LedgerDayRow) => {
  switch (row.type) {
    case 'DAILY_FEE':
      day.dailyFeesMinor += -row.amountMinor;
      day.activeCards += row.rows;
      break;
    case 'ADD_ON_PURCHASE':
      day.addOnsMinor += -row.amountMinor;
      break;
    case 'ESIM_APPLY':
      day.esimFeesMinor += -row.amountMinor;
      break;
    case 'REFUND':
      day.refundsMinor += row.amountMinor;
      break;
    case 'TOP_UP':
      if (row.reason === 'starter_pack_credit') day.starterPackCreditsMinor += row.amountMinor;
      else day.topUpsMinor += row.amountMinor;
      break;
  }
  day.revenueMinor = day.dailyFeesMinor + day.addOnsMinor + day.esimFeesMinor - day.refundsMinor;
};

/** The range's totals: sums of its days (integers), and the busiest day's charged cards. */
export const totalsOf = (days: DashboardDay[]): DashboardTotals => {
  const sum = (pick: (day: DashboardDay) => number) => days.reduce((total, day) => total + pick(day), 0);
  return {
    dailyFeesMinor: sum((day) => day.dailyFeesMinor),
    addOnsMinor: sum((day) => day.addOnsMinor),
    esimFeesMinor: sum((day) => day.esimFeesMinor),
    refundsMinor: sum((day) => day.refundsMinor),
    revenueMinor: sum((day) => day.revenueMinor),
    topUpsMinor: sum((day) => day.topUpsMinor),
    starterPackCreditsMinor: sum((day) => day.starterPackCreditsMinor),
    newCustomers: sum((day) => day.newCustomers),
    peakActiveCards: days.reduce((peak, day) => Math.max(peak, day.activeCards), 0),
  };
};

/** Every day of the range with its ledger figures and new customers (two queries), oldest first. */
export const dashboardDays = async (ctx: AppContext, range: DateRange): Promise<DashboardDay[]> => {
  const { db } = ctx.database;
  const [ledger, customers] = await Promise.all([
    ledgerDays(db, range, businessDayOf(ctx)),
    newCustomersByDay(db, range, ctx.config.BILLING_TZ),
  ]);
  const days = new Map(daysOfRange(range).map((day) => [day, emptyDay(day)]));
  for (const row of ledger) addLedgerRow(days.get(row.day)!, row);
  for (const [day, n] of customers) {
    const entry = days.get(day);
    if (entry) entry.newCustomers = n;
  }
  return [...days.values()];
};

/** The overview of a range: its days and totals, the cards by state now, the top destinations. */
export const dashboardOverview = async (ctx: AppContext, range: DateRange): Promise<DashboardOverview> => {
  const { db } = ctx.database;
  const [days, states, regions] = await Promise.all([
    dashboardDays(ctx, range),
    cardStates(db),
    topRegions(db, range),
  ]);
  return {
    start: range.start,
    end: range.end,
    today: businessDayOf(ctx),
    currency: ctx.config.CURRENCY,
    days,
    totals: totalsOf(days),
    cardStates: states,
    topRegions: regions,
  };
};
