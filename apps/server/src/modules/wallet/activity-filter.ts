import type { ActivityFilter } from '@simportal/contract/api/wallet';
import { dateRangeSchema } from '@simportal/contract/rules/date-range';
import { and, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/database.ts';
import { DomainError } from '../../http/domain-error.ts';
import { activities } from '../ledger/schema.ts';
import { simCards } from '../sims/schema.ts';

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

/** The WHERE of one user's activities under a filter (type, card, business-day range). */
export const activityConditions = (ctx: AppContext, db: DbOrTx, userId: number, filter: ActivityFilter) => {
  const range = checkedDateRange(ctx, filter);
  const conditions: SQL[] = [eq(activities.userId, userId)];
  if (filter.type) conditions.push(eq(activities.type, filter.type));
  if (filter.cardId) conditions.push(eq(activities.cardId, filter.cardId));
  if (filter.cardNumber) {
    const card = db
      .select({ id: simCards.id })
      .from(simCards)
      .where(eq(simCards.cardNumber, filter.cardNumber));
    conditions.push(inArray(activities.cardId, card));
  }
  if (range) conditions.push(gte(activities.tradeDate, range.start), lte(activities.tradeDate, range.end));
  return and(...conditions)!;
};
