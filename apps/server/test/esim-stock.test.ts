import { esimStockSchema } from '@simportal/contract/api/esim';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, users } from '../src/schema.ts';
import { apply, freshProfileIdentity, lowStockMails, TEST_SM_DP } from './esim-fixtures.ts';
import { bearer, createUser, login } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { customerAndAdmin, expectLedgerClean } from './helpers/wallet.ts';

const THRESHOLD = 2;
let t: TestApp;
let admins: { email: string; token: string }[];
beforeAll(async () => {
  t = await buildTestApp({ ESIM_FEE: '100', ESIM_LOW_STOCK_THRESHOLD: String(THRESHOLD) });
  admins = [];
  for (const locale of ['en', 'zh-CN']) {
    const admin = await createUser(t, { level: 1 });
    await t.database.db.update(users).set({ locale }).where(eq(users.id, admin.id));
    admins.push({ email: admin.email, token: (await login(t, admin.username, admin.password)).accessToken });
  }
});
afterAll(() => t.close());

const stock = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/esim/stock',
    headers: bearer(admins[0]!.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return esimStockSchema.parse(res.json().data);
};

const importProfiles = async (n: number) => {
  const csv = [
    'iccid,sm_dp_address,matching_id',
    ...Array.from({ length: n }, () => {
      const p = freshProfileIdentity();
      return `${p.iccid},${TEST_SM_DP},${p.matchingId}`;
    }),
  ].join('\n');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/esim/profiles/import',
    headers: { ...bearer(admins[0]!.token), 'content-type': 'text/csv' },
    payload: csv,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.stock;
};

describe('low eSIM stock', () => {
  it('tells the administrators (once) when a customer meets an empty stock', async () => {
    const { customer } = await customerAndAdmin(t, 10_000);
    expect((await apply(t, customer.tokens.accessToken)).json().message).toBe('esim_out_of_stock');
    expect((await apply(t, customer.tokens.accessToken)).json().message).toBe('esim_out_of_stock');
    const mails = await lowStockMails(t);
    const administrators = await t.database.db.select().from(users).where(eq(users.level, 1));
    expect(mails.map((m) => m.to).sort()).toEqual(administrators.map((a) => a.email).sort());
    expect(await stock()).toMatchObject({ available: 0, low: true });
    // the restock clears it, so the next crossing mails again (next test)
    expect(await importProfiles(THRESHOLD + 2)).toMatchObject({ available: THRESHOLD + 2, low: false });
    await t.database.db.delete(deliveries).where(eq(deliveries.kind, 'mail'));
  });

  it('mails every administrator once when the free stock falls to the threshold, again after a restock', async () => {
    const { customer } = await customerAndAdmin(t, 10_000);
    // customerAndAdmin made one more administrator: everyone with level 1 is told
    const everyone = [...admins.map((a) => a.email)];
    const zh = admins[1]!.email;
    const token = customer.tokens.accessToken;

    expect((await apply(t, token)).statusCode).toBe(201); // 3 free
    expect(await lowStockMails(t)).toHaveLength(0);
    expect(await stock()).toMatchObject({ available: 3, assigned: 1, low: false, lowSince: null });

    expect((await apply(t, token)).statusCode).toBe(201); // 2 free: crossing
    const mails = await lowStockMails(t);
    for (const email of everyone) expect(mails.filter((m) => m.to === email)).toHaveLength(1);
    const perAdmin = mails.length;
    const english = mails.find((m) => m.to === admins[0]!.email)!;
    expect(english.subject).toBe('SIM Portal: eSIM stock is low (2 left)');
    expect(english.text).toContain('npm run esim:import');
    expect(mails.find((m) => m.to === zh)!.subject).toContain('库存不足');
    const low = await stock();
    expect(low).toMatchObject({ available: 2, low: true, threshold: THRESHOLD });
    expect(low.lowSince).not.toBeNull();

    expect((await apply(t, token)).statusCode).toBe(201); // 1 free
    expect((await apply(t, token)).statusCode).toBe(201); // 0 free
    expect((await apply(t, token)).json().message).toBe('esim_out_of_stock');
    expect(await lowStockMails(t)).toHaveLength(perAdmin);

    // a restock that stays at the threshold keeps the alert; one above it clears it
    expect(await importProfiles(2)).toMatchObject({ available: 2, low: true });
    expect(await importProfiles(2)).toMatchObject({ available: 4, low: false, lowSince: null });
    expect((await apply(t, token)).statusCode).toBe(201); // 3
    expect(await lowStockMails(t)).toHaveLength(perAdmin);
    expect((await apply(t, token)).statusCode).toBe(201); // 2: the next crossing
    expect(await lowStockMails(t)).toHaveLength(2 * perAdmin);
    await expectLedgerClean(t);
  });
});
