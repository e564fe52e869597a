// `npm run bench:usage [-- --rows 1000000] [-- --engine pglite|postgres]`: generates a carrier usage file of N rows
// (cards × days × 2 regions), imports it through the real import (COPY into a staging table, set-based checks,
// the write into usage_records and the traffic by day and region, the allowance check, the import record) and
// prints figures (nothing is asserted):
//   - rows/s of the import, and where its time went (the import's own phase timings);
//   - the time of a bare COPY of the same bytes, through the same path (COPY FROM STDIN on PostgreSQL, COPY FROM
//     /dev/blob on PGlite), into a plain scratch table of the same five typed columns without keys or indexes,
//     in the same run, and the ratio import / COPY;
//   - the rows a re-import of the same file changed (must be 0);
//   - the import with and without the data spike check (issue #70, decision 0097), in the same run: the same file
//     for a second set of cards of the same shape is imported first without the check, then the measured file with
//     it (the check's import second, on the larger table: the comparison leans against the check), and the
//     check's own phase (spikesMs) of the import with it.
// Defaults: 1,000,000 rows on PostgreSQL (a throwaway cluster, scripts/lib/postgres-cluster.mjs), 200,000 on PGlite
// (in memory). The cards are bound to one customer, without a plan: the allowance check has nothing to restrict,
// and the spike check judges every card that used 300 MB today against its 50 days.

import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { addDaysToIsoDate } from '@simportal/contract/calendar-date';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { createAppContext } from '../apps/server/src/app.ts';
import { businessDayOf } from '../apps/server/src/business-day.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createPglite, type Database, fromPglite, openPostgres } from '../apps/server/src/db/database.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { importUsage } from '../apps/server/src/modules/usage/import-usage.ts';
import { csvUsageSource } from '../apps/server/src/modules/usage/usage-csv.ts';
import { findPostgresBin, startCluster } from '../scripts/lib/postgres-cluster.mjs';
import { importPhaseLog } from './support/import-phases.ts';
import { type Timing, timed, watchCluster } from './support/timed.ts';

const { values } = parseArgs({
  options: { rows: { type: 'string' }, engine: { type: 'string' }, days: { type: 'string', default: '50' } },
});
const engine = values.engine ?? (findPostgresBin() ? 'postgres' : 'pglite');
if (engine !== 'postgres' && engine !== 'pglite') throw new Error('--engine is postgres or pglite');
const rows = Number(values.rows ?? (engine === 'postgres' ? 1_000_000 : 200_000));
const days = Number(values.days);
const cards = Math.ceil(rows / (days * 2));

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const cpu = (timing: Timing) =>
  `CPU: ${engine === 'postgres' ? `server ${seconds(timing.serverCpuMs)}, ` : ''}node ${seconds(timing.nodeCpuMs)}`;

type Pglite = import('@electric-sql/pglite').PGlite;
const open = async (): Promise<{ database: Database; pglite?: Pglite; stop: () => Promise<void> }> => {
  if (engine === 'pglite') {
    const pglite = await createPglite();
    const database = fromPglite(pglite);
    await migrateDatabase(database);
    return { database, pglite, stop: () => database.close() };
  }
  const cluster = await startCluster();
  watchCluster(path.join(cluster.dir, 'data'));
  const database = openPostgres(cluster.url, 4);
  await migrateDatabase(database, cluster.url);
  return {
    database,
    stop: async () => {
      await database.close();
      cluster.stop();
    },
  };
};

const { database, pglite, stop } = await open();
const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', DATA_DIR: tmpdir() });
const ctx = await createAppContext({ config, database, version: 'bench' });
const today = businessDayOf(ctx);

console.log(
  `engine ${engine}: ${rows.toLocaleString('en')} rows = ${cards} cards × ${days} days × 2 regions`,
);
await database.db.execute(
  sql`insert into users (username, email) values ('bench_customer', 'bench-customer@bench.test')`,
);
// two sets of cards: the second (ICCIDs from 9) takes the file imported without the spike check
await database.db.execute(
  sql`insert into sim_cards (card_number, iccid, verify_code_hash, channel_name, user_id, status, bound_at)
      select (20000000000 + g + s * 100000000)::text, '898' || s::text || lpad(g::text, 15, '0'), 'x', 'bench',
        (select id from users where username = 'bench_customer'), 'USING', now()
      from generate_series(1, ${cards}) g, (values (6), (9)) v(s)`,
);

/** The carrier file of one set of cards (`set`: the ICCIDs' fourth digit). */
const usageFile = (set: number) => {
  const lines = ['iccid,date,region_code,region_name,used_kb'];
  let count = 0;
  for (let card = 1; card <= cards && count < rows; card += 1) {
    const iccid = `898${set}${String(card).padStart(15, '0')}`;
    for (let back = 0; back < days && count < rows; back += 1) {
      const day = addDaysToIsoDate(today, -back);
      lines.push(`${iccid},${day},HK,Hong Kong,${(card * 7919 + back * 104_729) % 900_000}`);
      count += 1;
      if (count < rows) {
        lines.push(`${iccid},${day},JP,Japan,${(card * 104_729 + back * 7919) % 400_000}`);
        count += 1;
      }
    }
  }
  return `${lines.join('\n')}\n`;
};
const csv = usageFile(6);
console.log(`file: ${(csv.length / 1_048_576).toFixed(1)} MB`);

const { log, phases } = importPhaseLog();
const source = csvUsageSource(csv, 'bench');

const [, withoutTime] = await timed(() =>
  importUsage(ctx, csvUsageSource(usageFile(9), 'bench'), { log, spikeCheck: false }),
);
const withoutPhases = phases();
const [first, importTime] = await timed(() => importUsage(ctx, source, { log }));
const withPhases = phases();
const spikesMs = Number(withPhases.spikesMs ?? 0);
const spikesTold = await database.db.execute(sql`select count(*)::int as n from usage_spikes`);
console.log(
  `import:    ${seconds(importTime.ms)}  ${Math.round(rows / (importTime.ms / 1000)).toLocaleString('en')} rows/s ` +
    `(accepted ${first.accepted}, rejected ${first.rejected}, changed ${first.changed})`,
);
console.log(`           ${cpu(importTime)}; phases ${JSON.stringify(withPhases)}`);
console.log(
  `spike check: import without ${seconds(withoutTime.ms)}, with ${seconds(importTime.ms)} ` +
    `(${(((importTime.ms - withoutTime.ms) / withoutTime.ms) * 100).toFixed(1)} %); the check itself ${spikesMs} ms = ` +
    `${((spikesMs / importTime.ms) * 100).toFixed(1)} % of the import with it; spikes told ` +
    `${(spikesTold as unknown as { rows: { n: number }[] }).rows[0]?.n}`,
);
console.log(`           without: ${cpu(withoutTime)}; phases ${JSON.stringify(withoutPhases)}`);

await database.db.execute(
  sql`create table bench_copy (iccid text, date date, region_code text, region_name text, used_kb bigint)`,
);
const copyOptions = 'format csv, header true';
let copyTime: Timing;
if (pglite) {
  [, copyTime] = await timed(() =>
    pglite.query(`copy bench_copy from '/dev/blob' with (${copyOptions})`, [], { blob: new Blob([csv]) }),
  );
} else {
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  [, copyTime] = await timed(async () => {
    const stream = client.query(copyFrom(`copy bench_copy from stdin with (${copyOptions})`));
    await pipeline(Readable.from(source.open(), { objectMode: false }), stream);
  });
  client.release();
}
console.log(
  `bare COPY: ${seconds(copyTime.ms)}  ${cpu(copyTime)} — the same bytes, ` +
    `${pglite ? 'COPY FROM /dev/blob' : 'COPY FROM STDIN'} (format csv, header) into a plain table of the same ` +
    'five typed columns (iccid text, date date, region_code text, region_name text, used_kb bigint), no keys',
);
console.log(
  `ratio import / bare COPY = ${(importTime.ms / copyTime.ms).toFixed(2)}× wall` +
    (engine === 'postgres'
      ? `, ${(importTime.serverCpuMs / copyTime.serverCpuMs).toFixed(2)}× server CPU`
      : `, ${(importTime.nodeCpuMs / copyTime.nodeCpuMs).toFixed(2)}× CPU`),
);

const [second, againTime] = await timed(() => importUsage(ctx, source, { log }));
console.log(`re-import: ${seconds(againTime.ms)}  rows changed: ${second.changed} (must be 0)`);
console.log(`           ${cpu(againTime)}; phases ${JSON.stringify(phases())}`);

ctx.mailer.close();
await stop();
