// The data alerts a card's holder chooses (issue #58), without zod: Traffic Detail's first load reads them.

/** The shares of a card's allowance at which its holder may be mailed, once per billing cycle each. */
export const DATA_ALERT_THRESHOLDS = [50, 80, 90, 100] as const;
export type DataAlertThreshold = (typeof DATA_ALERT_THRESHOLDS)[number];
/** What a card's holder is mailed at until they choose: the EU roaming rule's 80 % warning, and the cut-off. */
export const DEFAULT_DATA_ALERTS: readonly DataAlertThreshold[] = [80, 100];
