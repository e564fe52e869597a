import type { AuditAction } from '@simportal/contract/api/admin';
import { and, desc, eq, gte, lte, or, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/database.ts';
import { auditLog } from './schema.ts';

export type AuditLogRow = typeof auditLog.$inferSelect;

/**
 * What the audit log screen filters by, as conditions on audit_log's own columns. A person or a card named in
 * a filter is resolved to ids first by the caller, as an SQL array expression (`array(select id from …)`,
 * computed once per statement): each condition is then answered by an index of audit_log (its actor, target
 * user or target card with time) instead of joining every row to users and cards first — which read the whole
 * log (300 ms at 10,000 rows, bench:scale).
 */
export interface AuditLogFilter {
  actorIds?: SQL;
  action?: AuditAction;
  /** Entries about any of these users or any of these cards. */
  target?: { userIds: SQL; cardIds: SQL };
  from?: Date;
  to?: Date;
}

const conditionsOf = (filter: AuditLogFilter): SQL[] => {
  const conditions: SQL[] = [];
  if (filter.actorIds) conditions.push(sql`${auditLog.actorUserId} = any(${filter.actorIds})`);
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.target) {
    conditions.push(
      or(
        sql`${auditLog.targetUserId} = any(${filter.target.userIds})`,
        sql`${auditLog.targetCardId} = any(${filter.target.cardIds})`,
      ) as SQL,
    );
  }
  if (filter.from) conditions.push(gte(auditLog.at, filter.from));
  if (filter.to) conditions.push(lte(auditLog.at, filter.to));
  return conditions;
};

/**
 * A page of the audit log, newest first, and how many entries match, counted up to `countCap` + 1 (so a page
 * costs the same however long the log has grown).
 */
export const auditLogPage = async (
  db: DbOrTx,
  filter: AuditLogFilter,
  page: { limit: number; offset: number; countCap: number },
): Promise<{ entries: AuditLogRow[]; counted: number }> => {
  const conditions = conditionsOf(filter);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [entries, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from ${auditLog} ${where ? sql`where ${where}` : sql``}
          limit ${page.countCap + 1}) as capped`,
    ),
  ]);
  return { entries, counted: Number(total?.n ?? 0) };
};
