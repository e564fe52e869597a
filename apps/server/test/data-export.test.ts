import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordNetworkEvents } from '../src/modules/carrier/network-events.ts';
import { importUsage } from '../src/modules/usage/import-usage.ts';
import { csvUsageSource } from '../src/modules/usage/usage-csv.ts';
import { enterView } from './admin-fixtures.ts';
import { cardOf, catalogue, customer, fund, moveTo, readCardRow } from './billing-fixtures.ts';
import { expectError, signedInUser } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { unzip } from './helpers/unzip.ts';
import { createPayOrder, expectLedgerClean } from './helpers/wallet.ts';
import { usageCsv } from './usage-fixtures.ts';

// Issue #34: Personal Center › Your data. The caller's archive, unzipped: what each file holds, nobody else's
// data, no secret, and never for an administrator in the customer's view.

let t: TestApp;
let bob: Awaited<ReturnType<typeof customer>>;
let alice: Awaited<ReturnType<typeof customer>>;
let bobIccid: string;
let aliceIccid: string;
let bobReference: string;
let aliceReference: string;
const ACTIVITIES = 2_000;

const download = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/user/data-export', headers });

/** `count` top-ups of 1.00 in one statement, the balance following them (the ledger's invariant holds). */
const manyTopUps = async (userId: number, count: number) => {
  await t.database.db.execute(sql`
    insert into activities (user_id, type, amount_minor, balance_after_minor, reason, trade_date, idempotency_key,
      request_hash)
    select ${userId}, 'TOP_UP', 100, b.balance + 100 * i, 'admin_recharge', '2026-03-01', 'export-test:' || i, 'x'
    from generate_series(1, ${count}) as i, balances b where b.user_id = ${userId}`);
  await t.database.db.execute(
    sql`update balances set balance = balance + ${100 * count} where user_id = ${userId}`,
  );
};

beforeAll(async () => {
  t = await buildTestApp();
  moveTo(t, '2026-03-10');
  const { daily500 } = await catalogue(t);
  bob = await customer(t, 12_345);
  alice = await customer(t, 500);
  const bobCard = await cardOf(t, bob.user.id, {
    status: 'USING',
    currentPlanId: daily500.id,
    label: 'Travel phone',
  });
  const aliceCard = await cardOf(t, alice.user.id, { status: 'USING', currentPlanId: daily500.id });
  bobIccid = (await readCardRow(t, bobCard)).iccid;
  aliceIccid = (await readCardRow(t, aliceCard)).iccid;
  await importUsage(
    t.ctx,
    csvUsageSource(
      usageCsv([
        [bobIccid, '2026-03-08', 'JP', 'Japan', 3072],
        [bobIccid, '2026-03-09', 'HK', 'Hong Kong', 1024],
        [aliceIccid, '2026-03-09', 'FR', 'France', 777_777],
      ]),
    ),
  );
  bobReference = (await createPayOrder(t, bob.headers, { amountMinor: 1_050, method: 'DOMESTIC' })).json()
    .data.reference;
  aliceReference = (await createPayOrder(t, alice.headers, { amountMinor: 2_000, method: 'DOMESTIC' })).json()
    .data.reference;
  // what the network saw of each one's card (decision 0094): Bob's in Japan, Alice's refused in France
  const seen = (iccid: string, id: string, country: string, kind: 'attach_accepted' | 'attach_rejected') => ({
    sourceEventId: id,
    iccid,
    kind,
    occurredAt: new Date('2026-03-09T10:00:00Z'),
    networkName: 'Simulator',
    country,
    cause: kind === 'attach_rejected' ? ('network_not_allowed' as const) : null,
    detail: null,
  });
  await recordNetworkEvents(
    t.database.db,
    'simulator',
    [
      seen(bobIccid, 'export-bob', 'JP', 'attach_accepted'),
      seen(aliceIccid, 'export-alice', 'FR', 'attach_rejected'),
    ],
    new Date('2026-03-09T10:00:05Z'),
  );
  await fund(t, alice.user.id, 4_321);
  await manyTopUps(bob.user.id, ACTIVITIES - 1);
});
afterAll(() => t.close());

describe('GET /api/user/data-export', () => {
  it("streams the caller's data as a zip of JSON and CSV files, and nobody else's", async () => {
    const started = performance.now();
    const res = await download(bob.headers);
    const elapsed = performance.now() - started;
    console.log(
      `data export: ${ACTIVITIES} activities, ${res.rawPayload.length} bytes in ${elapsed.toFixed(0)} ms`,
    );
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="simportal-data-${bob.user.username}-2026-03-10\\.zip"`),
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const files = await unzip(res.rawPayload);
    expect([...files.keys()].sort()).toEqual(
      [
        'README.txt',
        'account.json',
        'activities.csv',
        'activities.json',
        'add-ons.csv',
        'add-ons.json',
        'api-keys.json',
        'cards.csv',
        'cards.json',
        'consents.json',
        'devices.json',
        'inbox.json',
        'members.json',
        'network-events.json',
        'passkeys.json',
        'pay-orders.csv',
        'pay-orders.json',
        'sessions.json',
        'traffic.csv',
        'traffic.json',
        'webhooks.json',
      ].sort(),
    );

    const account = JSON.parse(files.get('account.json')!);
    expect(account).toMatchObject({
      id: bob.user.id,
      username: bob.user.username,
      balanceMinor: 12_345 + 100 * (ACTIVITIES - 1),
      lowBalanceReminderDays: 3,
      lowBalanceReminderChosen: false,
      // none given: the fields are empty (decision 0102)
      companyDetails: { companyName: '', address: '', taxId: '', receiptEmail: '' },
    });
    const cards = JSON.parse(files.get('cards.json')!);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ iccid: bobIccid, label: 'Travel phone', status: 'USING' });
    expect(cards[0].billing.currentPlan).not.toBeNull();
    expect(cards[0].dataAlerts).toEqual([80, 100]);
    expect(files.get('cards.csv')).toContain(bobIccid);

    const activities = JSON.parse(files.get('activities.json')!);
    expect(activities).toHaveLength(ACTIVITIES);
    expect(activities.at(-1)).toMatchObject({ type: 'TOP_UP', amountMinor: 12_345 });
    expect(files.get('activities.csv')!.trim().split('\r\n')).toHaveLength(ACTIVITIES + 1);

    const orders = JSON.parse(files.get('pay-orders.json')!);
    expect(orders.map((order: { reference: string }) => order.reference)).toEqual([bobReference]);
    expect(orders[0].amountMinor).toBe(1_050);
    expect(files.get('pay-orders.csv')).toContain(bobReference);

    const traffic = JSON.parse(files.get('traffic.json')!);
    expect(traffic).toEqual([
      {
        cardId: cards[0].id,
        iccid: bobIccid,
        day: '2026-03-08',
        regionCode: 'JP',
        regionName: 'Japan',
        usedKb: 3072,
      },
      {
        cardId: cards[0].id,
        iccid: bobIccid,
        day: '2026-03-09',
        regionCode: 'HK',
        regionName: 'Hong Kong',
        usedKb: 1024,
      },
    ]);
    expect(JSON.parse(files.get('network-events.json')!)).toEqual([
      {
        cardId: cards[0].id,
        network: 'simulator',
        kind: 'attach_accepted',
        at: '2026-03-09T10:00:00.000Z',
        networkName: 'Simulator',
        country: 'JP',
        cause: null,
        detail: null,
      },
    ]);
    expect(JSON.parse(files.get('sessions.json')!)[0]).toMatchObject({ current: true });
    expect(JSON.parse(files.get('consents.json')!).consents).toEqual([]);
    expect(JSON.parse(files.get('devices.json')!)).toEqual([]);
    expect(JSON.parse(files.get('api-keys.json')!)).toEqual([]);
    expect(JSON.parse(files.get('webhooks.json')!)).toEqual([]);
    expect(files.get('README.txt')).toContain('activities.csv');

    const everything = [...files.values()].join('\n');
    for (const foreign of [
      aliceIccid,
      aliceReference,
      alice.user.username,
      alice.user.email,
      'France',
      'network_not_allowed',
      // Alice's top-up of 43.21, as the JSON and the CSV write an amount: the bare digits also turn up in
      // Bob's own random ids (a pay order's UUID held "4321" once)
      '"amountMinor":4321',
      ',43.21,',
    ]) {
      expect(everything).not.toContain(foreign);
    }
    // no secret: the password hash (argon2), token hashes, codes
    expect(everything).not.toMatch(/\$argon2|passwordHash|password_hash|tokenHash|codeHash/i);
  });

  it('neutralises a formula hidden behind a zero-width space or started by | (issue #56)', async () => {
    const { daily500 } = await catalogue(t);
    const carol = await customer(t, 100);
    for (const label of ['\u200B=HYPERLINK("http://evil.test")', '|cmd /c calc'])
      await cardOf(t, carol.user.id, { status: 'USING', currentPlanId: daily500.id, label });
    const cards = (await unzip((await download(carol.headers)).rawPayload)).get('cards.csv')!;
    expect(cards).toContain(`"'\u200B=HYPERLINK(""http://evil.test"")"`);
    expect(cards).toContain("'|cmd /c calc");
  });

  it("writes the README in the account's language", async () => {
    const zh = await signedInUser(t);
    const headers = { authorization: `Bearer ${zh.tokens.accessToken}` };
    await t.app.inject({ method: 'PATCH', url: '/api/user/locale', headers, payload: { locale: 'zh-CN' } });
    const res = await download(headers);
    expect(res.statusCode).toBe(200);
    const files = await unzip(res.rawPayload);
    expect(files.get('README.txt')).toContain('您在环球流量卡的数据');
    expect(JSON.parse(files.get('activities.json')!)).toEqual([]);
  });

  it("refuses an administrator in the customer's view (the customer's own right) and a guest", async () => {
    const admin = await signedInUser(t, { level: 1 });
    const view = await enterView(t, admin.tokens.accessToken, bob.user.id);
    expectError(await download({ authorization: `Bearer ${view.accessToken}` }), 'no_permission');
    expectError(await download({}), 'login_expired');
    await expectLedgerClean(t);
  });
});
