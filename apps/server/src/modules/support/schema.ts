import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { idOf } from '../../db/foreign-key.ts';

/**
 * How customers reach the administrators to pay (modules/support): one row, id 1, written by an administrator
 * in Admin Management › Support. Until it exists the pages say that payment instructions are not set up yet.
 * `channels` and `office_hours` hold what the contract's supportSettingsSchema validated (api/support.ts).
 */
export const supportSettings = pgTable(
  'support_settings',
  {
    id: integer('id').primaryKey(),
    /** [{ kind, value }], in the order they are shown. */
    channels: jsonb('channels').notNull(),
    /** { en, zh-CN }: when someone answers. */
    officeHours: jsonb('office_hours').notNull(),
    confirmWithinHours: integer('confirm_within_hours'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: integer('updated_by').references(() => idOf('users')),
  },
  (t) => [check('support_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * Who sells: the operator's legal name, address and tax id, printed on every receipt, pro-forma invoice and
 * statement (modules/papers). One row, id 1, written by an owner in Admin Management › Support; audited.
 */
export const operatorDetails = pgTable(
  'operator_details',
  {
    id: integer('id').primaryKey(),
    legalName: text('legal_name').notNull(),
    address: text('address').notNull(),
    taxId: text('tax_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: integer('updated_by').references(() => idOf('users')),
  },
  (t) => [check('operator_details_single_row', sql`${t.id} = 1`)],
);
