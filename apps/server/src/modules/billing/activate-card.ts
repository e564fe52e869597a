import type { SimStatus } from '@simportal/contract/enums';
import type { AppContext } from '../../app-context.ts';
import { nextBusinessDay } from '../../business-day.ts';
import type { Tx } from '../../db/database.ts';
import { DomainError } from '../../http/domain-error.ts';
import { queueCarrierCommand } from '../carrier/index.ts';
import type { SimCardRow } from '../sims/index.ts';
import { transitionCard, updateCardTerms } from '../sims/index.ts';
import { chargeCardDay, type FeePlanRow } from './daily-fee-charge.ts';
import { isDayCharged } from './day-charged.ts';
import { endPauseOf } from './pause-savings.ts';

export interface Activation {
  status: Extract<SimStatus, 'USING' | 'SUSPEND'>;
  chargedMinor: number;
  cycleStartDay: string;
  /** A carrier command to deliver after the commit (RESUME, or PAUSE when it ended suspended), or null. */
  commandId: number | null;
}

/**
 * Puts a card in service on `plan` from `day` (a first plan, a paused or suspended card ordering a plan, a
 * StarterPack card bound): today's fee is charged at once as the first day of a new cycle. When today was
 * already paid for this card (it was charged, then paused, then ordered again) nothing more is charged and the
 * new plan's cycles start tomorrow: one fee per card and day, whatever happens during it.
 *
 * `ifShort`: 'refuse' lets insufficient_credit through (the order changes nothing); 'suspend' keeps the plan
 * and leaves the card SUSPENDed for lack of credit, as the daily run would (StarterPack conversion, whose bind
 * must not fail). The caller holds the balance lock and the card's row lock, and passes the card as read.
 */
export const activateCard = async (
  ctx: AppContext,
  tx: Tx,
  card: SimCardRow & { userId: number },
  plan: FeePlanRow & { id: number },
  day: string,
  ifShort: 'refuse' | 'suspend',
): Promise<Activation> => {
  const paidAlready = await isDayCharged(tx, card.id, day);
  const cycleStartDay = paidAlready ? nextBusinessDay(day) : day;
  let chargedMinor = 0;
  let short = false;
  if (!paidAlready) {
    try {
      chargedMinor = (await chargeCardDay(ctx, tx, card, plan, cycleStartDay, day)).chargedMinor;
    } catch (error) {
      if (!(error instanceof DomainError) || error.key !== 'insufficient_credit' || ifShort === 'refuse') {
        throw error;
      }
      short = true;
    }
  }
  const columns = {
    currentPlanId: plan.id,
    pendingPlanId: null,
    pendingPlanFrom: null,
    planCreatedAt: ctx.clock.now(),
    cycleStartDay,
    // pay-as-you-go: a plan ordered here runs until the customer stops it, it never expires
    expireAt: null,
    suspendReason: short ? ('insufficient_credit' as const) : null,
  };
  const from = card.status;
  const target = short ? 'SUSPEND' : 'USING';
  if (from === target) {
    await updateCardTerms(tx, card.id, columns);
  } else if (from === 'USING') {
    await transitionCard(tx, card, 'SUSPEND', columns);
  } else if (short) {
    // the status machine has no NOT_ACTIVE/PAUSED → SUSPEND: the card is put in use, then stopped
    const using = await transitionCard(tx, card, 'USING', columns);
    await transitionCard(tx, using, 'SUSPEND');
  } else {
    await transitionCard(tx, card, 'USING', columns);
  }
  // a pause the run made (decision 0072) saved nothing from here on
  if (from === 'PAUSED') await endPauseOf(tx, card.id, day);
  const action =
    target === 'USING' && from !== 'USING'
      ? 'RESUME'
      : target === 'SUSPEND' && from === 'USING'
        ? 'PAUSE'
        : null;
  const commandId = action
    ? await queueCarrierCommand(tx, { cardId: card.id, iccid: card.iccid }, action)
    : null;
  return { status: target, chargedMinor, cycleStartDay, commandId };
};
