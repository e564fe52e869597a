import type { SimStatus } from './enums.ts';

/**
 * The SIM card's states and the changes between them (spec §4): the rule. The server's sims module is the one
 * writer of a card's status (transitionCard() in modules/sims/card-status.ts: Stop Billing and deletion there,
 * plan activation, suspension for lack of credit and resumption in billing, administrator actions in admin),
 * which answers illegal_status_transition (409) for a change that is not in the table, and for a status that is
 * already the target (pausing a paused card is not a silent success).
 *
 *   NOT_ACTIVE  no basic plan yet (or it ended)
 *   USING       in service, billed daily
 *   SUSPEND     stopped: the balance could not cover the day's fee
 *   PAUSED      Stop Billing: no fee, no service, until the customer activates it again
 */
export const SIM_STATUS_TRANSITIONS: Readonly<Record<SimStatus, readonly SimStatus[]>> = {
  // the first basic plan is ordered (billing)
  NOT_ACTIVE: ['USING'],
  // the fee is not covered (billing) · Stop Billing · the plan ends, the card is deleted or reset (admin)
  USING: ['SUSPEND', 'PAUSED', 'NOT_ACTIVE'],
  // a top-up covers the fee (billing) · Stop Billing · ended, deleted or reset
  SUSPEND: ['USING', 'PAUSED', 'NOT_ACTIVE'],
  // activated again through a basic plan (billing) · ended, deleted or reset
  PAUSED: ['USING', 'NOT_ACTIVE'],
};

/** Whether the table allows a card to go from `from` to `to`. */
export const canTransition = (from: SimStatus, to: SimStatus): boolean =>
  SIM_STATUS_TRANSITIONS[from].includes(to);
