import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { systemClock } from '../src/clock.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { lockDataDir } from '../src/db/pglite-lock.ts';
import { createAccount } from '../src/modules/auth/new-account.ts';
import { createLedger } from '../src/modules/ledger/ledger.ts';
import { balances } from '../src/schema.ts';
import { createUser } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.join(SERVER_ROOT, 'src/cli/ledger-check.ts');

/** Runs `npm run ledger:check`'s entry point as a child process with only the given variables set. */
const runCheck = (env: Record<string, string>) => {
  const result = spawnSync(process.execPath, [CLI], {
    cwd: SERVER_ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
};

// The embedded database's checks run once, in the PGlite pass: the PostgreSQL pass has its own below.
describe.skipIf(inject('postgres') !== null)('npm run ledger:check on the embedded database', () => {
  let scratch: string;
  let dataDir: string;
  const ledger = createLedger({ timeZone: 'UTC', clock: systemClock });

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), 'simportal-ledger-check-'));
    dataDir = path.join(scratch, 'data');
    const database = await openDatabase(loadConfig({ DATA_DIR: dataDir }));
    const user = await database.db.transaction((tx) =>
      createAccount(tx, { username: 'books', email: 'books@example.test', passwordHash: 'x', locale: 'en' }),
    );
    await database.db.transaction((tx) =>
      ledger.credit(tx, {
        userId: user.id,
        type: 'TOP_UP',
        reason: 'pay_order',
        amountMinor: 1_234,
        idempotencyKey: 'cli:1',
      }),
    );
    await database.close();
  });
  afterAll(() => rm(scratch, { recursive: true, force: true }));

  it('prints every user and exits 0 when the books agree', () => {
    const { status, out } = runCheck({ DATA_DIR: dataDir });
    expect(out).toMatch(/books\s+1234\s+1234\s+0\s+1\s+ok/);
    expect(out).toContain('ledger ok: 1 users');
    expect(status).toBe(0);
  });

  it('exits 1 and names the problem when a balance drifted', async () => {
    const database = await openDatabase(loadConfig({ DATA_DIR: dataDir }));
    await database.db.update(balances).set({ balance: 1_000 });
    await database.close();
    const { status, out } = runCheck({ DATA_DIR: dataDir });
    expect(out).toMatch(/books\s+1000\s+1234\s+-234\s+1\s+drift,last_balance_after_mismatch/);
    expect(out).toContain('LEDGER PROBLEMS: 1 of 1 users');
    expect(status).toBe(1);
  });

  it('refuses to open a data directory a running portal holds, and one that does not exist', async () => {
    const unlock = await lockDataDir(dataDir);
    try {
      const { status, out } = runCheck({ DATA_DIR: dataDir });
      expect(out).toContain('Another portal process is using the data directory');
      expect(status).toBe(2);
    } finally {
      await unlock();
    }
    const missing = runCheck({ DATA_DIR: path.join(scratch, 'nothing-here') });
    expect(missing.out).toContain('No embedded database at');
    expect(missing.status).toBe(2);
  });
});

describe.runIf(inject('postgres') !== null)('npm run ledger:check on PostgreSQL (DATABASE_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('checks the database DATABASE_URL names', async () => {
    const user = await createUser(t, { username: 'pgbooks' });
    await t.database.db.transaction((tx) =>
      createLedger({ timeZone: 'UTC', clock: systemClock }).credit(tx, {
        userId: user.id,
        type: 'TOP_UP',
        reason: 'pay_order',
        amountMinor: 500,
        idempotencyKey: 'cli:pg',
      }),
    );
    const { status, out } = runCheck({ DATABASE_URL: t.database.url! });
    expect(out).toMatch(/pgbooks\s+500\s+500\s+0\s+1\s+ok/);
    expect(status).toBe(0);
  });
});
