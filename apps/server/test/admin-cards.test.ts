import { ADMIN_CARD_COUNT_CAP, type AdminCard, adminCardPageSchema } from '@simportal/contract/api/admin';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAndCustomer, call, plansOnSale } from './admin-fixtures.ts';
import { expectError } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { issueRules } from './helpers/wallet.ts';
import { bind, inventoryCard } from './sims-fixtures.ts';

let t: TestApp;
let people: Awaited<ReturnType<typeof adminAndCustomer>>;
beforeAll(async () => {
  t = await buildTestApp();
  people = await adminAndCustomer(t);
  // short card numbers of this file only; every other card here has 13 digits (1440…)
  for (const cardNumber of ['9', '10', '0010', '11', '99', '100', '101'])
    await inventoryCard(t, { cardNumber });
});
afterAll(() => t.close());

const list = (query: string) =>
  call(
    t,
    people.admin.token,
    'GET',
    `/api/admin/cards?${query.includes('pageSize') ? '' : 'pageSize=100&'}${query}`,
  );

const numbers = async (query: string): Promise<string[]> => {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.items as AdminCard[]).map((card) => card.cardNumber);
};

describe('card number bounds compare as numbers (GET /api/admin/cards)', () => {
  it('between 9 and 10: 9 and 10 (and 0010), though "10" < "9" as text', async () => {
    expect(await numbers('cardNumberFrom=9&cardNumberTo=10')).toEqual(['9', '10', '0010']);
  });

  it('equal bounds find exactly that number, whatever its leading zeros', async () => {
    expect(await numbers('cardNumberFrom=10&cardNumberTo=10')).toEqual(['10', '0010']);
    expect(await numbers('cardNumberFrom=010&cardNumberTo=00010')).toEqual(['10', '0010']);
    expect(await numbers('cardNumberFrom=9&cardNumberTo=9')).toEqual(['9']);
  });

  it('only a lower bound (≥): 100 and above, in numeric order', async () => {
    const found = await numbers('cardNumberFrom=100');
    expect(found.slice(0, 2)).toEqual(['100', '101']);
    expect(found).not.toContain('99');
    expect(found).not.toContain('9');
    expect(found.slice(2).every((n) => n.length === 13)).toBe(true);
  });

  it('only an upper bound (≤): 9 is below 10, 99 below 100', async () => {
    expect(await numbers('cardNumberTo=9')).toEqual(['9']);
    expect(await numbers('cardNumberTo=99')).toEqual(['9', '10', '0010', '11', '99']);
  });

  it('a lower bound above the upper one finds nothing', async () => {
    const res = await list('cardNumberFrom=11&cardNumberTo=10');
    expect(res.json().data).toMatchObject({ items: [], total: 0, totalCapped: false });
  });

  it('numbers longer than any integer type still compare (20 digits)', async () => {
    await inventoryCard(t, { cardNumber: '99999999999999999999' });
    await inventoryCard(t, { cardNumber: '99999999999999999998' });
    expect(await numbers('cardNumberFrom=99999999999999999999')).toEqual(['99999999999999999999']);
    expect(await numbers('cardNumberFrom=10000000000000000000&cardNumberTo=99999999999999999998')).toEqual([
      '99999999999999999998',
    ]);
  });

  it('an empty bound is no bound', async () => {
    expect(await numbers('cardNumberFrom=&cardNumberTo=9')).toEqual(['9']);
  });

  it.each([
    ['abc', 'cardNumberFrom'],
    ['1e5', 'cardNumberFrom'],
    ['-1', 'cardNumberTo'],
    ['12.5', 'cardNumberTo'],
    ['1'.repeat(21), 'cardNumberFrom'],
  ])('refuses a bound that is not 1 to 20 digits: %s', async (value, field) => {
    const res = await list(`${field}=${encodeURIComponent(value)}`);
    expectError(res, 'validation_failed');
    expect(issueRules(res)).toEqual([`query.${field}:card_number_format`]);
  });
});

describe('card list filters', () => {
  it('filters by holder (username or email), status, type, StarterPack and retired cards', async () => {
    const held = await inventoryCard(t, { type: 'ESIM' });
    expect((await bind(t, people.customer.token, held)).statusCode).toBe(201);
    const [plan] = await plansOnSale(t);
    const starter = await inventoryCard(t, {
      isStarterPack: true,
      starterPackPlanId: plan!.id,
      starterPackDays: 9,
    });
    const retired = await inventoryCard(t, { deletedAt: new Date() });

    const byHolder = await list(`holder=${encodeURIComponent(people.customer.email.toUpperCase())}`);
    const items = byHolder.json().data.items as AdminCard[];
    expect(items.map((card) => card.id)).toEqual([held.id]);
    expect(items[0]).toMatchObject({
      type: 'ESIM',
      status: 'NOT_ACTIVE',
      holder: { id: people.customer.id, username: people.customer.username, email: people.customer.email },
      isStarterPack: false,
      starterPackPlan: null,
    });
    expect((await list(`holder=${people.customer.username}&type=PHYSICAL`)).json().data.items).toEqual([]);

    const starters = (await list('starterPack=true')).json().data.items as AdminCard[];
    expect(starters.map((card) => card.id)).toEqual([starter.id]);
    expect(starters[0]).toMatchObject({
      starterPackDays: 9,
      starterPackPlan: { id: plan!.id, name: plan!.name },
    });

    const deleted = (await list('deleted=true')).json().data.items as AdminCard[];
    expect(deleted.map((card) => card.id)).toEqual([retired.id]);
    expect(deleted[0]!.deletedAt).not.toBeNull();
    expect((await numbers('deleted=false')).length).toBeGreaterThan(5);
    expect((await list('status=USING')).json().data.items).toEqual([]);
  });

  it('pages with a total and answers the contract schema', async () => {
    const res = await call(
      t,
      people.admin.token,
      'GET',
      '/api/admin/cards?page=2&pageSize=3&cardNumberTo=101',
    );
    const page = adminCardPageSchema.parse(res.json().data);
    expect(page).toMatchObject({ page: 2, pageSize: 3, total: 7, totalCapped: false });
    expect(page.items.map((card) => card.cardNumber)).toEqual(['11', '99', '100']);
  });

  it('refuses unknown filter values', async () => {
    for (const query of ['status=LOST', 'type=USIM', 'starterPack=yes', 'pageSize=1000']) {
      expectError(await list(query), 'validation_failed');
    }
  });

  it(`counts at most ${ADMIN_CARD_COUNT_CAP} matches, and says so`, async () => {
    // many cards at once, straight in SQL (made-up ICCIDs and hash: nobody binds them)
    const first = 5_000_000_000;
    const body = '8986990000';
    await t.database.db.execute(sql`
      insert into sim_cards (card_number, iccid, verify_code_hash)
      select (${first}::bigint + n)::text, ${body} || lpad(n::text, 8, '0') || '0', 'x'
      from generate_series(0, ${ADMIN_CARD_COUNT_CAP + 5}) as n`);
    const wide = (await list(`cardNumberFrom=${first}&cardNumberTo=${first + 20_000}&pageSize=5`)).json()
      .data;
    expect(wide).toMatchObject({ total: ADMIN_CARD_COUNT_CAP + 1, totalCapped: true });
    expect(wide.items.map((card: AdminCard) => card.cardNumber)).toEqual(
      [0, 1, 2, 3, 4].map((n) => String(first + n)),
    );
    const narrow = (await list(`cardNumberFrom=${first + 100}&cardNumberTo=${first + 199}&pageSize=5`)).json()
      .data;
    expect(narrow).toMatchObject({ total: 100, totalCapped: false });
  });
});
