import type { EsimStock } from '@simportal/contract/api/esim';
import { count, isNull, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/database.ts';
import { tell } from '../notify/index.ts';
import { listAdministrators } from '../users/index.ts';
import { esimProfiles, esimStockAlerts } from './schema.ts';

/** What the stock functions that send no mail need (the CLI builds it without a whole app). */
export type StockContext = Pick<AppContext, 'config' | 'clock' | 'database'>;

/** Free and assigned profiles now. */
const countProfiles = async (db: DbOrTx): Promise<{ available: number; assigned: number }> => {
  const rows = await db
    .select({ status: esimProfiles.status, total: count() })
    .from(esimProfiles)
    .groupBy(esimProfiles.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.total ?? 0;
  return { available: of('AVAILABLE'), assigned: of('ASSIGNED') };
};

/**
 * The free profiles counted, as a scalar subquery for another module's statement (the dashboard's queues, one
 * round trip): read on esim_profiles_available_idx.
 */
export const availableProfilesCountSql = (): SQL =>
  sql`(select count(*) from esim_profiles where status = 'AVAILABLE')`;

/** The stock is low at or below ESIM_LOW_STOCK_THRESHOLD (the admin screens and the alert mail say so). */
export const isStockLow = (available: number, threshold: number): boolean => available <= threshold;

const openAlert = async (db: DbOrTx) => {
  const [alert] = await db.select().from(esimStockAlerts).where(isNull(esimStockAlerts.clearedAt));
  return alert;
};

/** The inventory as administrators see it (GET /api/admin/esim/stock and every import report). */
export const readStock = async (ctx: StockContext, db: DbOrTx = ctx.database.db): Promise<EsimStock> => {
  const [counts, alert] = await Promise.all([countProfiles(db), openAlert(db)]);
  const threshold = ctx.config.ESIM_LOW_STOCK_THRESHOLD;
  return {
    ...counts,
    threshold,
    low: isStockLow(counts.available, threshold),
    lowSince: alert ? alert.raisedAt.toISOString() : null,
  };
};

/**
 * Called after profiles were taken (or none was left): when the free stock is at or below
 * ESIM_LOW_STOCK_THRESHOLD and no alert is open, opens one and tells every administrator who may import profiles
 * (an owner) of it (esim.low_stock, modules/notify: their inbox, a mail and a push), in the caller's transaction.
 * The partial unique index on open alerts makes concurrent callers agree: exactly one inserts, so a crossing is
 * told once. Returns the deliveries queued (mails, pushes), to deliver after the commit.
 */
export const raiseLowStockAlert = async (ctx: AppContext, tx: DbOrTx): Promise<number[]> => {
  const threshold = ctx.config.ESIM_LOW_STOCK_THRESHOLD;
  const { available } = await countProfiles(tx);
  if (available > threshold) return [];
  const [raised] = await tx
    .insert(esimStockAlerts)
    .values({ freeCount: available, threshold, raisedAt: ctx.clock.now() })
    .onConflictDoNothing()
    .returning({ id: esimStockAlerts.id });
  if (!raised) return [];
  const admins = await listAdministrators(tx, 'manage');
  const told = await tell(
    ctx,
    tx,
    admins.map((admin) => ({ kind: 'esim.low_stock', userId: admin.id, data: { available, threshold } })),
  );
  return [...told.mails.map((mail) => mail.id), ...told.pushIds];
};

/** Called after an import: once the free stock is above the threshold again, the open alert is cleared. */
export const clearLowStockAlert = async (ctx: StockContext, db: DbOrTx): Promise<void> => {
  const { available } = await countProfiles(db);
  if (available <= ctx.config.ESIM_LOW_STOCK_THRESHOLD) return;
  await db
    .update(esimStockAlerts)
    .set({ clearedAt: ctx.clock.now() })
    .where(isNull(esimStockAlerts.clearedAt));
};
