import type { AddOn, BasicPlan } from '@simportal/contract/api/catalog';
import { inLocaleOrder } from '@simportal/contract/localized-text';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { addOns, basicPlans } from './schema.ts';

type PlanRow = typeof basicPlans.$inferSelect;
type AddOnRow = typeof addOns.$inferSelect;

/** A plan version's terms, as the shop and the catalogue editor both show them. */
export const planTerms = (row: PlanRow) => ({
  priceMinor: row.priceMinor,
  cycleDays: row.cycleDays,
  totalTrafficMb: row.totalTrafficMb,
  trafficLimitType: row.trafficLimitType,
  restrictRule: row.restrictRule,
  planType: row.planType,
});

const toBasicPlan = (row: PlanRow): BasicPlan => ({
  id: row.id,
  code: row.code,
  name: inLocaleOrder(row.name),
  description: inLocaleOrder(row.description),
  ...planTerms(row),
  coverage: row.coverage,
});

const toAddOn = (row: AddOnRow): AddOn => ({
  id: row.id,
  code: row.code,
  name: inLocaleOrder(row.name),
  description: inLocaleOrder(row.description),
  priceMinor: row.priceMinor,
  trafficMb: row.trafficMb,
  coverage: row.coverage,
});

/** The basic plans on sale (open versions of plans not retired), in the catalogue's order. */
export const listActivePlans = async (db: DbOrTx): Promise<BasicPlan[]> => {
  const rows = await db
    .select()
    .from(basicPlans)
    .where(eq(basicPlans.active, true))
    .orderBy(asc(basicPlans.sortOrder), asc(basicPlans.id));
  return rows.map(toBasicPlan);
};

export const listActiveAddOns = async (db: DbOrTx): Promise<AddOn[]> => {
  const rows = await db
    .select()
    .from(addOns)
    .where(eq(addOns.active, true))
    .orderBy(asc(addOns.sortOrder), asc(addOns.id));
  return rows.map(toAddOn);
};
