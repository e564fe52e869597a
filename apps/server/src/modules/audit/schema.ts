import { ADMIN_ROLES } from '@simportal/contract/admin-roles';
import { AUDIT_ACTIONS } from '@simportal/contract/api/admin';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { idOf } from '../../db/foreign-key.ts';
import { oneOf } from '../../db/one-of.ts';

/**
 * The audit log of administrator actions (modules/audit/audit.ts): who (`actor_user_id`, the administrator,
 * also when they acted inside a customer's view), what (`action`, one of AUDIT_ACTIONS in the contract, with
 * `details`), on whom (`target_user_id`, `target_card_id`), when (`at`) and from which address (`ip`). Rows
 * are only ever inserted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id')
      .notNull()
      .references(() => idOf('users')),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    targetUserId: integer('target_user_id').references(() => idOf('users')),
    targetCardId: integer('target_card_id').references(() => idOf('sim_cards')),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    /** The actor's administrator role when they acted (issue #34); null for a customer's own action. */
    actorRole: text('actor_role', { enum: ADMIN_ROLES }),
    /** The action asked the administrator to prove it was them again, and they had (step-up). */
    steppedUp: boolean('stepped_up').notNull().default(false),
  },
  (t) => [
    // the screen lists newest first, whole or by actor, target or action
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_actor_at_idx').on(t.actorUserId, t.at),
    index('audit_log_target_user_at_idx').on(t.targetUserId, t.at),
    index('audit_log_target_card_at_idx').on(t.targetCardId, t.at),
    index('audit_log_action_at_idx').on(t.action, t.at),
    check('audit_log_action', oneOf(t.action, AUDIT_ACTIONS)),
    check('audit_log_actor_role', oneOf(t.actorRole, ADMIN_ROLES)),
  ],
);
