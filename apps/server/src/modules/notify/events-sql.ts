import { EVENT_DEFINITIONS } from '@simportal/contract/notify-events';
import { type SQL, sql } from 'drizzle-orm';
import { timestamptz } from '../../db/database.ts';
import { userAccounts } from '../users/index.ts';
import { webhookEventsSql } from '../webhooks/index.ts';
import { textsOf } from './texts/index.ts';

/**
 * The kinds recorded set-based: told in the inbox and to webhooks only, never by mail or push (their texts have no
 * mail; a statement cannot render a push in each reader's language). bulk_job.completed: its holders learn of a
 * job they did not start (an operator's) or just ran themselves from the inbox, not from their phone at the end
 * of it, as no card's own status change is pushed either (card.status_changed, webhooks only).
 */
export type SetBasedKind = 'bulk_job.completed' | 'card.status_changed';

/**
 * The set-based `tell` (issue #68), for a statement that records many events at once: `with` entries to sit in the
 * caller's `with` list (named `<name>_events`, `<name>_inbox`, `<name>_webhooks`), recording for every row of
 * `rows` (a query with the columns `user_id` and `data`, jsonb) one event of `kind`: its inbox row, when the
 * kind goes to the inbox (what its texts' inboxSql keeps of `data`), for a recipient not erased, and its webhook
 * event for each enabled endpoint of theirs that subscribed, with `data` as it is. In the caller's transaction:
 * nothing leaves before the commit, a rolled-back change tells nobody. `runEventsSql` runs it alone.
 */
export const eventsSql = (kind: SetBasedKind, rows: SQL, at: Date, name = 'told'): SQL => {
  const definition = EVENT_DEFINITIONS[kind];
  const events = sql.raw(`${name}_events`);
  const keep = textsOf(kind)?.inboxSql ?? ((data: SQL) => data);
  const parts = [sql`${events} as (select r.user_id, r.data from (${rows}) r)`];
  if (definition.inbox) {
    parts.push(sql`${sql.raw(`${name}_inbox`)} as (insert into notify_events (user_id, kind, data, created_at)
        select e.user_id, ${kind}::text, ${keep(sql`e.data`)}, ${timestamptz(at)}
        from ${events} e join ${userAccounts} u on u.id = e.user_id and u.deleted_at is null)`);
  }
  if (definition.webhook) {
    parts.push(
      sql`${sql.raw(`${name}_webhooks`)} as (${webhookEventsSql(kind, sql`select user_id, data from ${events}`)})`,
    );
  }
  return sql.join(parts, sql`, `);
};

/** `eventsSql` as a statement of its own. */
export const runEventsSql = (kind: SetBasedKind, rows: SQL, at: Date): SQL =>
  sql`with ${eventsSql(kind, rows, at)} select 1`;
