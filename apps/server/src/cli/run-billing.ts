// `npm run billing:run [-- --day 2026-11-21] [--force]`: runs the daily billing by hand and prints what it did.
// Without --day it catches up every business day not yet run, up to today (BILLING_TZ); with --day it runs that
// day (one already recorded is skipped unless --force, which re-runs the statements: they charge nothing twice).
// DATABASE_URL, else the embedded database in DATA_DIR (the portal must not be running on it).
// Exit 0 when done, 1 when the run failed (nothing of the failed day is kept), 2 on bad arguments or database.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { assertNodeVersion } from '../require-node.ts';

assertNodeVersion();

const { isIsoDate } = await import('@simportal/contract/calendar-date');
const { minorToMajorString } = await import('@simportal/contract/money');
const { createAppContext } = await import('../app.ts');
const { loadProcessConfig } = await import('../config.ts');
const { openDatabase } = await import('../db/open-database.ts');
const { runBillingDay, runDueDays } = await import('../commands/daily-run.ts');
const { VERSION } = await import('../version.ts');

const fail = (message: string, code = 2): never => {
  console.error(message);
  process.exit(code);
};

let args: { day?: string; force?: boolean };
try {
  args = parseArgs({
    options: { day: { type: 'string' }, force: { type: 'boolean', default: false } },
    allowPositionals: false,
  }).values;
} catch (error) {
  fail(`${(error as Error).message}\nusage: npm run billing:run -- [--day YYYY-MM-DD] [--force]`);
}
args = args!;
if (args.day !== undefined && !isIsoDate(args.day)) fail(`--day must be a date YYYY-MM-DD: ${args.day}`);

const config = loadProcessConfig(2);
if (!config.DATABASE_URL && !existsSync(config.dataDir))
  fail(`No embedded database at ${config.dataDir} (DATA_DIR).`);

const database = await openDatabase(config).catch((error: Error) => fail(error.message));
const ctx = await createAppContext({ config, database, version: VERSION });

// Fault injection for the crash test (reliability/billing-crash.test.ts): hold the day's transaction open before its commit.
const holdMs = Number(process.env.BILLING_RUN_HOLD_MS ?? 0);
const beforeCommit =
  holdMs > 0
    ? async () => {
        console.log(`holding the transaction open for ${holdMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, holdMs));
      }
    : undefined;

const money = (minor: number) => `${config.CURRENCY} ${minorToMajorString(minor)}`;
let exitCode = 0;
try {
  const options = { force: args.force, beforeCommit, log: console };
  const runs = args.day ? [await runBillingDay(ctx, args.day, options)] : await runDueDays(ctx, options);
  if (runs.length === 0) console.log('Nothing to run: every business day up to today is done.');
  for (const run of runs) {
    console.log(
      run.skipped
        ? `${run.businessDay}: already run (nothing done; --force re-runs it, charging nothing twice)`
        : `${run.businessDay}: ${run.charged} cards charged, total ${money(run.chargedMinor)}; ` +
            `${run.suspended} suspended for insufficient credit; ${run.pendingApplied} pending plans applied; ` +
            `${run.lowBalanceWarned} low-balance warnings; ${run.runwayReminded} runway reminders ` +
            `(${run.durationMs} ms)`,
    );
  }
} catch (error) {
  console.error(`Billing run failed: ${(error as Error).message}`);
  exitCode = error instanceof RangeError ? 2 : 1;
} finally {
  ctx.mailer.close();
  await database.close();
}
process.exit(exitCode);
