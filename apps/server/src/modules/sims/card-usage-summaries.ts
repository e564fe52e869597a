import type { CardUsageSummary } from '@simportal/contract/api/usage';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../app-context.ts';
import { businessDayOf } from '../../business-day.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { planVersions } from '../catalog/index.ts';
import { toUsageSummary, usageSummaryColumns } from '../usage/index.ts';
import { simCards } from './schema.ts';

// A card's page: its use today and over its period, from the usage module's columns over the card and its plan
// (the catalogue's view of its versions).
const c = alias(simCards, 'c');
const p = alias(planVersions, 'p');

// prepared (db/prepared.ts): a card's page asks it on every visit
const summariesOfCards = preparedPerDatabase((db) =>
  db
    .select({ id: c.id, ...usageSummaryColumns(sql.placeholder('today'), sql.placeholder('tz')) })
    .from(c)
    .leftJoin(p, eq(p.id, c.currentPlanId))
    .where(sql`${c.id} = any(${sql.placeholder('cardIds')}::int[])`)
    .prepare('card_usage_summaries'),
);

/** Today's use and the allowance left of some cards, by card id; a card without a summary is left out. */
export const usageSummaries = async (
  ctx: AppContext,
  cardIds: number[],
): Promise<Map<number, CardUsageSummary>> => {
  if (cardIds.length === 0) return new Map();
  const rows = await summariesOfCards(ctx.database.db).execute({
    cardIds,
    today: businessDayOf(ctx),
    tz: ctx.config.BILLING_TZ,
  });
  const summaries = new Map<number, CardUsageSummary>();
  for (const row of rows) {
    const summary = toUsageSummary(row);
    if (summary !== null) summaries.set(row.id, summary);
  }
  return summaries;
};
