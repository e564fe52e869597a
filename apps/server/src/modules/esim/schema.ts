import { ESIM_PROFILE_STATUSES } from '@simportal/contract/enums';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idOf } from '../../db/foreign-key.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The eSIM profile inventory: profiles prepared by the SM-DP+ and imported by an administrator (CSV, API or
 * CLI). A profile is AVAILABLE until a customer's eSIM application takes it (one conditional UPDATE, so two
 * customers never get the same one); it then stays ASSIGNED to that card for good. The confirmation code, when
 * the SM-DP+ requires one, is delivered to the customer out of band and is never stored here.
 */
export const esimProfiles = pgTable(
  'esim_profiles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The profile's ICCID, which becomes the eSIM card's ICCID (contract ICCID rule). */
    iccid: text('iccid').notNull().unique(),
    /** The SM-DP+ address (an FQDN), field 2 of the SGP.22 activation code. */
    smDpAddress: text('sm_dp_address').notNull(),
    /** The activation-code token (matching ID), field 3 of the SGP.22 activation code. */
    matchingId: text('matching_id').notNull(),
    /** The optional SM-DP+ OID, field 4 of the SGP.22 activation code. */
    smDpOid: text('sm_dp_oid'),
    /** True: the SM-DP+ asks for a confirmation code at download (activation code field 5 = 1). */
    confirmationCodeRequired: boolean('confirmation_code_required').notNull().default(false),
    status: text('status', { enum: ESIM_PROFILE_STATUSES }).notNull().default('AVAILABLE'),
    /** The eSIM card made from this profile. */
    cardId: integer('card_id')
      .unique()
      .references(() => idOf('sim_cards')),
    /** The customer who applied; kept even after the card is deleted (which unbinds it). */
    assignedUserId: integer('assigned_user_id').references(() => idOf('users')),
    assignedAt: at('assigned_at'),
    importedAt: at('imported_at').notNull().defaultNow(),
    /** The administrator who imported it; null for the CLI and the seed. */
    importedBy: integer('imported_by').references(() => idOf('users')),
  },
  (t) => [
    uniqueIndex('esim_profiles_smdp_matching_key').on(t.smDpAddress, t.matchingId),
    index('esim_profiles_available_idx').on(t.id).where(sql`${t.status} = 'AVAILABLE'`),
    check('esim_profiles_status', sql`${t.status} in ('AVAILABLE', 'ASSIGNED')`),
    check(
      'esim_profiles_assignment',
      sql`(${t.status} = 'ASSIGNED') = (${t.cardId} is not null and ${t.assignedUserId} is not null and ${t.assignedAt} is not null)`,
    ),
    check('esim_profiles_iccid_digits', sql`${t.iccid} ~ '^89[0-9]{17,18}$'`),
  ],
);

/**
 * Low-stock notices: a row is raised (and the administrators are mailed) when the free stock falls to or below
 * ESIM_LOW_STOCK_THRESHOLD; it is cleared when an import brings the stock back above it. At most one open row
 * (unique partial index), so each crossing mails once even when applications race.
 */
export const esimStockAlerts = pgTable(
  'esim_stock_alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Free profiles left when the alert was raised. */
    freeCount: integer('free_count').notNull(),
    threshold: integer('threshold').notNull(),
    raisedAt: at('raised_at').notNull().defaultNow(),
    clearedAt: at('cleared_at'),
  },
  (t) => [uniqueIndex('esim_stock_alerts_open_key').on(sql`(true)`).where(sql`${t.clearedAt} is null`)],
);
