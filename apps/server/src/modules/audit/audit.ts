import type { AdminRole } from '@simportal/contract/admin-roles';
import type { AuditAction } from '@simportal/contract/api/admin';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { auditLog } from './schema.ts';

/**
 * Who acts, in which role, whether they proved it was them again for it, and from which address: data the caller
 * passes (modules/auth's `auditorOf` reads it from an administrator's request), so the audit log imports no module.
 */
export interface Auditor {
  actorId: number;
  actorRole: AdminRole;
  steppedUp: boolean;
  ip: string;
}

export interface AuditInput {
  /** The administrator who acted (also inside a customer's view). */
  actorId: number;
  /** Their role when they acted (issue #34); none for a customer's own action. */
  actorRole?: AdminRole | null;
  /** The action asked them to prove it was them again, and they had (step-up). */
  steppedUp?: boolean;
  action: AuditAction;
  targetUserId?: number | null;
  targetCardId?: number | null;
  /** What else the screen should show: amounts, counts, the route of a request… (JSON). */
  details?: Record<string, unknown>;
  /** The caller's address (`request.ip`). */
  ip?: string | null;
  /** When; defaults to the database's now(). Services pass `ctx.clock.now()`. */
  at?: Date;
}

/**
 * Writes one audit entry and answers its id. Call it inside the transaction of the action when there is one, so the entry and the
 * change commit together; otherwise right after the action succeeded.
 *
 *   await audit(tx, { actorId, action: 'starter_pack_set', targetCardId: card.id, details: { days }, ip });
 */
export const audit = async (db: DbOrTx, input: AuditInput): Promise<number> => {
  const [row] = await db
    .insert(auditLog)
    .values({
      actorUserId: input.actorId,
      actorRole: input.actorRole ?? null,
      steppedUp: input.steppedUp ?? false,
      action: input.action,
      targetUserId: input.targetUserId ?? null,
      targetCardId: input.targetCardId ?? null,
      details: input.details ?? {},
      ip: input.ip ?? null,
      ...(input.at ? { at: input.at } : {}),
    })
    .returning({ id: auditLog.id });
  return row!.id;
};

/**
 * Fills in the answer's HTTP status of an entry written before its request was handled (a customer view's
 * request, recorded before its handler ran so nothing is done unrecorded).
 */
export const recordAuditStatus = async (db: DbOrTx, id: number, status: number): Promise<void> => {
  await db
    .update(auditLog)
    .set({ details: sql`jsonb_set(${auditLog.details}, '{status}', to_jsonb(${status}::int))` })
    .where(eq(auditLog.id, id));
};
