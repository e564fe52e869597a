import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Every request limit of the portal (per address, per account, per address and account, code sends), kept in
 * the database so all instances share one count and a restart forgets nothing. A row is one fixed window:
 * `hits` counts up until `window_ends_at`, when the next hit starts a new window. Expired rows are purged by
 * modules/limits/counters.ts.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: at('window_ends_at').notNull(),
  },
  (t) => [index('rate_limit_counters_window_ends_at_idx').on(t.windowEndsAt)],
);
