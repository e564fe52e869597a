import { type SQL, sql } from 'drizzle-orm';
import { onLifelineSql } from './lifelines.ts';
import { cardCapDays, usageRestrictions } from './schema.ts';

/**
 * What usage holds a card to at the network, as conditions on the card id `cardId` for another module's statement
 * (sims' wanted network state, reconciliation: decision 0095), one correlated EXISTS each on the tables' keys, which lead
 * with the card:
 *  - `throttled`: its allowance's THROTTLE rule (allowance-check.ts, until a new period or an add-on lifts it), a
 *    daily cap's SLOW hold (cap-check.ts, cap-apply.ts, billing's cap-run: THROTTLE until the next business day)
 *    or a lifeline (lifelines.ts, decision 0096);
 *  - `paused`: its allowance's STOP rule or a daily cap's STOP hold (PAUSE) keep its data off while the card stays
 *    in use (a hold that paused the card, PAUSED, shows in the card's status instead).
 * The same holds whose lifting queues UNTHROTTLE and RESUME (allowance-check.ts, liftCapHolds).
 */
export const networkHoldsSql = (cardId: SQL): { throttled: SQL; paused: SQL } => {
  const hold = (rule: 'THROTTLE' | 'STOP', capHold: 'THROTTLE' | 'PAUSE') =>
    sql`(exists (select 1 from ${usageRestrictions} r where r.card_id = ${cardId} and r.lifted_at is null
        and r.rule = ${rule})
      or exists (select 1 from ${cardCapDays} d where d.card_id = ${cardId} and d.hold = ${capHold}
        and d.lifted_at is null))`;
  return {
    throttled: sql`(${hold('THROTTLE', 'THROTTLE')} or ${onLifelineSql(cardId)})`,
    paused: hold('STOP', 'PAUSE'),
  };
};
