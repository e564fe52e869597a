// The refund rule (issue #71, docs/decisions/0101-refunds-to-balance.md): what a customer's request to have an
// eSIM fee or an add-on given back to their balance comes to, from the evidence beside it. Pure, so the server
// decides by it and the rule-table test holds every row of it.

/** What can be given back: an eSIM's fee (ESIM_APPLY) or an add-on pack (ADD_ON_PURCHASE). */
export const REFUND_KINDS = ['esim_fee', 'add_on'] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];

/** Why the customer asks, as Airalo's request form names them; the web translates `refunds.reason.<key>`. */
export const REFUND_REASONS = [
  'wrong_purchase',
  'plans_changed',
  'installation_issue',
  'not_working',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** A request's life: credited at once or after review, waiting for an administrator, or declined by one. */
export const REFUND_STATUSES = ['WAITING', 'CREDITED', 'DECLINED'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** A purchase older than this many days is given back by nobody (Airalo's 30 days to ask). */
export const REFUND_WINDOW_DAYS = 30;
/** Within this many days a clean purchase is credited at once (Airalo's 14-day withdrawal); later, reviewed. */
export const REFUND_AT_ONCE_DAYS = 14;
/** Refunds credited at once in the last REFUND_WINDOW_DAYS after which the next waits for review (Airalo). */
export const REFUND_AT_ONCE_LIMIT = 3;

/**
 * What the portal knows of the purchase when it is asked. `profileReachedPhone`: the eSIM's network events show
 * its profile downloaded or installed, or the card attached to a network (a phone without the profile cannot);
 * `platformReportsProfiles`: the network reports profile steps at all (so no such event means "never
 * downloaded"); `usedKbSince`: the card's imported traffic from the add-on's business day on.
 */
export type RefundEvidence =
  | { kind: 'esim_fee'; profileReachedPhone: boolean; platformReportsProfiles: boolean }
  | { kind: 'add_on'; usedKbSince: number };

export interface RefundFacts {
  evidence: RefundEvidence;
  /** Whole days since the purchase's business day (0 on the day itself). */
  daysSincePurchase: number;
  /** Refunds this customer was credited at once in the last REFUND_WINDOW_DAYS. */
  recentAtOnce: number;
}

/** Why the rule answered as it did; the web translates `refunds.because.<key>` beside the evidence. */
export const REFUND_GROUNDS = [
  'never_downloaded',
  'no_data_used',
  'profile_reached_phone',
  'not_reported',
  'data_used',
  'after_at_once_days',
  'many_recent_refunds',
  'window_passed',
] as const;
export type RefundGround = (typeof REFUND_GROUNDS)[number];

export type RefundOutcome =
  | { outcome: 'credit'; ground: RefundGround }
  | { outcome: 'review'; ground: RefundGround }
  | { outcome: 'refuse'; ground: 'window_passed' };

/**
 * The rule, the first row that applies wins:
 * 1. older than REFUND_WINDOW_DAYS → refuse (window_passed);
 * 2. the evidence says it was used → review: an eSIM's profile reached a phone (profile_reached_phone), the network
 *    does not report profile steps so the operator checks (not_reported), the card used data (data_used);
 * 3. after REFUND_AT_ONCE_DAYS → review (after_at_once_days);
 * 4. REFUND_AT_ONCE_LIMIT refunds credited at once already in the window → review (many_recent_refunds);
 * 5. otherwise credit at once (never_downloaded, no_data_used).
 */
export const refundDecision = ({ evidence, daysSincePurchase, recentAtOnce }: RefundFacts): RefundOutcome => {
  if (daysSincePurchase > REFUND_WINDOW_DAYS) return { outcome: 'refuse', ground: 'window_passed' };
  if (evidence.kind === 'esim_fee') {
    if (evidence.profileReachedPhone) return { outcome: 'review', ground: 'profile_reached_phone' };
    if (!evidence.platformReportsProfiles) return { outcome: 'review', ground: 'not_reported' };
  } else if (evidence.usedKbSince > 0) return { outcome: 'review', ground: 'data_used' };
  if (daysSincePurchase > REFUND_AT_ONCE_DAYS) return { outcome: 'review', ground: 'after_at_once_days' };
  if (recentAtOnce >= REFUND_AT_ONCE_LIMIT) return { outcome: 'review', ground: 'many_recent_refunds' };
  return { outcome: 'credit', ground: evidence.kind === 'esim_fee' ? 'never_downloaded' : 'no_data_used' };
};
