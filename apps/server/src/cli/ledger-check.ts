// `npm run ledger:check`: prints every user's balance against the sum of their activities and exits 1 on any
// drift or negative balance (2 when the database cannot be opened). Read-only: it never migrates or seeds.
import { existsSync } from 'node:fs';
import { assertNodeVersion } from '../require-node.ts';

assertNodeVersion();

const { loadProcessConfig } = await import('../config.ts');
const { openPglite, openPostgres } = await import('../db/database.ts');
const { lockDataDir } = await import('../db/pglite-lock.ts');
const { checkLedger, formatLedgerReport } = await import('../modules/ledger/index.ts');
const { findUsersByIds } = await import('../modules/users/index.ts');

const fail = (message: string): never => {
  console.error(message);
  process.exit(2);
};

const config = loadProcessConfig(2);
const NAMES_PER_READ = 5_000;

const open = async () => {
  if (config.DATABASE_URL) return { database: openPostgres(config.DATABASE_URL, 1), unlock: async () => {} };
  // PGlite would quietly create an empty database where none is: say so instead.
  if (!existsSync(config.dataDir)) fail(`No embedded database at ${config.dataDir} (DATA_DIR).`);
  // The same lock as the server: while a portal runs on this directory the check must not open it.
  const unlock = await lockDataDir(config.dataDir);
  return { database: await openPglite(config.dataDir), unlock };
};

const { database, unlock } = await open().catch((error: Error) => fail(error.message));
let exitCode = 0;
try {
  const report = await checkLedger(database.db);
  // the ledger knows accounts by id; their names are the users module's, read a page at a time
  const usernames = new Map<number, string>();
  const ids = report.lines.map((line) => line.userId);
  for (let from = 0; from < ids.length; from += NAMES_PER_READ) {
    const page = await findUsersByIds(database.db, ids.slice(from, from + NAMES_PER_READ));
    for (const [id, user] of page) usernames.set(id, user.username);
  }
  console.log(formatLedgerReport(report, usernames));
  exitCode = report.ok ? 0 : 1;
} catch (error) {
  console.error(`Ledger check failed: ${(error as Error).message}`);
  exitCode = 2;
} finally {
  await database.close();
  await unlock();
}
process.exit(exitCode);
