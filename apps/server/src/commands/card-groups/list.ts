import type { CardGroupList } from '@simportal/contract/api/card-groups';
import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { businessDayOf } from '../../business-day.ts';
import { ledgerEntries } from '../../modules/ledger/index.ts';
import { groupedCardsOf, groupsOf } from '../../modules/sims/index.ts';

// The groups of My SIMs with their figures (issue #59): sims' groups and each card's use this cycle, the ledger's
// view for what each card cost this month. A customer holds at most SIM_LIMIT_PER_ACCOUNT cards, so the cards
// are read whole and summed here.

/** What each card cost since `fromDay` (fees and add-ons, less refunds), through the ledger's published view. */
const costsOfCards = async (ctx: AppContext, userId: number, cardIds: number[], fromDay: string) => {
  if (cardIds.length === 0) return new Map<number, number>();
  const rows = await ctx.database.db
    .select({
      cardId: ledgerEntries.cardId,
      // debits are negative in the ledger, refunds positive: the cost is the opposite of their sum
      costMinor: sql<number>`-coalesce(sum(${ledgerEntries.amountMinor}), 0)`.mapWith(Number),
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, userId),
        inArray(ledgerEntries.cardId, cardIds),
        ne(ledgerEntries.type, 'TOP_UP'),
        gte(ledgerEntries.tradeDate, fromDay),
      ),
    )
    .groupBy(ledgerEntries.cardId);
  return new Map(rows.map((row) => [row.cardId!, row.costMinor]));
};

export const listCardGroups = async (ctx: AppContext, userId: number): Promise<CardGroupList> => {
  const [groups, cards] = await Promise.all([groupsOf(ctx.database.db, userId), groupedCardsOf(ctx, userId)]);
  const monthStart = `${businessDayOf(ctx).slice(0, 7)}-01`;
  const costs = await costsOfCards(
    ctx,
    userId,
    cards.map((card) => card.cardId),
    monthStart,
  );
  const figuresOf = (groupId: number | null) => {
    const members = cards.filter((card) => card.groupId === groupId);
    return {
      cardCount: members.length,
      periodKb: members.reduce((sum, card) => sum + card.periodKb, 0),
      monthFeesMinor: members.reduce((sum, card) => sum + (costs.get(card.cardId) ?? 0), 0),
    };
  };
  return {
    items: groups.map((group) => ({ ...group, ...figuresOf(group.id) })),
    ungrouped: figuresOf(null),
  };
};
