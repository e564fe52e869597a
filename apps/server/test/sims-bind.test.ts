import { simCardSchema } from '@simportal/contract/api/sims';
import { luhnCheckDigit } from '@simportal/contract/rules/iccid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, expectError, login, signedInUser } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { bind, bindRequest, inventoryCard, readCard } from './sims-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SIM_LIMIT_PER_ACCOUNT: '2' });
});
afterAll(() => t.close());

const issuesOf = (data: unknown) => (data as { issues: { field: string; rule: string }[] }).issues;

describe('binding a card (POST /api/sims)', () => {
  it('binds an inventory card to the caller: 201 with the card, listed on My SIMs', async () => {
    const { user, tokens } = await signedInUser(t);
    const card = await inventoryCard(t);
    const res = await bind(t, tokens.accessToken, card);
    expect(res.statusCode, res.body).toBe(201);
    const bound = simCardSchema.parse(res.json().data);
    expect(bound).toMatchObject({
      id: card.id,
      cardNumber: card.cardNumber,
      iccid: card.iccid,
      type: 'PHYSICAL',
      status: 'NOT_ACTIVE',
      label: null,
      currentPlan: null,
      pendingPlan: null,
      planCreatedAt: null,
      expireAt: null,
      canStopBilling: false,
      usage: null,
    });
    expect((await readCard(t, card.id)).userId).toBe(user.id);

    const list = await t.app.inject({ method: 'GET', url: '/api/sims', headers: bearer(tokens.accessToken) });
    expect(list.json().data).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(list.json().data.items[0].id).toBe(card.id);
  });

  it("answers a repeated bind of one's own card with the card again (200), changing nothing", async () => {
    const { tokens } = await signedInUser(t);
    const card = await inventoryCard(t);
    expect((await bind(t, tokens.accessToken, card)).statusCode).toBe(201);
    const again = await bind(t, tokens.accessToken, card);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(card.id);
  });

  it('accepts the numbers typed with spaces, as they are printed', async () => {
    const { tokens } = await signedInUser(t);
    const card = await inventoryCard(t);
    const spaced = (digits: string) => digits.replace(/(\d{4})/g, '$1 ').trim();
    const res = await bindRequest(t, tokens.accessToken, {
      cardNumber: spaced(card.cardNumber),
      iccid: spaced(card.iccid),
      verifyCode: ` ${card.verifyCode} `,
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('requires the card number, the ICCID and the verify code (spec §5)', async () => {
    const { tokens } = await signedInUser(t);
    const res = await bindRequest(t, tokens.accessToken, { cardNumber: ' ', verifyCode: '' });
    const issues = issuesOf(expectError(res, 'validation_failed'));
    expect(issues).toEqual(
      expect.arrayContaining([
        { in: 'body', field: 'cardNumber', rule: 'card_number_required' },
        { in: 'body', field: 'iccid', rule: 'iccid_required' },
        { in: 'body', field: 'verifyCode', rule: 'verify_code_required' },
      ]),
    );
  });

  it.each([
    ['letters', '89860012AB34567890', 'iccid_format'],
    ['too short', '898600123456789', 'iccid_format'],
    ['not starting with 89', `1${'2'.repeat(17)}${luhnCheckDigit(`1${'2'.repeat(17)}`)}`, 'iccid_prefix'],
    [
      'a wrong check digit',
      `898600000000000000${(luhnCheckDigit('898600000000000000') + 1) % 10}`,
      'iccid_checksum',
    ],
  ])('names the ICCID rule broken by %s', async (_name, iccid, rule) => {
    const { tokens } = await signedInUser(t);
    const res = await bindRequest(t, tokens.accessToken, { cardNumber: '123', iccid, verifyCode: '1' });
    expect(issuesOf(expectError(res, 'validation_failed'))).toEqual([{ in: 'body', field: 'iccid', rule }]);
  });

  it('refuses a card number that is not 1 to 20 digits', async () => {
    const { tokens } = await signedInUser(t);
    const card = await inventoryCard(t);
    const res = await bindRequest(t, tokens.accessToken, { ...card, cardNumber: '12-34' });
    expect(issuesOf(expectError(res, 'validation_failed'))).toEqual([
      { in: 'body', field: 'cardNumber', rule: 'card_number_format' },
    ]);
  });

  it('answers verify_code_incorrect for a wrong code, and the same for a card that does not exist', async () => {
    const { tokens } = await signedInUser(t);
    const card = await inventoryCard(t);
    const other = await inventoryCard(t);
    expectError(
      await bind(t, tokens.accessToken, { ...card, verifyCode: '000000' }),
      'verify_code_incorrect',
    );
    // a card number and ICCID of two different cards match no card
    expectError(await bind(t, tokens.accessToken, { ...card, iccid: other.iccid }), 'verify_code_incorrect');
    const unknown = `898611111111111111`;
    expectError(
      await bind(t, tokens.accessToken, {
        ...card,
        cardNumber: '999999',
        iccid: `${unknown}${luhnCheckDigit(unknown)}`,
      }),
      'verify_code_incorrect',
    );
    expect((await readCard(t, card.id)).userId).toBeNull();
  });

  it('answers sim_occupied for a card bound to another customer, but only to someone with its code', async () => {
    const first = await signedInUser(t);
    const second = await signedInUser(t);
    const card = await inventoryCard(t);
    expect((await bind(t, first.tokens.accessToken, card)).statusCode).toBe(201);
    expectError(await bind(t, second.tokens.accessToken, card), 'sim_occupied');
    expectError(
      await bind(t, second.tokens.accessToken, { ...card, verifyCode: 'guess' }),
      'verify_code_incorrect',
    );
    expect((await readCard(t, card.id)).userId).toBe(first.user.id);
  });

  it('answers sim_occupied for a deleted card until an administrator releases it', async () => {
    const { tokens } = await signedInUser(t);
    const other = await signedInUser(t);
    const card = await inventoryCard(t);
    expect((await bind(t, tokens.accessToken, card)).statusCode).toBe(201);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/sims/${card.id}`,
      headers: bearer(tokens.accessToken),
    });
    expect(deleted.statusCode).toBe(200);
    expectError(await bind(t, tokens.accessToken, card), 'sim_occupied');
    expectError(await bind(t, other.tokens.accessToken, card), 'sim_occupied');

    const admin = await createUser(t, { level: 1 });
    const adminTokens = await login(t, admin.username, admin.password);
    const released = await t.app.inject({
      method: 'POST',
      url: `/api/admin/cards/${card.id}/release`,
      headers: bearer(adminTokens.accessToken),
    });
    expect(released.statusCode, released.body).toBe(200);
    expect((await bind(t, other.tokens.accessToken, card)).statusCode).toBe(201);
  });

  it('answers sim_over_limit past SIM_LIMIT_PER_ACCOUNT (2 here), with the limit', async () => {
    const { tokens } = await signedInUser(t);
    for (let i = 0; i < 2; i++) {
      expect((await bind(t, tokens.accessToken, await inventoryCard(t))).statusCode).toBe(201);
    }
    const third = await inventoryCard(t);
    expect(expectError(await bind(t, tokens.accessToken, third), 'sim_over_limit')).toEqual({ limit: 2 });
    expect((await readCard(t, third.id)).userId).toBeNull();
  });

  it('frees a place under the limit when a card is deleted', async () => {
    const { tokens } = await signedInUser(t);
    const cards = [await inventoryCard(t), await inventoryCard(t), await inventoryCard(t)];
    for (const card of cards.slice(0, 2))
      expect((await bind(t, tokens.accessToken, card)).statusCode).toBe(201);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/sims/${cards[0]!.id}`,
      headers: bearer(tokens.accessToken),
    });
    expect((await bind(t, tokens.accessToken, cards[2]!)).statusCode).toBe(201);
  });

  it('needs a login', async () => {
    const card = await inventoryCard(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/sims', payload: card });
    expectError(res, 'login_expired');
  });
});
