import type { ActivityReason } from '@simportal/contract/api/wallet';
import { isoDateInTimeZone } from '@simportal/contract/calendar-date';
import { and, asc, eq, gt, gte, lt, lte, min, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/database.ts';
import { DomainError } from '../../http/domain-error.ts';
import { accountBalances, ledgerEntries } from '../ledger/index.ts';
import { cardNumbersOf } from '../sims/index.ts';
import { payOrderStates } from '../wallet/index.ts';

/** A month of the ledger as a statement states it, checked: opening + every movement = closing. */
export interface Statement {
  month: string;
  first: string;
  last: string;
  openingMinor: number;
  creditsMinor: number;
  debitsMinor: number;
  closingMinor: number;
  lines: {
    tradeDate: string;
    reason: ActivityReason;
    cardNumber: string | null;
    reference: string | null;
    amountMinor: number;
    balanceMinor: number;
  }[];
}

/** The first and last business day of a month, YYYY-MM-DD. */
export const daysOfMonth = (month: string): { first: string; last: string } => {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, index, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(lastDay).padStart(2, '0')}` };
};

const currentMonth = (ctx: AppContext) =>
  isoDateInTimeZone(ctx.clock.now(), ctx.config.BILLING_TZ).slice(0, 7);

const sumSql = sql<string>`coalesce(sum(${ledgerEntries.amountMinor}), 0)`.mapWith(Number);

/**
 * The months a customer has statements for, newest first: from the month of their first ledger movement to the
 * current one. Months are the ledger's business days (trade_date, BILLING_TZ): the statement's days are the days
 * the ledger booked, so a fee charged for the 31st is on that month's statement whenever the run wrote it.
 */
export const statementMonths = async (ctx: AppContext, db: DbOrTx, userId: number): Promise<string[]> => {
  const [row] = await db
    .select({ first: min(ledgerEntries.tradeDate) })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId));
  if (!row?.first) return [];
  const months: string[] = [];
  const end = currentMonth(ctx);
  let [year, month] = row.first.slice(0, 7).split('-').map(Number) as [number, number];
  for (let label = row.first.slice(0, 7); label <= end; ) {
    months.unshift(label);
    month += 1;
    if (month === 13) [year, month] = [year + 1, 1];
    label = `${year}-${String(month).padStart(2, '0')}`;
  }
  return months;
};

/**
 * A month of the customer's ledger, read in one REPEATABLE READ snapshot: the balance before its first day, its
 * movements (by day, then as booked), and the balance after its last day, summed apart and held equal to the
 * opening plus the movements; when nothing was booked after the month, the closing is also the balance itself.
 * A month not begun yet is not_found. A mismatch is a broken ledger: it throws (a 5xx), never prints.
 */
export const statementOf = async (ctx: AppContext, userId: number, month: string): Promise<Statement> => {
  if (month > currentMonth(ctx)) throw new DomainError('not_found');
  const { first, last } = daysOfMonth(month);
  const read = await ctx.database.db.transaction(
    async (tx) => {
      const mine = eq(ledgerEntries.userId, userId);
      const [opening] = await tx
        .select({ sum: sumSql })
        .from(ledgerEntries)
        .where(and(mine, lt(ledgerEntries.tradeDate, first)));
      const [closing] = await tx
        .select({ sum: sumSql })
        .from(ledgerEntries)
        .where(and(mine, lte(ledgerEntries.tradeDate, last)));
      const [later] = await tx
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(ledgerEntries)
        .where(and(mine, gt(ledgerEntries.tradeDate, last)));
      const [balance] = await tx
        .select({ balance: accountBalances.balance })
        .from(accountBalances)
        .where(eq(accountBalances.userId, userId));
      const rows = await tx
        .select({
          tradeDate: ledgerEntries.tradeDate,
          reason: ledgerEntries.reason,
          cardId: ledgerEntries.cardId,
          reference: payOrderStates.reference,
          amountMinor: ledgerEntries.amountMinor,
        })
        .from(ledgerEntries)
        .leftJoin(payOrderStates, eq(payOrderStates.id, ledgerEntries.payOrderId))
        .where(and(mine, gte(ledgerEntries.tradeDate, first), lte(ledgerEntries.tradeDate, last)))
        .orderBy(asc(ledgerEntries.tradeDate), asc(ledgerEntries.id));
      const cards = await cardNumbersOf(tx, [
        ...new Set(rows.map((row) => row.cardId).filter((id): id is number => id !== null)),
      ]);
      return {
        opening: opening!.sum,
        closing: closing!.sum,
        later: later!.n,
        balance: balance?.balance,
        rows,
        cards,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  let running = read.opening;
  const lines = read.rows.map((row) => {
    running += row.amountMinor;
    return {
      tradeDate: row.tradeDate,
      reason: row.reason,
      cardNumber: row.cardId === null ? null : (read.cards.get(row.cardId) ?? null),
      reference: row.reference,
      amountMinor: row.amountMinor,
      balanceMinor: running,
    };
  });
  if (
    running !== read.closing ||
    (read.later === 0 && read.balance !== undefined && read.closing !== read.balance)
  ) {
    throw new Error(
      `statement ${month} of user ${userId} does not add up: opening ${read.opening} + movements = ${running}, closing ${read.closing}, balance ${read.balance}`,
    );
  }
  const credits = lines
    .filter((line) => line.amountMinor > 0)
    .reduce((sum, line) => sum + line.amountMinor, 0);
  return {
    month,
    first,
    last,
    openingMinor: read.opening,
    creditsMinor: credits,
    debitsMinor: running - read.opening - credits,
    closingMinor: read.closing,
    lines,
  };
};
