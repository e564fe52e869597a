import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { selectRows, type Tx, timestamptz } from '../../db/database.ts';
import { DomainError } from '../../http/domain-error.ts';
import { queueCarrierCommandsSql } from '../carrier/index.ts';
import { findPlans, planVersions } from '../catalog/index.ts';
import { accountBalances } from '../ledger/index.ts';
import { type NotifyEvent, tell } from '../notify/index.ts';
import { cards, lockCard, transitionCards } from '../sims/index.ts';
import { endLifelineOnTopUp, endLifelines, type LifelineSpent, openLifelineCards } from '../usage/index.ts';
import { chargeCardDay } from './daily-fee-charge.ts';
import { feeSql } from './fee-sql.ts';
import { type CustomerBatch, inBatch } from './run-statements.ts';

// Billing's ends of a lifeline (decision 0096) other than its days (the run's endLifelines): its megabytes spent,
// told by usage's import, and a top-up that pays the card's day.

/**
 * Usage's import found these lifelines' megabytes spent (usage ended them): their cards in use by the same holder
 * are suspended for lack of credit, as the run would have on the lifeline's first day, with a carrier PAUSE, the
 * day's notice and `card.suspended` told, in the import's transaction (ctx.lifelineSpent).
 */
export const stopSpentLifelines: LifelineSpent = async (ctx, tx, spent, today) => {
  const now = ctx.clock.now();
  const [row] = await selectRows<{ commands: number[] | null; told: StoppedHolder[] | null }>(
    tx,
    sql`with spent as (
        select * from unnest(${sql.param(spent.map((s) => s.cardId))}::int[],
          ${sql.param(spent.map((s) => s.userId))}::int[]) as x(card_id, user_id)
      ),
      ${transitionCards({
        name: 'stopped',
        ids: sql`array(select c.id from spent x join ${cards} c on c.id = x.card_id and c.user_id = x.user_id)`,
        from: 'USING',
        to: 'SUSPEND',
        set: sql`suspend_reason = 'insufficient_credit'`,
        returning: sql`s.id, s.user_id, s.iccid, s.card_number`,
      })},
      paused as (${queueCarrierCommandsSql(sql`stopped`, 'PAUSE', now)}),
      noted as (
        insert into billing_notices (user_id, kind, business_day, created_at)
        select distinct user_id, 'card_suspended', ${today}::date, ${timestamptz(now)} from stopped
        on conflict do nothing
        returning user_id
      ),
      told as (
        select n.user_id as "userId", min(b.balance)::bigint as "balanceMinor",
          sum(${feeSql(today)})::bigint as "neededMinor",
          json_agg(s.card_number order by s.id) as "cardNumbers"
        from noted n join stopped s on s.user_id = n.user_id join ${cards} c on c.id = s.id
          join ${planVersions} p on p.id = c.current_plan_id
          join ${accountBalances} b on b.user_id = n.user_id
        group by n.user_id
      )
      select (select json_agg(id) from paused) as commands, (select json_agg(told) from told) as told`,
  );
  const events = (row?.told ?? []).map(
    (holder): NotifyEvent => ({
      kind: 'card.suspended',
      userId: Number(holder.userId),
      data: {
        day: today,
        cardNumbers: holder.cardNumbers,
        balanceMinor: Number(holder.balanceMinor),
        neededMinor: Number(holder.neededMinor),
      },
    }),
  );
  const told = await tell(ctx, tx, events);
  return {
    commandIds: (row?.commands ?? []).map(Number),
    pushIds: told.pushIds,
    mailIds: told.mails.map((mail) => mail.id),
  };
};

interface StoppedHolder {
  userId: number;
  balanceMinor: number;
  neededMinor: number;
  cardNumbers: string[];
}

/**
 * After a top-up, in its transaction (resume-suspended.ts, after the suspended cards): each card on a lifeline,
 * in card order, pays today's fee and is back at full speed; the first the balance cannot pay stays on its
 * lifeline, and so do the rest. Answers the carrier commands (UNTHROTTLE) and the cards' numbers.
 */
export const endLifelinesOnTopUp = async (
  ctx: AppContext,
  tx: Tx,
  userId: number,
  day: string,
): Promise<{ commandIds: number[]; cardNumbers: string[] }> => {
  const commandIds: number[] = [];
  const cardNumbers: string[] = [];
  for (const cardId of await openLifelineCards(tx, userId)) {
    const card = await lockCard(tx, cardId);
    if (!card || card.userId !== userId || card.status !== 'USING' || card.currentPlanId === null) continue;
    const plan = (await findPlans(tx, [card.currentPlanId])).get(card.currentPlanId)!;
    try {
      await chargeCardDay(ctx, tx, { id: card.id, userId }, plan, card.cycleStartDay, day);
    } catch (error) {
      if (error instanceof DomainError && error.key === 'insufficient_credit') break;
      throw error;
    }
    const command = await endLifelineOnTopUp(tx, card.id, ctx.clock.now());
    if (command !== null) commandIds.push(command);
    cardNumbers.push(card.cardNumber);
  }
  return { commandIds, cardNumbers };
};

/**
 * The run's lifeline statement, before the charge (decision 0096): the batch's lifelines whose days are over, or
 * whose card left use, end (usage's endLifelines), so the charge then pays or suspends the card as any other.
 */
export const endBatchLifelines = (tx: Tx, day: string, now: Date, batch?: CustomerBatch): Promise<number[]> =>
  endLifelines(tx, day, now, (userId) => sql`true${inBatch(userId, batch)}`);
