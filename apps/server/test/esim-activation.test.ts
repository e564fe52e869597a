import { esimActivationSchema } from '@simportal/contract/api/esim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activation, addProfiles, apply, clearFreeStock, TEST_SM_DP } from './esim-fixtures.ts';
import { bearer, expectError, signedInUser } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { customerAndAdmin } from './helpers/wallet.ts';
import { bind, inventoryCard } from './sims-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ESIM_FEE: '100' });
});
afterAll(() => t.close());

/** A customer holding one eSIM card made from a profile with these columns. */
const customerWithEsim = async (profile: Parameters<typeof addProfiles>[2] = {}) => {
  await clearFreeStock(t);
  const { customer } = await customerAndAdmin(t, 1000);
  const [row] = await addProfiles(t, 1, profile);
  const res = await apply(t, customer.tokens.accessToken);
  expect(res.statusCode, res.body).toBe(201);
  return { customer, profile: row!, cardId: res.json().data.card.id as number };
};

describe('GET /api/esim/cards/:id/activation', () => {
  it('answers the SGP.22 activation code, its parts and the iPhone link', async () => {
    const { customer, profile, cardId } = await customerWithEsim();
    const res = await activation(t, customer.tokens.accessToken, cardId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const code = `LPA:1$${TEST_SM_DP}$${profile.matchingId}`;
    expect(esimActivationSchema.parse(res.json().data)).toEqual({
      cardId,
      cardNumber: profile.iccid,
      status: 'NOT_ACTIVE',
      iccid: profile.iccid,
      smDpAddress: TEST_SM_DP,
      matchingId: profile.matchingId,
      smDpOid: null,
      confirmationCodeRequired: false,
      activationCode: code,
      appleInstallUrl: `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(code)}`,
    });
  });

  it('appends the OID and the confirmation-code-required flag, never a code', async () => {
    const { customer, profile, cardId } = await customerWithEsim({
      smDpOid: '1.3.6.1.4.1.31746',
      confirmationCodeRequired: true,
    });
    const data = (await activation(t, customer.tokens.accessToken, cardId)).json().data;
    expect(data.activationCode).toBe(`LPA:1$${TEST_SM_DP}$${profile.matchingId}$1.3.6.1.4.1.31746$1`);
    expect(data.confirmationCodeRequired).toBe(true);
  });

  it("answers not_found for another customer's eSIM, a physical card and an unknown id", async () => {
    const { cardId } = await customerWithEsim();
    const stranger = await signedInUser(t);
    expectError(await activation(t, stranger.tokens.accessToken, cardId), 'not_found');
    const physical = await inventoryCard(t);
    await bind(t, stranger.tokens.accessToken, physical);
    expectError(await activation(t, stranger.tokens.accessToken, physical.id), 'not_found');
    expectError(await activation(t, stranger.tokens.accessToken, 99_999_999), 'not_found');
    const bad = await activation(t, stranger.tokens.accessToken, 'abc');
    expectError(bad, 'validation_failed');
  });

  it('answers esim_profile_missing for an eSIM card imported without a profile', async () => {
    const holder = await signedInUser(t);
    const card = await inventoryCard(t, { type: 'ESIM' });
    expect((await bind(t, holder.tokens.accessToken, card)).statusCode).toBe(201);
    expectError(await activation(t, holder.tokens.accessToken, card.id), 'esim_profile_missing');
  });

  it('needs a login', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/esim/cards/1/activation' });
    expectError(res, 'login_expired');
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/esim/cards/1/activation', headers: bearer('nope') }),
      'token_invalid',
    );
  });
});
