import type { AuditAction } from '@simportal/contract/api/admin';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/database.ts';
import { auditLog } from '../../db/schema.ts';
import { requireAdmin } from '../auth/authenticate.ts';

/** Who acts and from which address. */
export interface Auditor {
  actorId: number;
  ip: string;
}

export interface AuditInput {
  /** The administrator who acted (also inside a customer's view). */
  actorId: number;
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

/** Who and from where, for a route guarded by authenticateAdmin: `audit(db, { ...auditorOf(request), … })`. */
export const auditorOf = (request: FastifyRequest): Auditor => ({
  actorId: requireAdmin(request).userId,
  ip: request.ip,
});
