import type { AutoAddOn, AutoAddOnRule } from '@simportal/contract/api/usage';
import { inLocaleOrder } from '@simportal/contract/localized-text';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { businessDayOf } from '../../business-day.ts';
import { type DbOrTx, selectRows, type Tx } from '../../db/database.ts';
import { DomainError } from '../../http/domain-error.ts';
import { assertAddOnOnSale, findAddOn, planVersions } from '../catalog/index.ts';
import { cycleStartSql } from './allowance-sql.ts';
import { heldCard } from './held-card.ts';
import { cardsView } from './owners-views.ts';
import { autoAddOnRules } from './schema.ts';

/**
 * A card's auto add-on for its holder (issue #58, decision 0071): read, set and removed on Traffic Detail. Only the
 * card's holder: any other card is not_found (404), as its data alerts. The add-on chosen must be on sale now
 * (not_found for an unknown one, add_on_retired / add_on_changed as a purchase says); the trigger is
 * auto-add-on-trigger.ts.
 */

const ruleOf = (row: typeof autoAddOnRules.$inferSelect): AutoAddOnRule => ({
  addOnId: row.addOnId,
  whenLeftBelowPercent: row.whenLeftBelowPercent as AutoAddOnRule['whenLeftBelowPercent'],
  maxPerDay: row.maxPerDay,
  maxPerCycle: row.maxPerCycle,
  enabled: row.enabled,
});

const ruleRow = async (db: DbOrTx, userId: number, cardId: number) =>
  (
    await db
      .select()
      .from(autoAddOnRules)
      .where(and(eq(autoAddOnRules.cardId, cardId), eq(autoAddOnRules.userId, userId)))
  )[0];

/** How many purchases the rule made today and in the card's current cycle (a card without a plan: its day). */
const boughtSoFar = async (ctx: AppContext, userId: number, cardId: number, today: string) => {
  const [row] = await selectRows<{ today: number; cycle: number }>(
    ctx.database.db,
    sql`select count(*) filter (where e.business_day = ${today}::date)::int as today, count(*)::int as cycle
      from ${cardsView} c left join ${planVersions} p on p.id = c.current_plan_id
      join auto_add_on_events e on e.card_id = c.id and e.user_id = ${userId} and e.outcome = 'bought'
        and e.cycle_start = coalesce(${cycleStartSql(today)}, ${today}::date)
      where c.id = ${cardId}`,
  );
  return { boughtToday: row?.today ?? 0, boughtThisCycle: row?.cycle ?? 0 };
};

export const getAutoAddOn = async (ctx: AppContext, userId: number, cardId: number): Promise<AutoAddOn> => {
  await heldCard(ctx, userId, cardId);
  const db = ctx.database.db;
  const row = await ruleRow(db, userId, cardId);
  const addOn = row ? await findAddOn(db, row.addOnId) : undefined;
  const today = businessDayOf(ctx);
  return {
    rule: row ? ruleOf(row) : null,
    addOn: addOn
      ? {
          id: addOn.id,
          name: inLocaleOrder(addOn.name),
          trafficMb: addOn.trafficMb,
          priceMinor: addOn.priceMinor,
          onSale: addOn.active && addOn.supersededAt === null,
        }
      : null,
    ...(await boughtSoFar(ctx, userId, cardId, today)),
  };
};

export const setAutoAddOn = async (
  ctx: AppContext,
  userId: number,
  cardId: number,
  rule: AutoAddOnRule,
): Promise<AutoAddOn> => {
  await heldCard(ctx, userId, cardId);
  const addOn = await findAddOn(ctx.database.db, rule.addOnId);
  if (!addOn) throw new DomainError('not_found');
  // a rule that is on buys only what is sold now; one turned off may keep an add-on withdrawn since
  if (rule.enabled) assertAddOnOnSale(addOn);
  const values = { ...rule, cardId, userId, updatedAt: ctx.clock.now() };
  await ctx.database.db
    .insert(autoAddOnRules)
    .values(values)
    .onConflictDoUpdate({ target: [autoAddOnRules.cardId, autoAddOnRules.userId], set: values });
  return getAutoAddOn(ctx, userId, cardId);
};

export const removeAutoAddOn = async (
  ctx: AppContext,
  userId: number,
  cardId: number,
): Promise<AutoAddOn> => {
  await heldCard(ctx, userId, cardId);
  await ctx.database.db
    .delete(autoAddOnRules)
    .where(and(eq(autoAddOnRules.cardId, cardId), eq(autoAddOnRules.userId, userId)));
  return getAutoAddOn(ctx, userId, cardId);
};

/** The auto add-ons of some of a holder's cards, by card (a card without one is left out): the data export. */
export const autoAddOnsOfCards = async (
  db: DbOrTx,
  userId: number,
  cardIds: readonly number[],
): Promise<Map<number, AutoAddOnRule>> => {
  if (cardIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(autoAddOnRules)
    .where(and(eq(autoAddOnRules.userId, userId), inArray(autoAddOnRules.cardId, [...cardIds])));
  return new Map(rows.map((row) => [row.cardId, ruleOf(row)]));
};

/** An account's deletion (decision 0040): its auto add-ons go with it, so nothing buys for a closed account. */
export const forgetAutoAddOns = async (tx: Tx, userId: number): Promise<void> => {
  await tx.delete(autoAddOnRules).where(eq(autoAddOnRules.userId, userId));
};
