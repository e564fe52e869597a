import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/database.ts';
import { leftBelow, leftBelowSql } from '../src/modules/usage/auto-add-on-threshold.ts';
import { importUsage } from '../src/modules/usage/import-usage.ts';
import { csvUsageSource } from '../src/modules/usage/usage-csv.ts';
import { addOns } from '../src/schema.ts';
import { call } from './admin-fixtures.ts';
import {
  balanceOf,
  cardOf,
  catalogue,
  customer,
  expectBooksBalanced,
  moveTo,
  readCardRow,
} from './billing-fixtures.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { newestMail } from './helpers/deliveries.ts';
import { usageCsv, usageMailsTo } from './usage-fixtures.ts';

// The auto add-on (issue #58, decision 0071): when a card's data left falls below the share its holder set, the
// usage import buys the add-on they chose from their balance, within the caps, through the customer's purchase.
// On a controlled clock; the books balance (drift 0) after every test.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterEach(() => expectBooksBalanced(t));
afterAll(() => t.close());

const GB = 1024 * 1024;

const pack = async (code: string) => {
  const rows = await t.database.db.select().from(addOns);
  return rows.find((row) => row.code === code && row.active && row.supersededAt === null)!;
};

/** A holder with an Asia 30-day card (10 GB a cycle from 1 March) and a balance. */
const holderWithCard = async (balance: number, status: 'USING' | 'PAUSED' = 'USING') => {
  moveTo(t, '2026-03-15');
  const { asia30 } = await catalogue(t);
  const holder = await customer(t, balance);
  const cardId = await cardOf(t, holder.user.id, {
    status,
    currentPlanId: asia30.id,
    cycleStartDay: '2026-03-01',
  });
  const { iccid } = await readCardRow(t, cardId);
  /** The carrier's day total of the card on `day` (Hong Kong). */
  const useOn = (day: string, kb: number) =>
    importUsage(t.ctx, csvUsageSource(usageCsv([[iccid, day, 'HK', 'Hong Kong', Math.round(kb)]])));
  return { ...holder, cardId, useOn };
};

const getRule = (headers: Record<string, string>, cardId: number) =>
  t.app.inject({ method: 'GET', url: `/api/usage/cards/${cardId}/auto-add-on`, headers });
const putRule = (headers: Record<string, string>, cardId: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/usage/cards/${cardId}/auto-add-on`, headers, payload });

const setRule = async (
  holder: { headers: Record<string, string>; cardId: number },
  rule: Partial<{ whenLeftBelowPercent: number; maxPerDay: number; maxPerCycle: number }> = {},
) => {
  const oneGb = await pack('addon-1gb');
  const res = await putRule(holder.headers, holder.cardId, {
    addOnId: oneGb.id,
    whenLeftBelowPercent: 10,
    maxPerDay: 1,
    maxPerCycle: 3,
    enabled: true,
    ...rule,
  });
  expect(res.statusCode, res.body).toBe(200);
  return oneGb;
};

const autoPurchases = (cardId: number) =>
  selectRows<{ business_day: string; price_minor: number; reason: string | null; type: string | null }>(
    t.database.db,
    sql`select p.business_day::text, p.price_minor::int, a.reason, a.type from card_add_ons p
      left join activities a on a.id = p.activity_id where p.card_id = ${cardId} order by p.id`,
  );

describe("a card's auto add-on, as its holder sets it", () => {
  it('is none until set; then what was set, with the add-on it buys; removed, none again', async () => {
    const holder = await holderWithCard(0);
    expect((await getRule(holder.headers, holder.cardId)).json().data).toEqual({
      rule: null,
      addOn: null,
      boughtToday: 0,
      boughtThisCycle: 0,
    });
    const oneGb = await setRule(holder, { whenLeftBelowPercent: 0, maxPerDay: 2, maxPerCycle: 5 });
    expect((await getRule(holder.headers, holder.cardId)).json().data).toMatchObject({
      rule: { addOnId: oneGb.id, whenLeftBelowPercent: 0, maxPerDay: 2, maxPerCycle: 5, enabled: true },
      addOn: {
        id: oneGb.id,
        trafficMb: 1024,
        priceMinor: 500,
        onSale: true,
        name: { en: 'Data Add-on 1 GB' },
      },
    });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/usage/cards/${holder.cardId}/auto-add-on`,
      headers: holder.headers,
    });
    expect(removed.json().data.rule).toBeNull();
  });

  it('refuses a share or cap not offered in the envelope, an unknown add-on as not found', async () => {
    const holder = await holderWithCard(0);
    const oneGb = await pack('addon-1gb');
    const valid = {
      addOnId: oneGb.id,
      whenLeftBelowPercent: 10,
      maxPerDay: 1,
      maxPerCycle: 3,
      enabled: true,
    };
    for (const wrong of [
      { whenLeftBelowPercent: 30 },
      { maxPerDay: 6 },
      { maxPerDay: 0 },
      { maxPerCycle: 11 },
      { enabled: 'yes' },
      { addOnId: undefined },
    ]) {
      const res = await putRule(holder.headers, holder.cardId, { ...valid, ...wrong });
      expect(res.statusCode, JSON.stringify(wrong)).toBe(400);
      expect(res.json().message).toBe('validation_failed');
    }
    const unknown = await putRule(holder.headers, holder.cardId, { ...valid, addOnId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('not_found');
    expect((await getRule(holder.headers, holder.cardId)).json().data.rule).toBeNull();
  });

  it('refuses an add-on no longer on sale, translated', async () => {
    const holder = await holderWithCard(0);
    const retired = await pack('addon-10gb');
    await t.database.db.execute(sql`update add_ons set active = false where id = ${retired.id}`);
    const res = await putRule(holder.headers, holder.cardId, {
      addOnId: retired.id,
      whenLeftBelowPercent: 10,
      maxPerDay: 1,
      maxPerCycle: 3,
      enabled: true,
    });
    await t.database.db.execute(sql`update add_ons set active = true where id = ${retired.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('add_on_retired');
  });

  it("is nobody else's: another customer's card is not found, a stranger is asked to sign in", async () => {
    const holder = await holderWithCard(0);
    const other = await customer(t);
    expect((await getRule(other.headers, holder.cardId)).statusCode).toBe(404);
    const oneGb = await pack('addon-1gb');
    const put = await putRule(other.headers, holder.cardId, {
      addOnId: oneGb.id,
      whenLeftBelowPercent: 10,
      maxPerDay: 1,
      maxPerCycle: 3,
      enabled: true,
    });
    expect(put.statusCode).toBe(404);
    expect((await getRule({}, holder.cardId)).statusCode).toBe(401);
  });
});

describe('the auto add-on at an import', () => {
  it('buys once when the data left falls below the share; the same use imported again buys nothing', async () => {
    const holder = await holderWithCard(2_000);
    await setRule(holder);
    // 8.5 of 10 GB: 15 % left, above 10 %
    expect((await holder.useOn('2026-03-10', 8.5 * GB)).changed).toBe(1);
    expect(await autoPurchases(holder.cardId)).toEqual([]);
    // 9.5 GB: 5 % left
    await holder.useOn('2026-03-10', 9.5 * GB);
    expect(await autoPurchases(holder.cardId)).toEqual([
      { business_day: '2026-03-15', price_minor: 500, reason: 'auto_add_on', type: 'ADD_ON_PURCHASE' },
    ]);
    expect(await balanceOf(t, holder.user.id)).toBe(1_500);
    await holder.useOn('2026-03-10', 9.5 * GB);
    expect(await autoPurchases(holder.cardId)).toHaveLength(1);
    expect(await balanceOf(t, holder.user.id)).toBe(1_500);

    const [bought, ...more] = await usageMailsTo(t, holder.user.email).then((all) =>
      all.filter((mail) => mail.mailKind === 'auto_add_on_bought'),
    );
    expect(more).toEqual([]);
    expect(bought!.subject).toContain('an add-on was bought automatically');
    expect(bought!.text).toContain('Data Add-on 1 GB (1 GB)');
    expect(bought!.text).toContain('1.5 GB of data left');
    expect(bought!.text).toContain(`/mySims/${holder.cardId}/traffic`);

    // Activities shows it as an add-on purchase, bought automatically
    const activities = await t.app.inject({
      method: 'GET',
      url: '/api/wallet/activities',
      headers: holder.headers,
    });
    expect(activities.json().data.items[0]).toMatchObject({ type: 'ADD_ON_PURCHASE', reason: 'auto_add_on' });
    expect((await getRule(holder.headers, holder.cardId)).json().data).toMatchObject({
      boughtToday: 1,
      boughtThisCycle: 1,
    });
  });

  it('buys when the data runs out for the share 0, and lifts nothing it never restricted', async () => {
    const holder = await holderWithCard(2_000);
    await setRule(holder, { whenLeftBelowPercent: 0 });
    const nearly = await holder.useOn('2026-03-10', 10 * GB - 1);
    expect(nearly.restricted).toBe(0);
    expect(await autoPurchases(holder.cardId)).toEqual([]);
    // the whole allowance used: bought before the restrict rule looks, so the card is not restricted
    const out = await holder.useOn('2026-03-10', 10 * GB);
    expect(out.restricted).toBe(0);
    expect(await autoPurchases(holder.cardId)).toHaveLength(1);
  });

  it('holds the cap per day, and buys again on the next business day', async () => {
    const holder = await holderWithCard(5_000);
    await setRule(holder, { maxPerDay: 1, maxPerCycle: 10 });
    await holder.useOn('2026-03-14', 9.5 * GB); // 5 % left: bought, 11 GB
    await holder.useOn('2026-03-15', 1 * GB); // 10.5 of 11 GB: 4.5 % left, but today's one is bought
    expect(await autoPurchases(holder.cardId)).toHaveLength(1);
    moveTo(t, '2026-03-16');
    await holder.useOn('2026-03-16', 0.1 * GB); // more use on a new day
    expect((await autoPurchases(holder.cardId)).map((row) => row.business_day)).toEqual([
      '2026-03-15',
      '2026-03-16',
    ]);
    expect(await balanceOf(t, holder.user.id)).toBe(4_000);
  });

  it('holds the cap per cycle, and buys again in the next cycle', async () => {
    const holder = await holderWithCard(5_000);
    await setRule(holder, { whenLeftBelowPercent: 50, maxPerDay: 5, maxPerCycle: 2 });
    await holder.useOn('2026-03-10', 6 * GB); // 40 % left: bought (11 GB, 45 % left: still below)
    await holder.useOn('2026-03-11', 0.5 * GB); // more use: bought (12 GB, 6.5 used)
    await holder.useOn('2026-03-12', 0.5 * GB); // more use, still below: the cycle's two are bought
    expect(await autoPurchases(holder.cardId)).toHaveLength(2);
    // the next 30-day cycle starts on 31 March (the packs bought stay in the allowance: 12 GB, 7 used)
    moveTo(t, '2026-03-31');
    await holder.useOn('2026-03-31', 7 * GB);
    expect(await autoPurchases(holder.cardId)).toHaveLength(3);
    expect(await balanceOf(t, holder.user.id)).toBe(3_500);
  });

  it('is refused whole when the balance is short: nothing bought, the refusal mailed once', async () => {
    const holder = await holderWithCard(300);
    await setRule(holder);
    await holder.useOn('2026-03-10', 9.5 * GB);
    await holder.useOn('2026-03-11', 0.2 * GB);
    expect(await autoPurchases(holder.cardId)).toEqual([]);
    expect(await balanceOf(t, holder.user.id)).toBe(300);
    const refused = (await usageMailsTo(t, holder.user.email)).filter(
      (mail) => mail.mailKind === 'auto_add_on_refused',
    );
    expect(refused).toHaveLength(1);
    expect(refused[0]!.text).toContain('does not cover Data Add-on 1 GB');
    expect(refused[0]!.text).toContain('/recharge');
  });

  it('skips a card not in use, and says so once, in the holder’s language', async () => {
    const holder = await holderWithCard(2_000, 'PAUSED');
    await t.app.inject({
      method: 'PATCH',
      url: '/api/user/locale',
      headers: holder.headers,
      payload: { locale: 'zh-CN' },
    });
    await setRule(holder);
    await holder.useOn('2026-03-10', 9.5 * GB);
    await holder.useOn('2026-03-11', 0.2 * GB);
    expect(await autoPurchases(holder.cardId)).toEqual([]);
    expect(await balanceOf(t, holder.user.id)).toBe(2_000);
    const refused = (await usageMailsTo(t, holder.user.email)).filter(
      (mail) => mail.mailKind === 'auto_add_on_refused',
    );
    expect(refused).toHaveLength(1);
    expect(refused[0]!.subject).toContain('加油包自动购买未成功');
  });

  it('does nothing when turned off', async () => {
    const holder = await holderWithCard(2_000);
    const oneGb = await pack('addon-1gb');
    await putRule(holder.headers, holder.cardId, {
      addOnId: oneGb.id,
      whenLeftBelowPercent: 10,
      maxPerDay: 1,
      maxPerCycle: 3,
      enabled: false,
    });
    await holder.useOn('2026-03-10', 9.9 * GB);
    expect(await autoPurchases(holder.cardId)).toEqual([]);
  });
});

describe("the auto add-on and the holder's account", () => {
  it('is erased with the account, so nothing buys for a closed one', async () => {
    const holder = await holderWithCard(2_000);
    await setRule(holder);
    const sent = await call(t, holder.token, 'POST', '/api/user/deletion-code');
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await newestMail(t.database.db, {
      to: holder.user.email,
      mailKind: 'account_deletion_code',
    });
    const code = mail!.text.match(/\b(\d{6})\b/)![1];
    const res = await call(t, holder.token, 'POST', '/api/user/deletion', {
      password: holder.user.password,
      code,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [left] = await selectRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from auto_add_on_rules where user_id = ${holder.user.id}`,
    );
    expect(left!.n).toBe(0);
  });
});

describe('the threshold rule', () => {
  it('is the same in SQL as in TypeScript at the edges', async () => {
    const cases: [number, number, number][] = [];
    for (const percent of [0, 10, 20, 50]) {
      for (const used of [0, 499, 500, 501, 899, 900, 901, 999, 1000, 1001])
        cases.push([used, 1000, percent]);
    }
    for (const [used, allowance, percent] of cases) {
      const [row] = await selectRows<{ below: boolean }>(
        t.database.db,
        sql`select ${leftBelowSql} as below from (select ${used}::bigint as used_kb,
          ${allowance}::bigint as allowance_kb, ${percent}::smallint as auto_below) x`,
      );
      expect(row!.below, `${used}/${allowance} at ${percent}`).toBe(leftBelow(used, allowance, percent));
    }
  });
});
