import type { AlertKind } from './alert-channels.ts';

// What the portal tells people of (issue #68, docs/decisions/0092-one-place-that-tells-people.md), without zod:
// the server's notify module, the inbox and the webhook form read it. Domain code records one of these; the notify
// module alone decides who hears of it, how (mail, push, webhook, the inbox) and in which words.

/**
 * Every event kind. A customer's webhooks may subscribe to those whose definition says `webhook` (the contract's
 * WEBHOOK_EVENT_TYPES are a subset of this list, held by a test).
 */
export const EVENT_KINDS = [
  'usage.threshold_reached',
  'usage.spike',
  'cap.warned',
  'cap.reached',
  'add_on.auto_bought',
  'add_on.auto_refused',
  'balance.low',
  'balance.runway_low',
  'bridge.started',
  'bridge.ended',
  'lifeline.started',
  'trip.tomorrow',
  'card.suspended',
  'card.status_changed',
  'card.taken_back',
  'pay_order.credited',
  // a purchase given back to the balance, at once or by an administrator; a request declined (decision 0101)
  'refund.credited',
  'refund.declined',
  'bulk_job.completed',
  // administrators'
  'pay_order.waiting',
  'card_job.finished',
  'esim.low_stock',
  'card.bind_locked',
  // the outbox's deliveries that failed in a delivery round, one digest per round (issue #68)
  'deliveries.failed',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export interface EventDefinition {
  /** The alert whose channels the recipient chose (alert-channels.ts); null: not an alert, always told. */
  alert: AlertKind | null;
  /** Whether a customer's webhooks may hear of it (its type is the event kind). */
  webhook: boolean;
  /**
   * Whether its push waits out the recipient's quiet hours. Not for what stops a card or needs acting on now (a
   * card suspended or stopped is never held back).
   */
  quiet: boolean;
  /** Whether it goes to the inbox: every event a person is told of does, a webhook-only change does not. */
  inbox: boolean;
  /**
   * false: never pushed, whatever the channels. What tells of failed deliveries must not ride on a delivery that can
   * fail the same way (a push about failed pushes would feed the next digest). Pushed when absent.
   */
  push?: false;
}

export const EVENT_DEFINITIONS: Record<EventKind, EventDefinition> = {
  'usage.threshold_reached': { alert: 'data', webhook: true, quiet: true, inbox: true },
  // a day far above the card's usual (decision 0097): a data alert, by the channels chosen for those
  'usage.spike': { alert: 'data', webhook: false, quiet: true, inbox: true },
  'cap.warned': { alert: 'caps', webhook: false, quiet: true, inbox: true },
  // a cap reached may pause the card: its holder hears of it at once
  'cap.reached': { alert: 'caps', webhook: false, quiet: false, inbox: true },
  'add_on.auto_bought': { alert: 'autoAddOn', webhook: false, quiet: true, inbox: true },
  'add_on.auto_refused': { alert: 'autoAddOn', webhook: false, quiet: true, inbox: true },
  'balance.low': { alert: 'lowBalance', webhook: false, quiet: true, inbox: true },
  'balance.runway_low': { alert: 'lowBalance', webhook: true, quiet: true, inbox: true },
  'bridge.started': { alert: 'bridge', webhook: false, quiet: true, inbox: true },
  'bridge.ended': { alert: 'bridge', webhook: false, quiet: true, inbox: true },
  // the card is about to stop: told at once, whatever the channels or the hour
  'lifeline.started': { alert: null, webhook: false, quiet: false, inbox: true },
  'trip.tomorrow': { alert: 'trip', webhook: false, quiet: true, inbox: true },
  'card.suspended': { alert: null, webhook: false, quiet: false, inbox: true },
  'card.status_changed': { alert: null, webhook: true, quiet: false, inbox: false },
  'card.taken_back': { alert: null, webhook: false, quiet: false, inbox: true },
  'pay_order.credited': { alert: null, webhook: true, quiet: true, inbox: true },
  // an API customer's books follow the balance: refunds are webhook events as pay orders are (decision 0101)
  'refund.credited': { alert: null, webhook: true, quiet: true, inbox: true },
  'refund.declined': { alert: null, webhook: true, quiet: true, inbox: true },
  'bulk_job.completed': { alert: null, webhook: true, quiet: true, inbox: true },
  'pay_order.waiting': { alert: null, webhook: false, quiet: true, inbox: true },
  'card_job.finished': { alert: null, webhook: false, quiet: true, inbox: true },
  'esim.low_stock': { alert: null, webhook: false, quiet: true, inbox: true },
  'card.bind_locked': { alert: null, webhook: false, quiet: true, inbox: true },
  'deliveries.failed': { alert: null, webhook: false, quiet: true, inbox: true, push: false },
};

/** How long the inbox keeps what it told (issue #68): the last 90 days. */
export const INBOX_DAYS = 90;
