// `npm run usage:import -- usage.csv [more.csv…]`: imports carrier usage files into the configured database
// (DATABASE_URL, else the embedded one in DATA_DIR, which must not be open in a running portal), prints every
// rejected row and what the import did; then the allowances are checked (80%/100% mails, restrict rule).
// `npm run usage:import -- --simulate [--seed 8] [--days 90] [--iccid 89…]`: the usage simulator instead, for the
// given cards (default: the demo cards that carry usage). Columns: iccid, date, region_code, region_name, used_kb
// (header row required; packages/contract/src/api/usage.ts). Exit code: 0 when no row was rejected, 1 when some
// were, 2 when a file or the database could not be read. Importing the same file again changes 0 rows.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { assertNodeVersion } from '../require-node.ts';

assertNodeVersion();

const { ConfigError, loadConfig } = await import('../config.ts');
const { openDatabase } = await import('../db/open-database.ts');
const { createAppContext } = await import('../app-context.ts');
const { VERSION } = await import('../version.ts');
const { importUsage } = await import('../modules/usage/import-usage.ts');
const { csvUsageSource } = await import('../modules/usage/usage-csv.ts');
const { usageSimulator } = await import('../modules/usage/usage-simulator.ts');
const { DEMO_USAGE_CARDS } = await import('../modules/usage/demo-usage.ts');
const { demoCards } = await import('../db/seed/demo-inventory.ts');
const { DomainError } = await import('../http/domain-error.ts');

const fail = (message: string): never => {
  console.error(message);
  process.exit(2);
};

const USAGE =
  'usage: npm run usage:import -- <file.csv> [more.csv…] | --simulate [--seed N] [--days N] [--iccid …]';
let parsed: ReturnType<typeof parseArgs>;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      simulate: { type: 'boolean', default: false },
      seed: { type: 'string' },
      days: { type: 'string' },
      iccid: { type: 'string', multiple: true },
    },
  });
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
const { values, positionals } = parsed!;
const files = positionals.filter((arg) => arg !== '--');
if (!values.simulate && files.length === 0) fail(USAGE);

try {
  process.loadEnvFile();
} catch {
  // no .env: the environment and defaults apply
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}
config = config!;

const database = await openDatabase(config).catch((error: Error) => fail(error.message));
const ctx = await createAppContext({ config, database, version: VERSION });
const log = { info: () => {}, warn: console.warn, error: console.error } as never;

const sources = values.simulate
  ? [
      {
        name: 'simulator',
        load: async () =>
          usageSimulator({
            seed: Number(values.seed ?? config.USAGE_SIMULATOR_SEED),
            days: Number(values.days ?? config.USAGE_SIMULATOR_DAYS),
            iccids:
              (values.iccid as string[] | undefined) ??
              DEMO_USAGE_CARDS.map((number) => demoCards()[number - 1]!.iccid),
          }),
      },
    ]
  : files.map((file) => ({
      name: file,
      load: async () => csvUsageSource(await readFile(file, 'utf8'), file),
    }));

let exitCode = 0;
try {
  for (const source of sources) {
    console.log(`${source.name}:`);
    const started = performance.now();
    const report = await importUsage(ctx, await source.load(), { log }).catch((error: unknown) => {
      throw error instanceof DomainError ? new Error(`${error.key} ${JSON.stringify(error.data)}`) : error;
    });
    for (const row of report.rejectedRows) {
      console.log(`  line ${row.line}: rejected (${row.field} ${row.rule})  ${row.iccid}`);
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `  ${report.total} rows: ${report.accepted} accepted, ${report.rejected} rejected, ${report.changed} changed ` +
        `(${seconds.toFixed(2)} s); ${report.alertsSent} alert mails, ${report.restricted} cards restricted, ` +
        `${report.lifted} lifted`,
    );
    if (report.rejected > 0) exitCode = 1;
  }
} catch (error) {
  console.error(`Import failed: ${(error as Error).message}`);
  exitCode = 2;
} finally {
  ctx.mailer.close();
  await database.close();
}
process.exit(exitCode);
