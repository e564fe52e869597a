import { type SQL, sql } from 'drizzle-orm';
import { timestamptz } from '../../db/database.ts';

// A missed business day run late (a catch-up run) charges what an on-time run would have charged at the day's
// start: the cards as they were then. The trigger sim_cards_state_history keeps what each card was before every
// change of holder, status, plan or cycle start (sim_card_states, valid until the change); the state in force
// at an instant is the first such row that ends after it, or the card's row when none does. Decision 0035.

/** The session setting the trigger stamps changes with instead of the transaction's time (see dayStartStamp). */
export const STATE_TIME_SETTING = 'simportal.state_time';

/**
 * Inside a batch of the run: the changes the run itself makes (pending plans applied, plan versions, cards
 * suspended) take effect at the day's start, as an on-time run's would have, whenever it runs.
 */
export const stampChangesAt = (dayStart: Date): SQL =>
  sql`select set_config(${STATE_TIME_SETTING}, ${dayStart.toISOString()}, true)`;

/**
 * The holders of a card after `after` in user id order (sim_cards_user_id_idx), as a statement of user ids (with
 * repeats): the card holders now, and with `asOf` also those who held a card at that instant and hold none now
 * (sim_card_states_user_idx). The daily run cuts its batches of customers from it.
 */
export const cardHoldersSql = (after: number, asOf: Date | null): SQL =>
  asOf
    ? sql`select user_id from sim_cards where user_id > ${after}
          union select user_id from sim_card_states where user_id > ${after} and valid_until > ${timestamptz(asOf)}`
    : sql`select user_id from sim_cards where user_id > ${after}`;

/**
 * `sim_cards` as of `at`, with the columns billing reads (id, user_id, status, current_plan_id, cycle_start_day,
 * iccid, card_number): a relation to use in place of the table. `holders` limits it to the cards held then by
 * the users it selects (an SQL condition on a `user_id` column), for a batch of the run.
 */
export const cardsAsOf = (at: Date, holders: (userId: SQL) => SQL): SQL => {
  const then = timestamptz(at);
  return sql`(select s.id, s.iccid, s.card_number,
        case when h.id is null then s.user_id else h.user_id end as user_id,
        case when h.id is null then s.status else h.status end as status,
        case when h.id is null then s.current_plan_id else h.current_plan_id end as current_plan_id,
        case when h.id is null then s.cycle_start_day else h.cycle_start_day end as cycle_start_day
      from (
        -- the batch's cards found by holder on both sides (sim_cards_user_id_idx, sim_card_states_user_idx),
        -- then each read by primary key: no scan of every card per batch
        select id from sim_cards where ${holders(sql`user_id`)}
        union
        select card_id from sim_card_states where ${holders(sql`user_id`)} and valid_until > ${then}
      ) batch
      join sim_cards s on s.id = batch.id
      left join lateral (
        select * from sim_card_states x where x.card_id = s.id and x.valid_until > ${then}
        order by x.valid_until, x.id limit 1
      ) h on true)`;
};
