import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { auditLog } from './schema.ts';

/** An entry as an owner's members list shows it: when, what, and its details. */
export interface ActorAction {
  actorId: number;
  at: Date;
  action: (typeof auditLog.$inferSelect)['action'];
  details: Record<string, unknown>;
}

/**
 * The latest `perActor` entries of each of these actors, newest first: one statement for a page of people (an
 * owner's members, decision 0103), served by audit_log_actor_at_idx.
 */
export const latestActionsOf = async (
  db: DbOrTx,
  actorIds: number[],
  perActor: number,
): Promise<Map<number, ActorAction[]>> => {
  const found = new Map<number, ActorAction[]>(actorIds.map((id) => [id, []]));
  if (actorIds.length === 0) return found;
  const ranked = db
    .select({
      actorId: auditLog.actorUserId,
      at: auditLog.at,
      action: auditLog.action,
      details: auditLog.details,
      rank: sql<number>`row_number() over (partition by ${auditLog.actorUserId} order by ${auditLog.at} desc, ${auditLog.id} desc)`.as(
        'rank',
      ),
    })
    .from(auditLog)
    .where(inArray(auditLog.actorUserId, actorIds))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${perActor}`)
    .orderBy(sql`${ranked.at} desc`);
  for (const row of rows)
    found
      .get(row.actorId)
      ?.push({ actorId: row.actorId, at: row.at, action: row.action, details: row.details });
  return found;
};
