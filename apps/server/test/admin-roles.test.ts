import { desc, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/schema.ts';
import { call } from './admin-fixtures.ts';
import { bearer, DEFAULT_PASSWORD, expectError, login, signedInUser } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { mails, newestMail } from './helpers/deliveries.ts';
import { createPayOrder, expectLedgerClean } from './helpers/wallet.ts';

// Issue #34, decision 0043: administrators' roles (owner, support, viewer), the step-up that sensitive actions
// ask for, and an owner's invitations by mail. The authorization matrix (reliability/) walks every admin route
// for every role; this file proves the rules behind it with the limits the operator sets.

const STEP_UP_MINUTES = 10;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    ADMIN_SECOND_FACTOR: 'optional',
    ADMIN_STEP_UP_MINUTES: String(STEP_UP_MINUTES),
    STEP_UP_PAY_ORDER_MINOR: '20000',
    SUPPORT_CONFIRM_LIMIT_MINOR: '50000',
  });
});
afterAll(async () => {
  await expectLedgerClean(t);
  await t.close();
});

const admin = async (adminRole: 'owner' | 'support' | 'viewer') => {
  const { user, tokens } = await signedInUser(t, { level: 1, adminRole });
  return { ...user, token: tokens.accessToken };
};
const later = () => t.clock.advance((STEP_UP_MINUTES + 1) * 60_000);
const recharge = (token: string, account: string, amountMinor: number) =>
  call(t, token, 'POST', '/api/admin/recharges', { account, amountMinor, reason: 'roles test' });
const latestAudit = async (actorId: number) =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorUserId, actorId))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

describe('administrators by role', () => {
  it('lets a viewer read and nothing else, in words the screen translates', async () => {
    const viewer = await admin('viewer');
    const customer = await signedInUser(t);
    for (const url of [
      '/api/admin/customers',
      '/api/admin/cards',
      '/api/admin/audit',
      '/api/admin/catalog',
    ]) {
      expect((await call(t, viewer.token, 'GET', url)).statusCode, url).toBe(200);
    }
    expectError(
      await call(t, viewer.token, 'POST', `/api/admin/customers/${customer.user.id}/view`),
      'admin_role_forbidden',
    );
    expectError(await recharge(viewer.token, customer.user.username, 100), 'admin_role_forbidden');
    expectError(await call(t, viewer.token, 'GET', '/api/admin/administrators'), 'admin_role_forbidden');
    // the screens know the role from the user info
    const info = await call(t, viewer.token, 'GET', '/api/user/getUserInfo');
    expect(info.json().data).toMatchObject({ level: 1, adminRole: 'viewer' });
  });

  it('lets support serve customers (their view) but not credit money nor change the shop', async () => {
    const support = await admin('support');
    const customer = await signedInUser(t);
    expect(
      (await call(t, support.token, 'POST', `/api/admin/customers/${customer.user.id}/view`)).statusCode,
    ).toBe(201);
    expectError(await recharge(support.token, customer.user.username, 100), 'admin_role_forbidden');
    expectError(
      await call(t, support.token, 'PUT', '/api/admin/support', {
        channels: [],
        officeHours: { en: '', 'zh-CN': '' },
        confirmWithinHours: null,
      }),
      'admin_role_forbidden',
    );
    const entered = await latestAudit(support.id);
    expect(entered).toMatchObject({ action: 'customer_view_enter', actorRole: 'support', steppedUp: true });
  });
});

describe('step-up for sensitive actions', () => {
  it('asks again after the window, accepts the password (no second factor), and audits it', async () => {
    const owner = await admin('owner');
    const customer = await signedInUser(t);
    expect((await recharge(owner.token, customer.user.username, 100)).statusCode).toBe(201);
    later();
    // reading needs no fresh proof
    expect((await call(t, owner.token, 'GET', '/api/admin/customers')).statusCode).toBe(200);
    expectError(await recharge(owner.token, customer.user.username, 100), 'step_up_required');
    const state = await call(t, owner.token, 'GET', '/api/admin/step-up');
    expect(state.json().data).toEqual({ method: 'password', freshUntil: null, passkey: false });
    expectError(
      await call(t, owner.token, 'POST', '/api/admin/step-up', { password: 'not-it-123' }),
      'step_up_incorrect',
    );
    expectError(
      await call(t, owner.token, 'POST', '/api/admin/step-up', { code: '123456' }),
      'step_up_incorrect',
    );
    const stepped = await call(t, owner.token, 'POST', '/api/admin/step-up', { password: DEFAULT_PASSWORD });
    expect(stepped.statusCode, stepped.body).toBe(200);
    expect(Date.parse(stepped.json().data.freshUntil)).toBeGreaterThan(
      t.clock.now().getTime() + (STEP_UP_MINUTES - 1) * 60_000,
    );
    expect((await recharge(owner.token, customer.user.username, 100)).statusCode).toBe(201);
    expect(await latestAudit(owner.id)).toMatchObject({
      action: 'recharge',
      actorRole: 'owner',
      steppedUp: true,
    });
  });

  it('asks a fresh proof before any invitation: an unattended session cannot mint an owner', async () => {
    const owner = await admin('owner');
    later();
    for (const role of ['owner', 'viewer'] as const) {
      const email = `stale-${role}-${Date.now()}@example.test`;
      expectError(
        await call(t, owner.token, 'POST', '/api/admin/administrators/invitations', { email, role }),
        'step_up_required',
      );
      expect(await mails(t.database.db, { to: email })).toHaveLength(0);
    }
    await call(t, owner.token, 'POST', '/api/admin/step-up', { password: DEFAULT_PASSWORD });
    const invited = await call(t, owner.token, 'POST', '/api/admin/administrators/invitations', {
      email: `fresh-owner-${Date.now()}@example.test`,
      role: 'owner',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    // the collection answers only what it does: another method is a 405, not an administrator "invitations"
    const patched = await call(t, owner.token, 'PATCH', '/api/admin/administrators/invitations', {
      role: 'viewer',
    });
    expect(patched.statusCode).toBe(405);
    expect(patched.headers.allow).toBe('POST');
  });

  it('asks an administrator with two-step verification for its code, never the password alone', async () => {
    const owner = await admin('owner');
    const { secret } = (await call(t, owner.token, 'POST', '/api/admin/second-factor/enrolment')).json().data;
    const code = (steps = 0) =>
      generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) + steps * 30 });
    const confirmed = await call(t, owner.token, 'POST', '/api/admin/second-factor/enrolment/confirm', {
      code: await code(),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    later();
    expect((await call(t, owner.token, 'GET', '/api/admin/step-up')).json().data.method).toBe('code');
    expectError(
      await call(t, owner.token, 'POST', '/api/admin/step-up', { password: DEFAULT_PASSWORD }),
      'step_up_incorrect',
    );
    const stepped = await call(t, owner.token, 'POST', '/api/admin/step-up', { code: await code(1) });
    expect(stepped.statusCode, stepped.body).toBe(200);
  });

  it('holds support to their limit, and asks anyone a fresh proof above the large-order line', async () => {
    const support = await admin('support');
    const customer = await signedInUser(t);
    const headers = bearer(customer.tokens.accessToken);
    const order = async (amountMinor: number) => {
      const res = await createPayOrder(t, headers, { amountMinor, method: 'DOMESTIC' });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as string;
    };
    const confirm = (token: string, id: string) =>
      call(t, token, 'POST', `/api/admin/pay-orders/${id}/confirm`);
    const [small, large, huge] = [await order(10_000), await order(30_000), await order(60_000)];
    later();
    // below the line: no proof asked, even late
    expect((await confirm(support.token, small)).statusCode).toBe(200);
    expectError(await confirm(support.token, large), 'step_up_required');
    await call(t, support.token, 'POST', '/api/admin/step-up', { password: DEFAULT_PASSWORD });
    expect((await confirm(support.token, large)).statusCode).toBe(200);
    expect(await latestAudit(support.id)).toMatchObject({
      action: 'pay_order_confirm',
      actorRole: 'support',
      steppedUp: true,
    });
    expectError(await confirm(support.token, huge), 'pay_order_above_role_limit');
    const owner = await admin('owner');
    expect((await confirm(owner.token, huge)).statusCode).toBe(200);
    const balance = (await call(t, customer.tokens.accessToken, 'GET', '/api/user/getUserInfo')).json().data
      .balance;
    expect(balance).toBe(100_000);
  });

  it('mails a new pay order to those who may confirm it, not to viewers', async () => {
    const [owner, support, viewer] = [await admin('owner'), await admin('support'), await admin('viewer')];
    const customer = await signedInUser(t);
    const res = await createPayOrder(t, bearer(customer.tokens.accessToken), {
      amountMinor: 1_000,
      method: 'DOMESTIC',
    });
    const reference = res.json().data.reference as string;
    const mailedTo = async (email: string) =>
      (await mails(t.database.db, { to: email, mailKind: 'pay_order_new' })).some((mail) =>
        mail.text.includes(reference),
      );
    expect([
      await mailedTo(owner.email),
      await mailedTo(support.email),
      await mailedTo(viewer.email),
    ]).toEqual([true, true, false]);
  });
});

describe('an owner manages the administrators', () => {
  const invitationToken = async (email: string) => {
    const mail = await newestMail(t.database.db, { to: email, mailKind: 'administrator_invitation' });
    return /\/invite\?token=([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
  };

  it('invites by mail; the invited person chooses a name and password and signs in with the role', async () => {
    const owner = await admin('owner');
    const email = `new-support-${Date.now()}@example.test`;
    const invited = await call(t, owner.token, 'POST', '/api/admin/administrators/invitations', {
      email,
      role: 'support',
      locale: 'zh-CN',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const token = await invitationToken(email);
    const [mail] = await mails(t.database.db, { to: email });
    expect(mail!.subject).toContain('邀请您成为管理员');

    const view = await t.app.inject({ method: 'GET', url: `/api/invitations/${token}` });
    expect(view.json().data).toMatchObject({ email, role: 'support', invitedBy: owner.username });
    const listed = (await call(t, owner.token, 'GET', '/api/admin/administrators')).json().data;
    expect(listed.invitations.map((one: { email: string }) => one.email)).toContain(email);

    const username = `support_${Date.now() % 100_000}`;
    const accept = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/invitations/${token}`,
        payload: { username: name, password: 'Joined-123', confirmPassword: 'Joined-123' },
      });
    expect((await accept(username)).statusCode).toBe(201);
    expectError(await accept(`${username}x`), 'invitation_invalid');
    const signedIn = await login(t, username, 'Joined-123');
    expect(signedIn.userInfo).toMatchObject({ level: 1, adminRole: 'support', email });
    const joined = await latestAudit(signedIn.userInfo.id);
    expect(joined).toMatchObject({ action: 'administrator_join', actorRole: 'support' });
    // an address with an account cannot be invited; a withdrawn invitation opens nothing
    expectError(
      await call(t, owner.token, 'POST', '/api/admin/administrators/invitations', { email, role: 'viewer' }),
      'email_has_account',
    );
    const other = `withdrawn-${Date.now()}@example.test`;
    const second = await call(t, owner.token, 'POST', '/api/admin/administrators/invitations', {
      email: other,
      role: 'viewer',
    });
    const otherToken = await invitationToken(other);
    const revoked = await call(
      t,
      owner.token,
      'DELETE',
      `/api/admin/administrators/invitations/${second.json().data.id}`,
    );
    expect(revoked.statusCode).toBe(200);
    expectError(
      await t.app.inject({ method: 'GET', url: `/api/invitations/${otherToken}` }),
      'invitation_invalid',
    );
  });

  it('changes a role and takes it away (sessions end), never their own, never leaving no owner', async () => {
    const owner = await admin('owner');
    const support = await admin('support');
    const changed = await call(t, owner.token, 'PATCH', `/api/admin/administrators/${support.id}`, {
      role: 'viewer',
    });
    expect(changed.json().data).toMatchObject({ id: support.id, role: 'viewer' });
    // a viewer now: reading still works, serving no longer does
    expect((await call(t, support.token, 'GET', '/api/admin/customers')).statusCode).toBe(200);
    expectError(await call(t, support.token, 'POST', '/api/admin/customers/1/view'), 'admin_role_forbidden');
    expect(await latestAudit(owner.id)).toMatchObject({
      action: 'administrator_role_change',
      details: { role: 'viewer', roleBefore: 'support' },
      steppedUp: true,
    });
    expectError(
      await call(t, owner.token, 'PATCH', `/api/admin/administrators/${owner.id}`, { role: 'viewer' }),
      'no_permission',
    );
    expect((await call(t, owner.token, 'DELETE', `/api/admin/administrators/${support.id}`)).statusCode).toBe(
      200,
    );
    expectError(await call(t, support.token, 'GET', '/api/admin/customers'), 'session_ended');
    const again = await login(t, support.username, DEFAULT_PASSWORD);
    expect(again.userInfo).toMatchObject({ level: 0, adminRole: null });
  });

  it('keeps an owner when the only two demote each other at once', async () => {
    const alone = await buildTestApp({ ADMIN_SECOND_FACTOR: 'optional' });
    try {
      const owner = async () => {
        const { user, tokens } = await signedInUser(alone, { level: 1, adminRole: 'owner' });
        return { ...user, token: tokens.accessToken };
      };
      const [a, b] = [await owner(), await owner()];
      const outcomes = await Promise.all([
        call(alone, a.token, 'PATCH', `/api/admin/administrators/${b.id}`, { role: 'viewer' }),
        call(alone, b.token, 'PATCH', `/api/admin/administrators/${a.id}`, { role: 'viewer' }),
      ]);
      // the loser is refused whichever check meets it first: its role, read after the winner committed, or the
      // count of owners under the lock when both got past the role check together
      const messages = outcomes.map((res) => res.json().message as string).sort();
      expect(messages[1]).toBe('ok');
      expect(['admin_role_forbidden', 'last_owner']).toContain(messages[0]);
      const roles = (
        await call(
          alone,
          outcomes[0]!.statusCode === 200 ? a.token : b.token,
          'GET',
          '/api/admin/administrators',
        )
      )
        .json()
        .data.administrators.map((one: { role: string }) => one.role);
      expect(roles.sort()).toEqual(['owner', 'viewer']);
    } finally {
      await alone.close();
    }
  });
});
