import type { ActivityFilter } from '@simportal/contract/api/wallet';
import { dateRangeSchema } from '@simportal/contract/rules/date-range';
import { and, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/database.ts';
import { DomainError } from '../../http/domain-error.ts';
import { ledgerEntries } from '../ledger/index.ts';
import { cards } from '../sims/index.ts';

/**
 * The date range of a filter, checked with the rules of spec §5 against today in BILLING_TZ: none when
 * neither end is given; otherwise both are required, neither after today, end not before start. A broken rule
 * → 400 date_range_invalid with `{ rule, issues }` naming the rule key and the field at fault.
 */
const checkedDateRange = (
  ctx: AppContext,
  filter: Pick<ActivityFilter, 'start' | 'end'>,
): { start: string; end: string } | null => {
  if (!filter.start && !filter.end) return null;
  const schema = dateRangeSchema({ timeZone: ctx.config.BILLING_TZ, now: () => ctx.clock.now() });
  const parsed = schema.safeParse({ start: filter.start ?? '', end: filter.end ?? '' });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = typeof issue.path[0] === 'string' ? issue.path[0] : '';
  throw new DomainError('date_range_invalid', {
    rule: issue.message,
    issues: [{ in: 'query', field, rule: issue.message }],
  });
};

/**
 * The WHERE of one user's activities under a filter (type, card, business-day range), on the ledger's
 * ledger_entries view; a card named by its number is looked up in the same statement (sims' cards view).
 */
export const activityConditions = (ctx: AppContext, db: DbOrTx, userId: number, filter: ActivityFilter) => {
  const range = checkedDateRange(ctx, filter);
  const conditions: SQL[] = [eq(ledgerEntries.userId, userId)];
  if (filter.type) conditions.push(eq(ledgerEntries.type, filter.type));
  if (filter.cardId) conditions.push(eq(ledgerEntries.cardId, filter.cardId));
  if (filter.cardNumber) {
    const card = db.select({ id: cards.id }).from(cards).where(eq(cards.cardNumber, filter.cardNumber));
    conditions.push(inArray(ledgerEntries.cardId, card));
  }
  if (range) {
    conditions.push(gte(ledgerEntries.tradeDate, range.start), lte(ledgerEntries.tradeDate, range.end));
  }
  return and(...conditions)!;
};
