// `npm run cards:import -- cards.csv [more.csv…]`: imports SIM cards into the inventory of the configured
// database (DATABASE_URL, else the embedded one in DATA_DIR, which must not be open in a running portal) and
// prints a report of every row. Columns: card_number, iccid, verify_code, type, channel_name (header row
// required; see packages/contract/src/api/sims.ts). Exit code: 0 when no row was rejected, 1 when some were,
// 2 when a file or the database could not be read. Importing a file again changes nothing.
import { readFile } from 'node:fs/promises';
import { assertNodeVersion } from '../require-node.ts';

assertNodeVersion();

const { ConfigError, loadConfig } = await import('../config.ts');
const { openDatabase } = await import('../db/open-database.ts');
const { importCards } = await import('../modules/sims/card-import.ts');
const { DomainError } = await import('../http/domain-error.ts');

const fail = (message: string): never => {
  console.error(message);
  process.exit(2);
};

const files = process.argv.slice(2).filter((arg) => arg !== '--');
if (files.length === 0) fail('Usage: npm run cards:import -- <file.csv> [more.csv…]');

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
let exitCode = 0;
try {
  for (const file of files) {
    const csv = await readFile(file, 'utf8');
    const started = Date.now();
    console.log(`${file}:`);
    let progressShown = false;
    const report = await importCards(database.db, csv, {
      onProgress: (done, total) => {
        progressShown = true;
        process.stdout.write(`  hashed and inserted ${done}/${total}\r`);
      },
    }).catch((error: unknown) => {
      throw error instanceof DomainError ? new Error(`${error.key} ${JSON.stringify(error.data)}`) : error;
    });
    if (progressShown) process.stdout.write('\n');
    for (const row of report.rows.filter((r) => r.outcome !== 'imported')) {
      const detail = [row.field, row.rule].filter(Boolean).join(' ');
      console.log(
        `  line ${row.line}: ${row.outcome}${detail ? ` (${detail})` : ''}  ${row.cardNumber} ${row.iccid}`,
      );
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `  ${report.total} rows: ${report.imported} imported, ${report.duplicates} duplicates, ` +
        `${report.rejected} rejected (${seconds} s)`,
    );
    if (report.rejected > 0) exitCode = 1;
  }
} catch (error) {
  console.error(`Import failed: ${(error as Error).message}`);
  exitCode = 2;
} finally {
  await database.close();
}
process.exit(exitCode);
