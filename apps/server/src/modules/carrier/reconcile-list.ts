import {
  NETWORK_DIFFERENCES_CLOSED_DAYS,
  NETWORK_DIFFERENCES_SHOWN,
  type NetworkDifference,
  type NetworkDifferences,
  type ReconciliationRun,
} from '@simportal/contract/api/network-admin';
import { and, asc, count, desc, gte, isNull, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/database.ts';
import { deliveryStatesOf } from '../deliveries/index.ts';
import { networkDifferences, networkReconciliations } from './reconcile-schema.ts';

const DAY_MS = 86_400_000;

/** The network drift: how many differences are open (/metrics' simportal_network_drift, the Overview). */
export const networkDrift = async (db: DbOrTx): Promise<number> => {
  const [row] = await db
    .select({ open: count() })
    .from(networkDifferences)
    .where(isNull(networkDifferences.closedAt));
  return row?.open ?? 0;
};

/** The network drift as a scalar subquery, for another module's statement (the dashboard's queues). */
export const networkDriftSql = (): SQL =>
  sql`(select count(*) from ${networkDifferences} where ${networkDifferences.closedAt} is null)`;

export const toReconciliationRun = (run: typeof networkReconciliations.$inferSelect): ReconciliationRun => ({
  id: run.id,
  trigger: run.trigger,
  startedAt: run.startedAt.toISOString(),
  finishedAt: run.finishedAt?.toISOString() ?? null,
  checked: run.checked,
  differences: run.differences,
  repaired: run.repaired,
  waiting: run.waiting,
  unknown: run.unknown,
  resumed: run.resumed,
});

/**
 * Admin Management › Network: the drift, the open differences (oldest first) and those closed in the last
 * NETWORK_DIFFERENCES_CLOSED_DAYS (newest first), each with its card's number and where its command is, and the
 * newest run.
 */
export const listNetworkDifferences = async (ctx: AppContext): Promise<NetworkDifferences> => {
  const db = ctx.database.db;
  const since = new Date(ctx.clock.now().getTime() - NETWORK_DIFFERENCES_CLOSED_DAYS * DAY_MS);
  const [open, closed, [lastRun], drift] = await Promise.all([
    db
      .select()
      .from(networkDifferences)
      .where(isNull(networkDifferences.closedAt))
      .orderBy(asc(networkDifferences.foundAt), asc(networkDifferences.id))
      .limit(NETWORK_DIFFERENCES_SHOWN),
    db
      .select()
      .from(networkDifferences)
      .where(and(gte(networkDifferences.closedAt, since)))
      .orderBy(desc(networkDifferences.closedAt), desc(networkDifferences.id))
      .limit(NETWORK_DIFFERENCES_SHOWN),
    db.select().from(networkReconciliations).orderBy(desc(networkReconciliations.id)).limit(1),
    networkDrift(db),
  ]);
  const rows = [...open, ...closed];
  const [numbers, states] = await Promise.all([
    ctx.networkPortal.cardNumbersOf(db, [...new Set(rows.map((row) => row.cardId))]),
    deliveryStatesOf(
      db,
      rows.map((row) => row.deliveryId),
    ),
  ]);
  const present = (row: (typeof rows)[number]): NetworkDifference => ({
    id: row.id,
    cardId: row.cardId,
    cardNumber: numbers.get(row.cardId) ?? '',
    aspect: row.aspect,
    wanted: row.wanted,
    found: row.found,
    foundAt: row.foundAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    action: row.action,
    commandState: states.get(row.deliveryId) ?? null,
    sent: row.sent,
  });
  return {
    network: ctx.carrier.name,
    drift,
    open: open.map(present),
    closed: closed.map(present),
    lastRun: lastRun ? toReconciliationRun(lastRun) : null,
  };
};
