// What waits for a person at an operator of `size` cards, for bench:dashboard: the queues' tables filled with
// mostly finished work and a little that waits (1 pay order in 100 INIT, 1 carrier command in 100 FAILED or
// DEAD, 1 mail in 100 failed or dead), as a long-running portal holds them.
import { sql } from 'drizzle-orm';
import { type Exec, n } from './operator-year.ts';

export const seedQueues = async (exec: Exec, size: number) => {
  await exec(sql`insert into pay_orders (user_id, reference, method, status, amount_minor, service_fee_minor,
      international_fee_minor, total_minor, idempotency_key, request_hash, created_at, finished_at)
    select u.id, 'PO-B' || g, 'DOMESTIC', case when g % 100 = 0 then 'INIT' else 'FINISHED' end, 5000, 0, 0, 5000,
      'bench:' || g, 'bench', now() - (g % 365) * interval '1 day',
      case when g % 100 = 0 then null else now() - (g % 365) * interval '1 day' end
    from generate_series(1, ${n(size)}) g join users u on u.id = 1 + g % (select count(*) from users)`);
  await exec(sql`insert into deliveries (kind, ordering_key, payload, state, attempts, created_at)
    select 'carrier_command', 'card:' || c.id, jsonb_build_object('cardId', c.id, 'iccid', c.iccid, 'action', 'PAUSE'),
      case when c.id % 100 = 0 then 'dead' when c.id % 100 = 1 then 'failed' else 'delivered' end,
      1, now() - (c.id % 365) * interval '1 day'
    from sim_cards c where c.channel_name = 'scale'`);
  await exec(sql`insert into deliveries (kind, payload, state, created_at)
    select 'mail', jsonb_build_object('to', 'm' || g || '@bench.test', 'mailKind', 'low_balance', 'locale', 'en',
        'subject', 'Low balance', 'text', ''),
      case when g % 100 = 0 then 'dead' when g % 100 = 1 then 'failed' else 'delivered' end,
      now() - (g % 365) * interval '1 day'
    from generate_series(1, ${n(size)}) g`);
  // a tenth of the cards are eSIMs with their profile, and a hundred profiles are free
  await exec(sql`insert into esim_profiles (iccid, sm_dp_address, matching_id, status, card_id, assigned_user_id,
      assigned_at)
    select '8985' || lpad(c.id::text, 15, '0'), 'smdp.bench.example', 'BENCH-' || c.id, 'ASSIGNED', c.id, c.user_id,
      now()
    from sim_cards c where c.channel_name = 'scale' and c.id % 10 = 1
    union all
    select '8986' || lpad(g::text, 15, '0'), 'smdp.bench.example', 'FREE-' || g, 'AVAILABLE', null, null, null
    from generate_series(1, 100) g`);
};
