import {
  type AdminPlan,
  PLAN_TERMS,
  type PlanInput,
  type PlanUpdate,
  type SaleBody,
} from '@simportal/contract/api/catalog-admin';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { businessDayOf } from '../../business-day.ts';
import { type Auditor, audit } from '../audit/index.ts';
import { getAdminPlan } from './admin-catalogue.ts';
import {
  type CatalogueKind,
  nextCatalogueId,
  presentationColumns,
  presentationOf,
  saveEdit,
  saveOnSale,
} from './catalogue-edit.ts';
import { basicPlans } from './schema.ts';

type PlanRow = typeof basicPlans.$inferSelect;

/** What a card on the version pays and gets. */
const termColumns = (input: PlanInput) => ({
  priceMinor: input.priceMinor,
  cycleDays: input.cycleDays,
  totalTrafficMb: input.totalTrafficMb,
  trafficLimitType: input.trafficLimitType,
  restrictRule: input.restrictRule,
  planType: input.planType,
});

/**
 * Basic plans as the catalogue editor changes them. New terms are a new version effective from the next
 * business day: cards on the plan move to it at their next cycle start on or after that day (the daily run),
 * new orders take it at once, and nothing already charged changes.
 */
const plans: CatalogueKind<PlanRow, PlanInput> = {
  table: 'basic_plans',
  terms: PLAN_TERMS,
  actions: { update: 'catalogue_plan_update', sale: 'catalogue_plan_sale' },
  cardsMoveLater: true,
  lockOpen: async (tx, lineageId) => {
    const [open] = await tx
      .select()
      .from(basicPlans)
      .where(and(eq(basicPlans.lineageId, lineageId), isNull(basicPlans.supersededAt)))
      .for('update');
    return open;
  },
  fieldsOf: (row) => ({
    ...presentationOf(row),
    priceMinor: row.priceMinor,
    cycleDays: row.cycleDays,
    totalTrafficMb: row.totalTrafficMb,
    trafficLimitType: row.trafficLimitType as PlanInput['trafficLimitType'],
    restrictRule: row.restrictRule as PlanInput['restrictRule'],
    planType: row.planType,
  }),
  addVersion: async (tx, lineageId, open, input, next) => {
    await tx.insert(basicPlans).values({
      lineageId,
      code: next.code,
      ...presentationColumns(input),
      ...termColumns(input),
      version: next.version,
      revision: next.revision,
      effectiveFrom: next.effectiveFrom,
      active: open.active,
      createdAt: next.now,
    });
  },
  writePresentation: async (tx, lineageId, input) => {
    await tx.update(basicPlans).set(presentationColumns(input)).where(eq(basicPlans.lineageId, lineageId));
  },
};

/** A new basic plan, on sale at once, audited. */
export const createPlan = (ctx: AppContext, input: PlanInput, auditor: Auditor): Promise<AdminPlan> =>
  ctx.database.db.transaction(async (tx) => {
    const id = await nextCatalogueId(tx, 'basic_plans');
    await tx
      .insert(basicPlans)
      .overridingSystemValue()
      .values({
        id,
        lineageId: id,
        code: `plan-${id}`,
        ...presentationColumns(input),
        ...termColumns(input),
        effectiveFrom: businessDayOf(ctx),
        createdAt: ctx.clock.now(),
      });
    await audit(tx, {
      ...auditor,
      action: 'catalogue_plan_create',
      details: { name: input.name, priceMinor: input.priceMinor, cycleDays: input.cycleDays },
      at: ctx.clock.now(),
    });
    return getAdminPlan(tx, id);
  });

/** Saves an administrator's edit of a plan made on `revision` (catalogue-edit.ts). */
export const updatePlan = (ctx: AppContext, lineageId: number, update: PlanUpdate, auditor: Auditor) =>
  ctx.database.db.transaction(async (tx): Promise<AdminPlan> => {
    const { revision, ...input } = update;
    await saveEdit(ctx, tx, plans, lineageId, input, revision, auditor);
    return getAdminPlan(tx, lineageId);
  });

/** Puts a plan on sale or retires it; cards on it keep it either way (decision 0026). */
export const setPlanOnSale = (ctx: AppContext, lineageId: number, body: SaleBody, auditor: Auditor) =>
  ctx.database.db.transaction(async (tx): Promise<AdminPlan> => {
    await saveOnSale(ctx, tx, plans, lineageId, body, auditor);
    return getAdminPlan(tx, lineageId);
  });
