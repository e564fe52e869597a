// The year of a growing operator that bench:scale seeds (see bench/scale.ts for its shape), set-based, in the
// schema's own tables. The balances are round figures, not the running sums of the rows: what is measured is
// reading this history, not the ledger's bookkeeping.
import { addDaysToIsoDate } from '@simportal/contract/calendar-date';
import { sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../apps/server/src/db/database.ts';
import { insertAccountsSql } from '../../apps/server/test/helpers/accounts-sql.ts';

/** The regions the cards roam in (1–3 each). */
export const REGIONS = ['HK', 'JP', 'GB', 'US', 'DE', 'FR', 'TH', 'SG'];
/** Days of usage records before today. */
export const USAGE_DAYS = 90;

export type Exec = (statement: ReturnType<typeof sql>) => Promise<unknown>;
/** An integer written into the statement (the seed's figures are this file's constants). */
export const n = (value: number) => sql.raw(String(Math.trunc(value)));

/** The first words of the seed's group names (a number 0–99 follows). */
export const GROUP_WORDS = ['Routers', 'Family', 'Shop', 'Vans'] as const;

/** Customers and cards, bound over the last year (cards 1..size; card g belongs to customer ⌈g/2⌉). */
export const seedCustomersAndCards = async (
  exec: Exec,
  size: number,
  passwordHash: string,
  historyDays: number,
) => {
  const customers = Math.ceil(size / 2);
  await exec(
    insertAccountsSql(
      sql`insert into users (username, email, created_at)
        select 'c' || substr(md5(g::text), 1, 8) || '_' || g,
          substr(md5('e' || g), 1, 10) || '.' || g || '@' ||
            (array['gmail.com', 'qq.com', 'outlook.com', '163.com', 'web.de'])[1 + g % 5],
          now() - ((g::bigint * 7919) % ${n(historyDays)}) * interval '1 day'
        from generate_series(1, ${n(customers)}) g`,
      passwordHash,
      sql`50000`,
    ),
  );
  // a customer in ten keeps both cards in a group they named (issue #59): a few words, shared across customers
  await exec(sql`insert into card_groups (user_id, name)
    select u.id, (array[${sql.raw(GROUP_WORDS.map((word) => `'${word}'`).join(', '))}])[1 + u.id % 4] || ' ' || (u.id / 4) % 100
    from users u where u.level = 0 and u.id % 10 = 0`);
  // a card's days in use: 30–360 (1–12 months), never more than the history
  await exec(sql`insert into sim_cards (card_number, iccid, verify_code_hash, channel_name, status, user_id,
      group_id, current_plan_id, cycle_start_day, bound_at, created_at)
    select (40000000000 + g)::text, '8988' || lpad(g::text, 15, '0'), 'x', 'scale',
      case when g % 20 = 0 then 'PAUSED' else 'USING' end,
      u.id, (select cg.id from card_groups cg where cg.user_id = u.id),
      (select id from basic_plans where active order by id limit 1),
      current_date - (least(30 * (1 + (g * 31) % 12), ${n(historyDays)}) % 30),
      now() - least(30 * (1 + (g * 31) % 12), ${n(historyDays)}) * interval '1 day',
      now() - ${n(historyDays)} * interval '1 day'
    from generate_series(1, ${n(size)}) g
    join users u on u.username = 'c' || substr(md5(((g + 1) / 2)::text), 1, 8) || '_' || ((g + 1) / 2)`);
};

/** The year's activities, one statement per business day, oldest first. */
export const seedActivities = async (exec: Exec, today: string, historyDays: number) => {
  for (let back = historyDays; back >= 1; back -= 1) {
    const day = addDaysToIsoDate(today, -back);
    await exec(sql`insert into activities (user_id, type, amount_minor, balance_after_minor, reason, card_id,
        trade_date, created_at, idempotency_key, request_hash)
      select c.user_id, 'DAILY_FEE', -150, 50000 + (c.id * 37 + ${n(back)}) % 50000, 'daily_fee', c.id,
        ${day}::date, ${day}::date + interval '1 minute', 'scale:fee:' || c.id || ':' || ${n(back)}, 'scale'
      from sim_cards c where c.bound_at <= ${day}::date + interval '1 day' and c.channel_name = 'scale'
      union all
      select c.user_id, 'ADD_ON_PURCHASE', -300, 50000 + (c.id * 41 + ${n(back)}) % 50000, 'add_on_purchase', c.id,
        ${day}::date, ${day}::date + interval '10 hours', 'scale:addon:' || c.id || ':' || ${n(back)}, 'scale'
      from sim_cards c
      where c.bound_at <= ${day}::date and (c.id + ${n(back)}) % 45 = 0 and c.channel_name = 'scale'`);
    if (back % 30 === 0) {
      await exec(sql`insert into activities (user_id, type, amount_minor, balance_after_minor, reason,
          trade_date, created_at, idempotency_key, request_hash)
        select u.id, 'TOP_UP', 5000, 50000 + (u.id * 43) % 50000, 'admin_recharge', ${day}::date,
          ${day}::date + interval '9 hours', 'scale:topup:' || u.id || ':' || ${n(back)}, 'scale'
        from users u where u.level = 0 and u.created_at <= ${day}::date + interval '1 day'`);
    }
  }
};

/**
 * 90 days (or `usageDays`) of usage in 1–3 regions per card (what the carrier reported), a statement per day, and the traffic by
 * day and region the import keeps beside it (usage_region_days), summed once at the end.
 */
export const seedUsage = async (exec: Exec, today: string, usageDays = USAGE_DAYS) => {
  const regions = sql.raw(`array[${REGIONS.map((code) => `'${code}'`).join(', ')}]`);
  for (let back = usageDays; back >= 1; back -= 1) {
    const day = addDaysToIsoDate(today, -back);
    await exec(sql`insert into usage_records (card_id, day, region_code, region_name, used_kb, updated_at)
      select c.id, ${day}::date, (${regions})[1 + (c.id + k) % ${n(REGIONS.length)}], 'Region',
        (c.id::bigint * 7919 + ${n(back)} * 104729 + k) % 150000, ${day}::date + interval '1 day'
      from sim_cards c cross join generate_series(0, c.id % 3) k
      where c.bound_at <= ${day}::date + interval '1 day' and c.channel_name = 'scale'`);
  }
  await exec(sql`insert into usage_region_days (day, region_code, region_name, used_kb)
    select day, region_code, max(region_name), sum(used_kb) from usage_records group by day, region_code`);
};

/** An audit row per ten cards (recharges and StarterPack changes by the first administrator) over the history. */
export const seedAudit = async (exec: Exec, size: number, historyDays: number) => {
  await exec(sql`insert into audit_log (at, actor_user_id, action, target_user_id, target_card_id, details)
    select now() - ((g::bigint * 7919) % ${n(historyDays)}) * interval '1 day' - (g % 86400) * interval '1 second',
      (select id from users where level = 1 order by id limit 1),
      case when g % 3 = 0 then 'starter_pack_set' else 'recharge' end,
      c.user_id, case when g % 3 = 0 then c.id end,
      case when g % 3 = 0 then '{"days": 7}'::jsonb else '{"amountMinor": 5000}'::jsonb end
    from generate_series(1, ${n(Math.max(1, Math.floor(size / 10)))}) g
    join sim_cards c on c.card_number = (40000000000 + g * 10 - 9)::text`);
};

/**
 * Runs the seed with the tables' secondary indexes dropped and builds them again after it, from their own
 * definitions (pg_indexes): one sort per index instead of one index insert per row, a few times faster for the
 * hundreds of millions of rows of the largest size. Indexes that back a constraint (primary keys, unique
 * constraints) stay: the seed's rows are checked as the portal's would be.
 */
export const withoutSecondaryIndexes = async (
  database: Database,
  tables: string[],
  work: () => Promise<void>,
) => {
  const indexes = await selectRows<{ indexname: string; indexdef: string }>(
    database.db,
    sql`select i.indexname, i.indexdef from pg_indexes i
      where i.schemaname = 'public' and i.tablename in ${sql.raw(`(${tables.map((t) => `'${t}'`).join(', ')})`)}
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  for (const index of indexes) await database.db.execute(sql.raw(`drop index "${index.indexname}"`));
  await work();
  for (const index of indexes) await database.db.execute(sql.raw(index.indexdef));
};
