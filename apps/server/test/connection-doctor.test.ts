import { connectionReportSchema } from '@simportal/contract/api/network';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pullNetworkEvents } from '../src/modules/carrier/pull-events.ts';
import { call, enterView } from './admin-fixtures.ts';
import { expectError, signedInUser } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { bind, carrierOf, inventoryCard, setCard } from './sims-fixtures.ts';

// The connection doctor's routes (issue #69, decision 0094): GET /api/sims/:id/connection for the card's holder
// (a read: an API key with the read scope, an administrator in the customer's view), 404 for anyone else's card;
// GET /api/admin/cards/:id/connection for administrators. The events come from the carrier's pull.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const holderOfCard = async (overrides: Parameters<typeof inventoryCard>[1] = {}) => {
  const { user, tokens } = await signedInUser(t);
  const card = await inventoryCard(t, overrides);
  expect((await bind(t, tokens.accessToken, card)).statusCode).toBe(201);
  return { user, token: tokens.accessToken, card };
};

const report = async (token: string, url: string) => {
  const res = await call(t, token, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return connectionReportSchema.parse(res.json().data);
};

describe('GET /api/sims/:id/connection', () => {
  it("answers the holder the card's finding and events; a stranger and an admin as themself get 404", async () => {
    const { token, card } = await holderOfCard();
    expect(await report(token, `/api/sims/${card.id}/connection`)).toEqual({
      cardId: card.id,
      network: 'simulator',
      finding: 'card_not_active',
      basedOn: null,
      events: [],
    });
    const stranger = await signedInUser(t);
    expectError(
      await call(t, stranger.tokens.accessToken, 'GET', `/api/sims/${card.id}/connection`),
      'not_found',
    );
    const admin = await signedInUser(t, { level: 1 });
    expectError(
      await call(t, admin.tokens.accessToken, 'GET', `/api/sims/${card.id}/connection`),
      'not_found',
    );
    expectError(await call(t, null, 'GET', `/api/sims/${card.id}/connection`), 'login_expired');
  });

  it('admits an API key with the read scope and an administrator in the customer view', async () => {
    const { user, token, card } = await holderOfCard();
    const created = await call(t, token, 'POST', '/api/api-keys', {
      name: 'read',
      scopes: ['read'],
      expiresInDays: null,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await report(created.json().data.secret, `/api/sims/${card.id}/connection`)).cardId).toBe(
      card.id,
    );
    const admin = await signedInUser(t, { level: 1 });
    const view = await enterView(t, admin.tokens.accessToken, user.id);
    expect((await report(view.accessToken, `/api/sims/${card.id}/connection`)).finding).toBe(
      'card_not_active',
    );
  });

  it('after a pause and the pull, says card_paused and shows the refused attach', async () => {
    const { token, card } = await holderOfCard();
    await setCard(t, card.id, { status: 'USING' });
    // a resume, as an activation would send: the simulator's device attaches and opens a session
    await carrierOf(t).resume({ cardId: card.id, iccid: card.iccid });
    await pullNetworkEvents(t.ctx);
    const connected = await report(token, `/api/sims/${card.id}/connection`);
    expect(connected.finding).toBe('connected');
    expect(connected.events.map((e) => e.kind)).toEqual(['session_started', 'attach_accepted']);

    t.clock.advance(60_000);
    // Stop Billing: the PAUSE is delivered after the commit, and its events pulled right after it
    expect((await call(t, token, 'POST', `/api/sims/${card.id}/stop-billing`)).statusCode).toBe(200);
    const paused = await report(token, `/api/sims/${card.id}/connection`);
    expect(paused.finding).toBe('card_paused');
    expect(paused.events[0]).toMatchObject({
      kind: 'attach_rejected',
      cause: 'card_inactive',
      networkName: 'Simulator',
    });
    expect(paused.events.map((e) => e.kind)).toEqual([
      'attach_rejected',
      'session_ended',
      'session_started',
      'attach_accepted',
    ]);
  });

  it('plays a scripted fault on resume: attached without a data session is roaming off', async () => {
    const { token, card } = await holderOfCard();
    await setCard(t, card.id, { status: 'USING' });
    carrierOf(t).scriptFault(card.iccid, 'roaming_off', 'JP');
    await carrierOf(t).resume({ cardId: card.id, iccid: card.iccid });
    await pullNetworkEvents(t.ctx);
    const answer = await report(token, `/api/sims/${card.id}/connection`);
    expect(answer.finding).toBe('roaming_off');
    expect(answer.basedOn).toMatchObject({ kind: 'attach_accepted', country: 'JP' });
  });
});

describe('GET /api/admin/cards/:id/connection', () => {
  it("answers any administrator role the holder's view, and refuses a customer", async () => {
    const { token, card } = await holderOfCard({ type: 'ESIM' });
    await setCard(t, card.id, { status: 'USING' });
    const viewer = await signedInUser(t, { level: 1, adminRole: 'viewer' });
    const answer = await report(viewer.tokens.accessToken, `/api/admin/cards/${card.id}/connection`);
    expect(answer).toMatchObject({ cardId: card.id, finding: 'profile_not_installed', events: [] });
    expectError(await call(t, token, 'GET', `/api/admin/cards/${card.id}/connection`), 'admin_required');
    expectError(
      await call(t, viewer.tokens.accessToken, 'GET', '/api/admin/cards/999999999/connection'),
      'not_found',
    );
  });
});
