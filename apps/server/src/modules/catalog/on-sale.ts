import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { DomainError } from '../../http/domain-error.ts';
import { addOns, basicPlans } from './schema.ts';

export type PlanRow = typeof basicPlans.$inferSelect;
export type AddOnRow = typeof addOns.$inferSelect;

/** A basic plan on sale; a withdrawn or unknown one is undefined (the caller answers not_found). */
export const findPlanOnSale = async (db: DbOrTx, planId: number): Promise<PlanRow | undefined> => {
  const [row] = await db
    .select()
    .from(basicPlans)
    .where(and(eq(basicPlans.id, planId), eq(basicPlans.active, true)));
  return row;
};

/** Any basic plan, on sale or not (a StarterPack card keeps the plan an administrator gave it). */
export const findPlan = async (db: DbOrTx, planId: number): Promise<PlanRow | undefined> => {
  const [row] = await db.select().from(basicPlans).where(eq(basicPlans.id, planId));
  return row;
};

/** Some basic plans (any version, on sale or not), by id: the plans of a customer's cards read at once. */
export const findPlans = async (db: DbOrTx, ids: number[]): Promise<Map<number, PlanRow>> => {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(basicPlans).where(inArray(basicPlans.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
};

/** The names of some basic plans (any version, on sale or not), by id. */
export const planNames = async (db: DbOrTx, ids: number[]): Promise<Map<number, PlanRow['name']>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: basicPlans.id, name: basicPlans.name })
    .from(basicPlans)
    .where(inArray(basicPlans.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
};

export const findAddOn = async (db: DbOrTx, addOnId: number): Promise<AddOnRow | undefined> => {
  const [row] = await db.select().from(addOns).where(eq(addOns.id, addOnId));
  return row;
};

/**
 * Refuses an order of a version no longer sold: a newer version replaced it (its price or terms changed since
 * the customer saw them: plan_changed) or the plan was retired (plan_retired). Decision 0026.
 */
export const assertPlanOnSale = (plan: Pick<PlanRow, 'active' | 'supersededAt'>): void => {
  if (plan.supersededAt !== null) throw new DomainError('plan_changed');
  if (!plan.active) throw new DomainError('plan_retired');
};

/** The same for an add-on: add_on_changed or add_on_retired. */
export const assertAddOnOnSale = (addOn: Pick<AddOnRow, 'active' | 'supersededAt'>): void => {
  if (addOn.supersededAt !== null) throw new DomainError('add_on_changed');
  if (!addOn.active) throw new DomainError('add_on_retired');
};

export const findAddOnOnSale = async (db: DbOrTx, addOnId: number): Promise<AddOnRow | undefined> => {
  const [row] = await db
    .select()
    .from(addOns)
    .where(and(eq(addOns.id, addOnId), eq(addOns.active, true)));
  return row;
};

/** The names of some add-ons (any version, on sale or not), by id. */
export const addOnNames = async (db: DbOrTx, ids: number[]): Promise<Map<number, AddOnRow['name']>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: addOns.id, name: addOns.name })
    .from(addOns)
    .where(inArray(addOns.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
};
