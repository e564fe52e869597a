import type { AuditAction, AuditEntry } from '@simportal/contract/api/admin';
import type { Page } from '@simportal/contract/envelope';
import { and, count, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../app-context.ts';
import { auditLog, simCards, users } from '../../db/schema.ts';
import { containsPattern } from './search-pattern.ts';

const actor = alias(users, 'actor');
const target = alias(users, 'target');

export interface AuditFilter {
  page: number;
  pageSize: number;
  actor?: string;
  action?: AuditAction;
  target?: string;
  from?: string;
  to?: string;
}

const conditionsOf = (filter: AuditFilter): SQL[] => {
  const conditions: SQL[] = [];
  if (filter.actor) {
    const pattern = containsPattern(filter.actor);
    conditions.push(or(ilike(actor.username, pattern), ilike(actor.email, pattern)) as SQL);
  }
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.target) {
    const pattern = containsPattern(filter.target);
    conditions.push(
      or(
        ilike(target.username, pattern),
        ilike(target.email, pattern),
        eq(simCards.cardNumber, filter.target),
      ) as SQL,
    );
  }
  if (filter.from) conditions.push(gte(auditLog.at, new Date(filter.from)));
  if (filter.to) conditions.push(lte(auditLog.at, new Date(filter.to)));
  return conditions;
};

/** The audit log screen: newest first, filtered by actor, action, target and time. */
export const listAuditEntries = async (ctx: AppContext, filter: AuditFilter): Promise<Page<AuditEntry>> => {
  const { db } = ctx.database;
  const conditions = conditionsOf(filter);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        entry: auditLog,
        actor: { id: actor.id, username: actor.username },
        target: { id: target.id, username: target.username, email: target.email },
        card: { id: simCards.id, cardNumber: simCards.cardNumber },
      })
      .from(auditLog)
      .innerJoin(actor, eq(actor.id, auditLog.actorUserId))
      .leftJoin(target, eq(target.id, auditLog.targetUserId))
      .leftJoin(simCards, eq(simCards.id, auditLog.targetCardId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db
      .select({ n: count() })
      .from(auditLog)
      .innerJoin(actor, eq(actor.id, auditLog.actorUserId))
      .leftJoin(target, eq(target.id, auditLog.targetUserId))
      .leftJoin(simCards, eq(simCards.id, auditLog.targetCardId))
      .where(where),
  ]);
  return {
    items: rows.map(
      (row): AuditEntry => ({
        id: row.entry.id,
        at: row.entry.at.toISOString(),
        // the column holds what audit() was given: AUDIT_ACTIONS
        action: row.entry.action as AuditAction,
        actor: row.actor,
        targetUser:
          row.target && row.target.id !== null
            ? { id: row.target.id, username: row.target.username ?? '', email: row.target.email ?? '' }
            : null,
        targetCard:
          row.card && row.card.id !== null
            ? { id: row.card.id, cardNumber: row.card.cardNumber ?? '' }
            : null,
        details: row.entry.details,
        ip: row.entry.ip,
      }),
    ),
    total: total?.n ?? 0,
    page: filter.page,
    pageSize: filter.pageSize,
  };
};
