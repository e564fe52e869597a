import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordNetworkEvents } from '../src/modules/carrier/network-events.ts';
import {
  apiKeys,
  auditLog,
  authSessions,
  balances,
  companyDetails,
  credentials,
  deliveries,
  networkEvents,
  payOrders,
  users,
  webhookEndpoints,
} from '../src/schema.ts';
import { call, enterView } from './admin-fixtures.ts';
import { cardOf, catalogue, customer, moveTo, readCardRow } from './billing-fixtures.ts';
import { createUser, expectError, login, signedInUser } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { carrierCommandsOf, mails, newestMail } from './helpers/deliveries.ts';
import { createPayOrder, expectLedgerClean } from './helpers/wallet.ts';

// Issue #34: a customer deletes their account (decision 0040) with the password and a mailed code. Sign-in
// stops, sessions end, cards are released with the carrier told, the person is erased from the row, the ledger
// stays and balances; an administrator then sees a deleted account they cannot enter or credit.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  moveTo(t, '2026-04-10');
});
afterAll(() => t.close());

const deletionCode = async (email: string) => {
  const mail = await newestMail(t.database.db, { to: email, mailKind: 'account_deletion_code' });
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no deletion code mailed to ${email}`);
  return code;
};
const askCode = (token: string) => call(t, token, 'POST', '/api/user/deletion-code');
const remove = (token: string, payload: object) => call(t, token, 'POST', '/api/user/deletion', payload);

describe('deleting an account', () => {
  it('ends sign-in and sessions, releases the cards, erases the person and keeps the ledger', async () => {
    const { daily500 } = await catalogue(t);
    const bob = await customer(t, 1_234);
    const other = await login(t, bob.user.username, bob.user.password);
    const card = await cardOf(t, bob.user.id, { status: 'USING', currentPlanId: daily500.id, label: 'Trip' });
    expect(
      (await createPayOrder(t, bob.headers, { amountMinor: 500, method: 'DOMESTIC', remark: 'me' }))
        .statusCode,
    ).toBe(201);
    // an API key of theirs (decision 0076): nothing acts for a deleted account
    const key = await call(t, bob.token, 'POST', '/api/api-keys', {
      name: 'fleet',
      scopes: ['read'],
      expiresInDays: null,
    });
    expect(key.statusCode, key.body).toBe(201);
    const hook = await call(t, bob.token, 'POST', '/api/webhooks', {
      url: 'https://hooks.example.invalid/bob',
      events: ['card.status_changed'],
    });
    expect(hook.statusCode, hook.body).toBe(200);
    // what the network saw of the card while Bob held it (decision 0094)
    const iccid = (await readCardRow(t, card)).iccid;
    await recordNetworkEvents(
      t.database.db,
      'simulator',
      [
        {
          sourceEventId: `deletion-${iccid}`,
          iccid,
          kind: 'attach_accepted',
          occurredAt: new Date('2026-04-10T08:00:00Z'),
          networkName: 'Simulator',
          country: 'JP',
          cause: null,
          detail: null,
        },
      ],
      new Date('2026-04-10T08:00:01Z'),
    );
    expect(
      await t.database.db.select().from(networkEvents).where(eq(networkEvents.userId, bob.user.id)),
    ).toHaveLength(1);
    // the company their papers were made out to (decision 0102)
    const company = {
      companyName: 'Bob Trading Ltd',
      address: '1 Bob Street',
      taxId: 'GB123456789',
      receiptEmail: '',
    };
    expect((await call(t, bob.token, 'PUT', '/api/papers/details', company)).statusCode).toBe(200);
    expect(
      await t.database.db.select().from(companyDetails).where(eq(companyDetails.userId, bob.user.id)),
    ).toHaveLength(1);

    const sent = await askCode(bob.token);
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await deletionCode(bob.user.email);
    expectError(await remove(bob.token, { password: 'Wrong-pass-1', code }), 'old_password_incorrect');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expectError(await remove(bob.token, { password: bob.user.password, code: wrong }), 'code_incorrect');

    const res = await remove(bob.token, { password: bob.user.password, code });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      accountNumber: bob.user.id,
      cardsReleased: 1,
      balanceMinor: 1_234,
      payOrdersCancelled: 1,
    });

    // sign-in stops, the API key with it (its row gone); both sessions ended and forgot their device
    expectError(await call(t, key.json().data.secret, 'GET', '/api/sims'), 'api_key_invalid');
    expect(await t.database.db.select().from(apiKeys).where(eq(apiKeys.userId, bob.user.id))).toEqual([]);
    expectError(await call(t, bob.token, 'GET', '/api/user/getUserInfo'), 'session_ended');
    expectError(await call(t, other.accessToken, 'GET', '/api/user/getUserInfo'), 'session_ended');
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { account: bob.user.email, password: bob.user.password },
      }),
      'incorrect_account_or_password',
    );
    const sessions = await t.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, bob.user.id));
    expect(sessions.map((s) => [s.revokedReason, s.browser, s.network])).toEqual(
      sessions.map(() => ['account_deleted', null, null]),
    );
    // the person is gone from the row, the password unusable; the balance stays with its ledger rows
    const [row] = await t.database.db.select().from(users).where(eq(users.id, bob.user.id));
    expect(row).toMatchObject({ username: `#deleted-${bob.user.id}`, email: `#deleted-${bob.user.id}` });
    expect(row!.deletedAt).not.toBeNull();
    const [held] = await t.database.db.select().from(credentials).where(eq(credentials.userId, bob.user.id));
    expect(held!.passwordHash).toBe('!deleted');
    const [kept] = await t.database.db.select().from(balances).where(eq(balances.userId, bob.user.id));
    expect(kept!.balance).toBe(1_234);
    // the card is released and the carrier told; the pay order is cancelled and forgets its note
    expect(await readCardRow(t, card)).toMatchObject({ userId: null, label: null, status: 'NOT_ACTIVE' });
    const [command] = await carrierCommandsOf(t.database.db, card);
    expect(command).toMatchObject({ action: 'TERMINATE' });
    // the webhook endpoints go first: the release is told to no system of a closed account (decision 0077)
    expect(
      await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, bob.user.id)),
    ).toEqual([]);
    expect(await t.database.db.select().from(deliveries).where(eq(deliveries.kind, 'webhook'))).toEqual([]);
    // the network's events of the card, with the person (the TERMINATE's come after the release: nobody's)
    expect(
      await t.database.db.select().from(networkEvents).where(eq(networkEvents.userId, bob.user.id)),
    ).toEqual([]);
    const [order] = await t.database.db.select().from(payOrders).where(eq(payOrders.userId, bob.user.id));
    expect(order).toMatchObject({ status: 'CANCELLED', remark: '' });
    expect(
      await t.database.db.select().from(companyDetails).where(eq(companyDetails.userId, bob.user.id)),
    ).toEqual([]);
    // audited with the customer as actor; the address the account had is told, with the number to quote
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetUserId, bob.user.id));
    expect(entry).toMatchObject({ action: 'account_delete', actorUserId: bob.user.id });
    const [notice] = await mails(t.database.db, { to: bob.user.email, mailKind: 'account_deleted' });
    expect(notice!.text).toContain(`account number ${bob.user.id}`);
    expect(notice!.text).toContain('$12.34');
    // nothing else said to the address stays: the code's mail is gone
    const kinds = (await mails(t.database.db, { to: bob.user.email })).map((mail) => mail.mailKind);
    expect(kinds).toEqual(['account_deleted']);
    // the address is free for a new account
    await createUser(t, { email: bob.user.email });
    await expectLedgerClean(t);
  });

  it('shows the administrator a deleted account they can neither enter nor credit', async () => {
    const admin = await signedInUser(t, { level: 1 });
    const carol = await customer(t, 0);
    await askCode(carol.token);
    const code = await deletionCode(carol.user.email);
    expect((await remove(carol.token, { password: carol.user.password, code })).statusCode).toBe(200);
    const token = admin.tokens.accessToken;
    const list = await call(
      t,
      token,
      'GET',
      `/api/admin/customers?q=${encodeURIComponent(`deleted-${carol.user.id}`)}`,
    );
    expect(list.json().data.items).toEqual([
      expect.objectContaining({ id: carol.user.id, cardCount: 0, deletedAt: expect.any(String) }),
    ]);
    expectError(
      await call(t, token, 'POST', `/api/admin/customers/${carol.user.id}/view`),
      'account_deleted',
    );
    expectError(
      await call(t, token, 'POST', '/api/admin/recharges', {
        account: `#deleted-${carol.user.id}`,
        amountMinor: 100,
        reason: 'x',
      }),
      'account_deleted',
    );
  });

  it('is refused to an administrator, in a customer view, and without a code', async () => {
    const admin = await signedInUser(t, { level: 1 });
    expectError(await askCode(admin.tokens.accessToken), 'no_permission');
    const dave = await customer(t, 0);
    const view = await enterView(t, admin.tokens.accessToken, dave.user.id);
    expectError(await askCode(view.accessToken), 'no_permission');
    expectError(await remove(view.accessToken, { password: 'x', code: '123456' }), 'no_permission');
    expectError(await remove(dave.token, { password: dave.user.password, code: '123456' }), 'code_expired');
    expectError(await remove(dave.token, { password: dave.user.password, code: 'abc' }), 'validation_failed');
    expect((await call(t, dave.token, 'GET', '/api/user/getUserInfo')).statusCode).toBe(200);
  });
});
