import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { type DbOrTx, selectRows } from '../../src/db/database.ts';
import { checkLedger } from '../../src/modules/ledger/ledger-check.ts';
import { bearer, signedInUser } from './auth.ts';
import type { TestApp } from './build-test-app.ts';

/**
 * Every account has its balance row (the ledger's) and its credentials (auth's) from its creation, so the ledger
 * never meets an account without a balance (docs/decisions/0051). The ledger check sees balances and activities
 * only; this is the part of the books it cannot see.
 */
export const expectAccountsWhole = async (db: DbOrTx) => {
  const [row] = await selectRows<{ without_balance: number; without_credentials: number }>(
    db,
    sql`select
          (select count(*)::int from users u where not exists (select 1 from balances b where b.user_id = u.id))
            as without_balance,
          (select count(*)::int from users u where not exists (select 1 from credentials c where c.user_id = u.id))
            as without_credentials`,
  );
  expect(row).toEqual({ without_balance: 0, without_credentials: 0 });
};

/**
 * The ledger invariant after a test: every user's balance equals the sum of their activities, none negative, and
 * every account has its balance row.
 */
export const expectLedgerClean = async (t: TestApp) => {
  const report = await checkLedger(t.database.db);
  expect(report.problems).toEqual([]);
  expect(report.ok).toBe(true);
  await expectAccountsWhole(t.database.db);
};

/** A signed-in customer and a signed-in administrator with their bearer headers. */
export const customerAndAdmin = async (t: TestApp, balance = 0) => {
  const customer = await signedInUser(t, { balance: 0 });
  const admin = await signedInUser(t, { level: 1 });
  if (balance > 0) await adminRecharge(t, admin.tokens.accessToken, customer.user.username, balance);
  return {
    customer: { ...customer, headers: bearer(customer.tokens.accessToken) },
    admin: { ...admin, headers: bearer(admin.tokens.accessToken) },
  };
};

/** Credits a user through the real admin endpoint (so the ledger stays consistent). */
export const adminRecharge = async (
  t: TestApp,
  adminToken: string,
  account: string,
  amountMinor: number,
  reason = 'test credit',
) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/recharges',
    headers: bearer(adminToken),
    payload: { account, amountMinor, reason },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};

export const createPayOrder = (
  t: TestApp,
  headers: Record<string, string>,
  payload: Record<string, unknown>,
): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'POST', url: '/api/wallet/pay-orders', headers, payload });

/** The rule keys of a validation_failed (or date_range_invalid) answer, as `in.field:rule`. */
export const issueRules = (res: LightMyRequestResponse): string[] =>
  (res.json().data.issues as { in: string; field: string; rule: string }[]).map(
    (issue) => `${issue.in}.${issue.field}:${issue.rule}`,
  );
