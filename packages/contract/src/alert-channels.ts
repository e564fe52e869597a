// Where a customer hears of each alert (issue #58, decision 0073), without zod: the Personal Center reads it.

/**
 * The alerts a customer chooses the channels of: a card's data alerts, its auto add-on, the low-balance
 * reminders, a bridge on a waiting top-up, a card's trip dates, and a card's daily caps (issue #59). What is not an alert (a code, a receipt, a
 * card stopped for lack of credit, the account's security) is always mailed.
 */
export const ALERT_KINDS = ['data', 'autoAddOn', 'lowBalance', 'bridge', 'trip', 'caps'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** Until a customer chooses: every alert by mail and, on the devices they turned notifications on, by push. */
export const DEFAULT_ALERT_CHANNELS = { mail: true, push: true } as const;
