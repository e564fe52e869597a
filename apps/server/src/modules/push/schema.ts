import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { idOf } from '../../db/foreign-key.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The server's VAPID key pair (docs/decisions/0070), made once by whichever instance starts first and kept: a
 * browser subscribes with the public key, so a new pair would silence every device subscribed under the old one.
 * The private key is sealed under a key derived from the server's secret, as the second factor's secrets are.
 */
export const pushVapidKeys = pgTable(
  'push_vapid_keys',
  {
    /** Always 1: one pair per installation. */
    id: smallint('id').primaryKey(),
    publicKey: text('public_key').notNull(),
    /** `v1.<iv>.<tag>.<ciphertext>` (auth's sealSecret). */
    privateKeySealed: text('private_key_sealed').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [check('push_vapid_keys_one', sql`${t.id} = 1`)],
);

/**
 * A browser of a customer's that receives notifications: its push service's endpoint and the keys that encrypt
 * what is sent to it (RFC 8291). The endpoint is one browser profile's, so it belongs to one account at a time.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => idOf('users'), { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint_key'),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The browser and system named by the User-Agent that subscribed ("Chrome 140", "Android"), or null. */
    browser: text('browser'),
    os: text('os'),
    createdAt: at('created_at').notNull(),
    /** When a notification last reached the push service. */
    lastSuccessAt: at('last_success_at'),
  },
  (t) => [index('push_subscriptions_user_id_idx').on(t.userId, t.id)],
);
