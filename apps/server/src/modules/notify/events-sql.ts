import { EVENT_DEFINITIONS } from '@simportal/contract/notify-events';
import type { SQL } from 'drizzle-orm';
import { webhookEventsSql } from '../webhooks/index.ts';

/**
 * The kinds a set-based statement records: told to the customer's webhooks alone (EVENT_DEFINITIONS: `webhook`,
 * not `inbox`), so no language, channel or quiet hours is chosen and the statement needs no row by row pass.
 */
export type SetBasedKind = 'card.status_changed';

/**
 * The set-based face of `tell` (issue #68), for a statement that changes many rows at once (the daily run's
 * suspensions of 300,000 cards, a trip's pauses): an INSERT … SELECT to sit in the caller's `with` list, recording
 * one `kind` event for every row of `rows` (a query with the columns `user_id` and `data`, jsonb: the webhook's
 * data), queued for each enabled endpoint of that customer's that subscribed to it, in the caller's transaction.
 * Returns the deliveries' ids. One card's change embeds a one-row `rows`.
 */
export const eventsSql = (kind: SetBasedKind, rows: SQL): SQL => {
  const definition = EVENT_DEFINITIONS[kind];
  if (definition.inbox || !definition.webhook) throw new Error(`${kind} is told one event at a time (tell)`);
  return webhookEventsSql(kind, rows);
};
