import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, selectRows } from '../src/db/database.ts';
import { createAccount } from '../src/modules/auth/new-account.ts';
import { checkLedger } from '../src/modules/ledger/ledger-check.ts';
import { aroundMigration, type MigrationAround } from './helpers/migration-around.ts';

// The migration that moves an account's credentials to modules/auth and its balance to modules/ledger (issue #35,
// docs/decisions/0051), run on a database holding accounts in the shape before it: every value arrives, on the
// engine the suite runs on (PGlite, or PostgreSQL with TEST_DATABASE_URL).

/** An account before the migration, as the users table then held it. */
interface Before {
  username: string;
  balance: number;
  passwordHash: string;
  level?: number;
  adminRole?: string;
  deletedAt?: string;
  totpSecret?: string;
  totpPendingSecret?: string;
  totpEnabledAt?: string;
  totpLastStep?: number;
  passkeyChallenge?: string;
  passkeyChallengeExpiresAt?: string;
}

const BEFORE: Before[] = [
  { username: 'mig_customer', balance: 12_345, passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$customer' },
  {
    username: 'mig_admin',
    balance: 0,
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$admin',
    level: 1,
    adminRole: 'owner',
    totpSecret: 'v1.sealed-secret',
    totpPendingSecret: 'v1.sealed-pending',
    totpEnabledAt: '2026-11-01T08:00:00.000Z',
    totpLastStep: 59_012_345,
    passkeyChallenge: 'challenge-base64url',
    passkeyChallengeExpiresAt: '2026-11-25T10:05:00.000Z',
  },
  // a deleted account keeps its unusable password and the balance its ledger rows explain
  { username: '#deleted-3', balance: 700, passwordHash: '!deleted', deletedAt: '2026-11-20T00:00:00.000Z' },
];

const seedBefore = async (database: Database) => {
  for (const [i, account] of BEFORE.entries()) {
    await database.db.execute(sql`insert into users (username, email, password_hash, balance, level, admin_role,
        deleted_at, totp_secret, totp_pending_secret, totp_enabled_at, totp_last_step, passkey_challenge,
        passkey_challenge_expires_at)
      values (${account.username}, ${`mig${i}@example.test`}, ${account.passwordHash}, ${account.balance},
        ${account.level ?? 0}, ${account.adminRole ?? null}, ${account.deletedAt ?? null},
        ${account.totpSecret ?? null}, ${account.totpPendingSecret ?? null}, ${account.totpEnabledAt ?? null},
        ${account.totpLastStep ?? null}, ${account.passkeyChallenge ?? null},
        ${account.passkeyChallengeExpiresAt ?? null})`);
    // the top-up that explains the balance, as the ledger wrote it then
    if (account.balance > 0)
      await database.db.execute(sql`insert into activities (user_id, type, amount_minor, balance_after_minor,
          reason, trade_date, idempotency_key, request_hash)
        select id, 'TOP_UP', ${account.balance}, ${account.balance}, 'admin_recharge', '2026-11-01',
          ${`mig:${i}`}, 'x' from users where username = ${account.username}`);
  }
};

interface After {
  username: string;
  balance: string;
  password_hash: string;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_enabled_at: string | null;
  totp_last_step: string | null;
  passkey_challenge: string | null;
  passkey_challenge_expires_at: string | null;
}

const readAfter = (database: Database) =>
  selectRows<After>(
    database.db,
    sql`select u.username, b.balance::text as balance, c.password_hash, c.totp_secret, c.totp_pending_secret,
          to_char(c.totp_enabled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as totp_enabled_at,
          c.totp_last_step::text as totp_last_step, c.passkey_challenge,
          to_char(c.passkey_challenge_expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
            as passkey_challenge_expires_at
        from users u join credentials c on c.user_id = u.id join balances b on b.user_id = u.id
        order by u.id`,
  );

describe('migration: credentials to modules/auth, balances to modules/ledger', () => {
  let around: MigrationAround;
  let database: Database;

  beforeAll(async () => {
    around = await aroundMigration(/_credentials_and_balances$/);
    database = around.database;
    await around.migrateBefore();
    await seedBefore(database);
    await around.migrateThrough();
  });
  afterAll(() => around?.close());

  it("copies every account's password, second factor, passkey challenge and balance exactly", async () => {
    expect(await readAfter(database)).toEqual(
      BEFORE.map((account) => ({
        username: account.username,
        balance: String(account.balance),
        password_hash: account.passwordHash,
        totp_secret: account.totpSecret ?? null,
        totp_pending_secret: account.totpPendingSecret ?? null,
        totp_enabled_at: account.totpEnabledAt ?? null,
        totp_last_step: account.totpLastStep === undefined ? null : String(account.totpLastStep),
        passkey_challenge: account.passkeyChallenge ?? null,
        passkey_challenge_expires_at: account.passkeyChallengeExpiresAt ?? null,
      })),
    );
  });

  it('leaves no credential or balance column on users, and the balances non-negative', async () => {
    const columns = await selectRows<{ column_name: string }>(
      database.db,
      sql`select column_name from information_schema.columns where table_name = 'users' order by column_name`,
    );
    expect(columns.map((column) => column.column_name)).toEqual([
      'admin_role',
      'created_at',
      'deleted_at',
      'email',
      'id',
      'is_register',
      'level',
      'locale',
      'username',
    ]);
    const negative = await database.db
      .execute(sql`update balances set balance = -1 where user_id = (select min(user_id) from balances)`)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(String((negative as { cause?: unknown })?.cause ?? negative)).toMatch(/balances_non_negative/);
  });

  it('then creates accounts whole: their row, their credentials and their balance at 0', async () => {
    // today's code follows the newest schema: the later migrations first, and the books still balance
    await around.migrateRest();
    expect((await checkLedger(database.db)).problems).toEqual([]);
    const user = await database.db.transaction((tx) =>
      createAccount(tx, {
        username: 'mig_new',
        email: 'mig-new@example.test',
        passwordHash: 'h',
        locale: 'en',
      }),
    );
    const [row] = await selectRows<{ password_hash: string; balance: string }>(
      database.db,
      sql`select c.password_hash, b.balance::text as balance from credentials c join balances b using (user_id)
          where user_id = ${user.id}`,
    );
    expect(row).toEqual({ password_hash: 'h', balance: '0' });
  });
});
