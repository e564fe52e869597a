import type { EventKind } from '@simportal/contract/notify-events';
import { bindLockTexts, lowStockTexts } from './admin-alerts.ts';
import { autoAddOnBoughtTexts, autoAddOnRefusedTexts } from './auto-add-on.ts';
import { balanceLowTexts, runwayLowTexts } from './balance.ts';
import { bridgeEndedTexts, bridgeStartedTexts } from './bridges.ts';
import { bulkJobTexts } from './bulk-job.ts';
import { capReachedTexts, capWarnedTexts } from './card-caps.ts';
import { cardJobFinishedTexts } from './card-job-finished.ts';
import { cardSuspendedTexts } from './card-suspended.ts';
import { cardTakenBackTexts } from './card-taken-back.ts';
import type { EventTexts } from './event-texts.ts';
import { failedDeliveriesTexts } from './failed-deliveries.ts';
import { lifelineStartedTexts } from './lifeline.ts';
import { payOrderCreditedTexts, payOrderWaitingTexts } from './pay-orders.ts';
import { refundCreditedTexts, refundDeclinedTexts } from './refunds.ts';
import { tripTomorrowTexts } from './trip-tomorrow.ts';
import { usageSpikeTexts } from './usage-spike.ts';
import { usageThresholdTexts } from './usage-threshold.ts';

/**
 * Every event kind's texts (issue #68): what `tell` renders for the mail and the push, and the inbox for its
 * items, in the reader's language from the event's data.
 */
export const EVENT_TEXTS = {
  'usage.threshold_reached': usageThresholdTexts,
  'usage.spike': usageSpikeTexts,
  'cap.warned': capWarnedTexts,
  'cap.reached': capReachedTexts,
  'add_on.auto_bought': autoAddOnBoughtTexts,
  'add_on.auto_refused': autoAddOnRefusedTexts,
  'pay_order.credited': payOrderCreditedTexts,
  'pay_order.waiting': payOrderWaitingTexts,
  'refund.credited': refundCreditedTexts,
  'refund.declined': refundDeclinedTexts,
  'esim.low_stock': lowStockTexts,
  'card.bind_locked': bindLockTexts,
  'bulk_job.completed': bulkJobTexts,
  'card_job.finished': cardJobFinishedTexts,
  'balance.low': balanceLowTexts,
  'balance.runway_low': runwayLowTexts,
  'bridge.started': bridgeStartedTexts,
  'bridge.ended': bridgeEndedTexts,
  'lifeline.started': lifelineStartedTexts,
  'trip.tomorrow': tripTomorrowTexts,
  'card.suspended': cardSuspendedTexts,
  'card.taken_back': cardTakenBackTexts,
  'deliveries.failed': failedDeliveriesTexts,
} satisfies { [K in EventKind]?: Pick<EventTexts<never>, 'line' | 'mail' | 'webhook'> };

export type TellableKind = keyof typeof EVENT_TEXTS;
export type EventDataOf<K extends TellableKind> =
  (typeof EVENT_TEXTS)[K] extends EventTexts<infer Data> ? Data : never;

/** One event to record and tell: its kind, whom it is for, and what its texts are made of. */
export type NotifyEvent = {
  [K in TellableKind]: { kind: K; userId: number; data: EventDataOf<K> };
}[TellableKind];

/** The texts of a stored event, whatever its kind (its data as it was recorded). */
export const textsOf = (kind: string): EventTexts<unknown> | undefined =>
  (EVENT_TEXTS as Record<string, EventTexts<unknown>>)[kind];
