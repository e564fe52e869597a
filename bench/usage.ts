// `npm run bench:usage [-- --rows 1000000] [-- --engine pglite|postgres]`: generates a carrier usage file of N rows
// (cards × days × 2 regions), imports it through the real import (parse, ICCID lookup, set-based upsert, the
// allowance check, the import record) and prints figures (nothing is asserted):
//   - rows/s of the import;
//   - the time of a bare COPY of the same file into a scratch table without keys in the same run (server-side
//     COPY FROM a file on PostgreSQL, COPY FROM /dev/blob on PGlite), and the ratio import / COPY;
//   - the rows a re-import of the same file changed (must be 0).
// Defaults: 1,000,000 rows on PostgreSQL (a throwaway cluster, scripts/lib/postgres-cluster.mjs), 200,000 on PGlite
// (in memory). The cards are inventory cards (not bound): the allowance check has nothing to restrict.
import { unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { addDaysToIsoDate } from '@simportal/contract/calendar-date';
import { sql } from 'drizzle-orm';
import { createAppContext } from '../apps/server/src/app-context.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, fromPglite, openPostgres } from '../apps/server/src/db/database.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { businessDayOf } from '../apps/server/src/modules/billing/business-day.ts';
import { importUsage } from '../apps/server/src/modules/usage/import-usage.ts';
import { csvUsageSource } from '../apps/server/src/modules/usage/usage-csv.ts';
import { findPostgresBin, startCluster } from '../scripts/lib/postgres-cluster.mjs';

const { values } = parseArgs({
  options: { rows: { type: 'string' }, engine: { type: 'string' }, days: { type: 'string', default: '50' } },
});
const engine = values.engine ?? (findPostgresBin() ? 'postgres' : 'pglite');
if (engine !== 'postgres' && engine !== 'pglite') throw new Error('--engine is postgres or pglite');
const rows = Number(values.rows ?? (engine === 'postgres' ? 1_000_000 : 200_000));
const days = Number(values.days);
const cards = Math.ceil(rows / (days * 2));

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
};

type Pglite = import('@electric-sql/pglite').PGlite;
const open = async (): Promise<{ database: Database; pglite?: Pglite; stop: () => Promise<void> }> => {
  if (engine === 'pglite') {
    const { PGlite } = await import('@electric-sql/pglite');
    const pglite = await PGlite.create();
    const database = fromPglite(pglite);
    await migrateDatabase(database);
    return { database, pglite, stop: () => database.close() };
  }
  const cluster = await startCluster();
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
  sql`insert into sim_cards (card_number, iccid, verify_code_hash, channel_name)
      select (20000000000 + g)::text, '8986' || lpad(g::text, 15, '0'), 'x', 'bench'
      from generate_series(1, ${cards}) g`,
);

const lines = ['iccid,date,region_code,region_name,used_kb'];
let count = 0;
for (let card = 1; card <= cards && count < rows; card += 1) {
  const iccid = `8986${String(card).padStart(15, '0')}`;
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
const csv = `${lines.join('\n')}\n`;
console.log(`file: ${(csv.length / 1_048_576).toFixed(1)} MB`);

const [first, importMs] = await timed(() => importUsage(ctx, csvUsageSource(csv, 'bench')));
console.log(
  `import:    ${seconds(importMs)}  ${Math.round(rows / (importMs / 1000)).toLocaleString('en')} rows/s ` +
    `(accepted ${first.accepted}, rejected ${first.rejected}, changed ${first.changed})`,
);

await database.db.execute(
  sql`create table bench_copy (iccid text, date date, region_code text, region_name text, used_kb bigint)`,
);
let copyMs: number;
if (pglite) {
  [, copyMs] = await timed(() =>
    pglite.query(`copy bench_copy from '/dev/blob' with (format csv, header true)`, [], {
      blob: new Blob([csv]),
    }),
  );
} else {
  const file = path.join(tmpdir(), `bench-usage-${process.pid}.csv`);
  await writeFile(file, csv, { mode: 0o644 });
  [, copyMs] = await timed(() =>
    database.db.execute(sql.raw(`copy bench_copy from '${file}' with (format csv, header true)`)),
  );
  await unlink(file);
}
console.log(`bare COPY: ${seconds(copyMs)}  ratio import / COPY = ${(importMs / copyMs).toFixed(2)}×`);

const [second, againMs] = await timed(() => importUsage(ctx, csvUsageSource(csv, 'bench')));
console.log(`re-import: ${seconds(againMs)}  rows changed: ${second.changed} (must be 0)`);

ctx.mailer.close();
await stop();
