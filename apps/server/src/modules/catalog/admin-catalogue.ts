import type {
  AddOnVersion,
  AdminAddOn,
  AdminCatalogue,
  AdminPlan,
  PlanVersion,
} from '@simportal/contract/api/catalog-admin';
import { inLocaleOrder } from '@simportal/contract/localized-text';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { businessDayOf } from '../../business-day.ts';
import { type DbOrTx, selectRows } from '../../db/database.ts';
import { DomainError } from '../../http/domain-error.ts';
import { cardsView } from './owners-views.ts';
import { addOns, basicPlans } from './schema.ts';
import { planTerms } from './service.ts';

type PlanRow = typeof basicPlans.$inferSelect;
type AddOnRow = typeof addOns.$inferSelect;

const toPlanVersion = (row: PlanRow): PlanVersion => ({
  version: row.version,
  versionId: row.id,
  ...planTerms(row),
  effectiveFrom: row.effectiveFrom,
  createdAt: row.createdAt.toISOString(),
  supersededAt: row.supersededAt?.toISOString() ?? null,
});

const toAddOnVersion = (row: AddOnRow): AddOnVersion => ({
  version: row.version,
  versionId: row.id,
  priceMinor: row.priceMinor,
  trafficMb: row.trafficMb,
  createdAt: row.createdAt.toISOString(),
  supersededAt: row.supersededAt?.toISOString() ?? null,
});

/** Rows of one lineage, oldest version first, grouped; the open version is the last of each. */
const byLineage = <R extends { lineageId: number }>(rows: R[]): R[][] => {
  const groups = new Map<number, R[]>();
  for (const row of rows) {
    const group = groups.get(row.lineageId) ?? [];
    group.push(row);
    groups.set(row.lineageId, group);
  }
  return [...groups.values()];
};

const presentation = (open: PlanRow | AddOnRow) => ({
  id: open.lineageId,
  name: inLocaleOrder(open.name),
  description: inLocaleOrder(open.description),
  sortOrder: open.sortOrder,
  coverage: open.coverage,
  onSale: open.active,
  revision: open.revision,
});

const toAdminPlan = (versions: PlanRow[], cardCount: number): AdminPlan => {
  const open = versions.at(-1)!;
  return {
    ...presentation(open),
    current: toPlanVersion(open),
    versions: versions.map(toPlanVersion),
    cardCount,
  };
};

const toAdminAddOn = (versions: AddOnRow[]): AdminAddOn => {
  const open = versions.at(-1)!;
  return { ...presentation(open), current: toAddOnVersion(open), versions: versions.map(toAddOnVersion) };
};

/** Cards whose current plan is a version of each plan (by lineage), in one grouped read. */
const cardCounts = async (db: DbOrTx, lineageId?: number): Promise<Map<number, number>> => {
  const rows = await selectRows<{ lineage_id: number; cards: number }>(
    db,
    sql`select p.lineage_id, count(*)::int as cards
        from ${cardsView} c join basic_plans p on p.id = c.current_plan_id
        ${lineageId === undefined ? sql`` : sql`where p.lineage_id = ${lineageId}`}
        group by p.lineage_id`,
  );
  return new Map(rows.map((row) => [Number(row.lineage_id), Number(row.cards)]));
};

const planRows = (db: DbOrTx, lineageId?: number) =>
  db
    .select()
    .from(basicPlans)
    .where(lineageId === undefined ? undefined : eq(basicPlans.lineageId, lineageId))
    .orderBy(asc(basicPlans.lineageId), asc(basicPlans.version));

const addOnRows = (db: DbOrTx, lineageId?: number) =>
  db
    .select()
    .from(addOns)
    .where(lineageId === undefined ? undefined : eq(addOns.lineageId, lineageId))
    .orderBy(asc(addOns.lineageId), asc(addOns.version));

/** Sorted as the shop shows them: by sort order, then by age. */
const shopOrder = <T extends { sortOrder: number; id: number }>(items: T[]): T[] =>
  items.sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);

/** Every plan and add-on, on sale or retired, with their versions: Admin Management › Catalogue. */
export const getAdminCatalogue = async (ctx: AppContext): Promise<AdminCatalogue> => {
  const db = ctx.database.db;
  const [plans, packs, counts] = await Promise.all([planRows(db), addOnRows(db), cardCounts(db)]);
  return {
    currency: ctx.config.CURRENCY,
    businessDay: businessDayOf(ctx),
    plans: shopOrder(byLineage(plans).map((rows) => toAdminPlan(rows, counts.get(rows[0]!.lineageId) ?? 0))),
    addOns: shopOrder(byLineage(packs).map(toAdminAddOn)),
  };
};

/** One plan with its versions; not_found for an unknown id (ids of later versions are not plan ids). */
export const getAdminPlan = async (db: DbOrTx, lineageId: number): Promise<AdminPlan> => {
  const rows = await planRows(db, lineageId);
  if (rows.length === 0) throw new DomainError('not_found');
  const counts = await cardCounts(db, lineageId);
  return toAdminPlan(rows, counts.get(lineageId) ?? 0);
};

export const getAdminAddOn = async (db: DbOrTx, lineageId: number): Promise<AdminAddOn> => {
  const rows = await addOnRows(db, lineageId);
  if (rows.length === 0) throw new DomainError('not_found');
  return toAdminAddOn(rows);
};
