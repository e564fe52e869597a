import { type SQL, sql } from 'drizzle-orm';
import { cards } from '../sims/index.ts';
import type { CardJobEnded } from './claims.ts';
import { cardJobItems } from './schema.ts';

/** Cards one holder's event lists at most; a job of 50,000 cards names a business's fleet, not the operator's. */
const CARDS_LISTED = 1_000;

/**
 * What an ended bulk job did to each customer's cards, one row per holder (`user_id`, `data` jsonb), for the
 * `bulk_job.completed` webhook (decision 0078): the job, its action, and each of their cards with its outcome
 * (done, skipped, failed with the rule that refused it, cancelled). A card taken back by the job has no holder
 * any more and is not told.
 */
export const holderOutcomesSql = (job: CardJobEnded): SQL => sql`
  select c.user_id, jsonb_build_object('jobId', ${job.id}::int, 'action', ${job.action}::text,
      'cardCount', count(*)::int,
      'cards', to_jsonb((array_agg(jsonb_build_object('cardId', c.id, 'iccid', c.iccid, 'outcome', i.state::text,
        'reason', i.result) order by c.id))[1:${CARDS_LISTED}])) as data
  from ${cardJobItems} i join ${cards} c on c.id = i.card_id
  where i.job_id = ${job.id} and c.user_id is not null
  group by c.user_id`;
