import type { CardBilling, CardTripBody } from '@simportal/contract/api/billing';
import { addDaysToIsoDate } from '@simportal/contract/calendar-date';
import { TRIP_HORIZON_DAYS } from '@simportal/contract/trips';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { businessDayOf } from '../../business-day.ts';
import { type DbOrTx, selectRows, timestamptz } from '../../db/database.ts';
import { DomainError, invalidBodyField } from '../../http/domain-error.ts';
import { cards } from '../sims/index.ts';
import { getCardBilling } from './card-billing.ts';

/**
 * A card's trip, set by its holder (issue #58, decision 0072): the day billing starts again (a paused card
 * resumes), the last day it runs (the card pauses the day after), and the idle pause. The daily run acts on
 * them (trip-run.ts); here they are checked and kept (card_trips).
 */

/** The days are checked against today (BILLING_TZ): a start from tomorrow, a last day from today, within a year. */
const assertDays = (body: CardTripBody, today: string) => {
  const horizon = addDaysToIsoDate(today, TRIP_HORIZON_DAYS);
  if (body.startsOn !== null) {
    if (body.startsOn <= today) throw invalidBodyField('startsOn', 'trip_start_not_future');
    if (body.startsOn > horizon) throw invalidBodyField('startsOn', 'trip_too_far');
  }
  if (body.endsAfter !== null) {
    if (body.endsAfter < today) throw invalidBodyField('endsAfter', 'trip_end_past');
    if (body.endsAfter > horizon) throw invalidBodyField('endsAfter', 'trip_too_far');
  }
};

/**
 * Sets the trip of one of the caller's cards (all nulls: none) and answers the card's billing, which shows it.
 * not_found for a card that is not theirs; basic_plan_required for a start day on a card that has no plan to
 * resume on.
 */
export const setCardTrip = async (
  ctx: AppContext,
  userId: number,
  cardId: number,
  body: CardTripBody,
): Promise<CardBilling> => {
  const db = ctx.database.db;
  const [card] = await selectRows<{ current_plan_id: number | null }>(
    db,
    sql`select current_plan_id from ${cards} where id = ${cardId} and user_id = ${userId}`,
  );
  if (!card) throw new DomainError('not_found');
  assertDays(body, businessDayOf(ctx));
  if (body.startsOn !== null && card.current_plan_id === null) throw new DomainError('basic_plan_required');
  if (body.startsOn === null && body.endsAfter === null && body.idlePauseDays === null) {
    await db.execute(sql`delete from card_trips where user_id = ${userId} and card_id = ${cardId}`);
  } else {
    await db.execute(
      sql`insert into card_trips (user_id, card_id, starts_on, ends_after, idle_pause_days, updated_at)
        values (${userId}, ${cardId}, ${body.startsOn}::date, ${body.endsAfter}::date, ${body.idlePauseDays},
          ${timestamptz(ctx.clock.now())})
        on conflict (user_id, card_id) do update set starts_on = excluded.starts_on,
          ends_after = excluded.ends_after, idle_pause_days = excluded.idle_pause_days,
          updated_at = excluded.updated_at`,
    );
  }
  return getCardBilling(ctx, userId, cardId);
};

/** An account's deletion forgets its trips: they are travel plans, personal data with no use left. */
export const forgetTripsOf = async (tx: DbOrTx, userId: number): Promise<void> => {
  await tx.execute(sql`delete from card_trips where user_id = ${userId}`);
};
