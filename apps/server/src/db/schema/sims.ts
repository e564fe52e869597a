import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { basicPlans } from './catalog.ts';
import { users } from './users.ts';

/**
 * The SIM inventory. A card exists before anyone owns it (imported by an administrator); binding sets
 * user_id. The verify code printed on the card is stored only as a hash.
 */
export const simCards = pgTable(
  'sim_cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Digits only; compared numerically by the admin range search. */
    cardNumber: text('card_number').notNull().unique(),
    iccid: text('iccid').notNull().unique(),
    verifyCodeHash: text('verify_code_hash').notNull(),
    channelName: text('channel_name').notNull().default(''),
    type: text('type').notNull().default('PHYSICAL'),
    status: text('status').notNull().default('NOT_ACTIVE'),
    userId: integer('user_id').references(() => users.id),
    label: text('label'),
    isStarterPack: boolean('is_starter_pack').notNull().default(false),
    starterPackPlanId: integer('starter_pack_plan_id').references(() => basicPlans.id),
    starterPackDays: integer('starter_pack_days'),
    planCreatedAt: timestamp('plan_created_at', { withTimezone: true }),
    expireAt: timestamp('expire_at', { withTimezone: true }),
    boundAt: timestamp('bound_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sim_cards_user_id_idx').on(t.userId),
    check('sim_cards_card_number_digits', sql`${t.cardNumber} ~ '^[0-9]{1,20}$'`),
    check('sim_cards_iccid_digits', sql`${t.iccid} ~ '^89[0-9]{17,18}$'`),
    check('sim_cards_type', sql`${t.type} in ('PHYSICAL', 'ESIM')`),
    check('sim_cards_status', sql`${t.status} in ('NOT_ACTIVE', 'USING', 'SUSPEND', 'PAUSED')`),
  ],
);
