import { membersSchema } from '@simportal/contract/api/members';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addOns } from '../src/schema.ts';
import { balanceOf, cardOf, catalogue, customer, expectBooksBalanced, moveTo } from './billing-fixtures.ts';
import { bearer, createUser, expectError, login } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { newestMail } from './helpers/deliveries.ts';
import { unzip } from './helpers/unzip.ts';

// Members on one balance (issue #71, decision 0103): an owner invites a member by mail with card groups; the
// member signs in as themself, sees and buys for the cards of those groups only (paid from the owner's balance,
// within the card's caps), is refused everything else, and is out at once when the owner removes them.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  moveTo(t, '2026-03-15');
});
afterEach(() => expectBooksBalanced(t));
afterAll(() => t.close());

type Holder = Awaited<ReturnType<typeof customer>>;
type Headers = Record<string, string>;

const call = (headers: Headers, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const PASSWORD = 'Member-123';

/** An owner with a balance, two groups (one card in each) and a card in none. */
const ownerWithGroups = async () => {
  const plans = await catalogue(t);
  const owner = await customer(t, 10_000);
  const using = { status: 'USING' as const, currentPlanId: plans.asia30.id, cycleStartDay: '2026-03-01' };
  const group = async (name: string, cardId: number) => {
    const res = await call(owner.headers, 'POST', '/api/card-groups', { name });
    const groupId = res.json().data.id as number;
    await call(owner.headers, 'PUT', '/api/card-groups/members', { groupId, cardIds: [cardId] });
    return groupId;
  };
  const shared = await cardOf(t, owner.user.id, using);
  const other = await cardOf(t, owner.user.id, using);
  const loose = await cardOf(t, owner.user.id, using);
  return {
    owner,
    cards: { shared, other, loose },
    groups: { family: await group('Family', shared), office: await group('Office', other) },
  };
};

/** Invites `email` with `groupIds`, reads the link from the mail and accepts it; answers the member's headers. */
const join = async (owner: Holder, email: string, groupIds: number[], username: string) => {
  const invited = await call(owner.headers, 'POST', '/api/members/invitations', { email, groupIds });
  expect(invited.statusCode, invited.body).toBe(201);
  const mail = await newestMail(t.database.db, { to: email, mailKind: 'member_invitation' });
  const token = mail!.text.match(/\/join\?token=([A-Za-z0-9_-]{43})/)![1]!;
  const view = await t.app.inject({ method: 'GET', url: `/api/member-invitations/${token}` });
  expect(view.json().data).toMatchObject({ email, invitedBy: owner.user.username });
  const accepted = await t.app.inject({
    method: 'POST',
    url: `/api/member-invitations/${token}`,
    payload: { username, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(accepted.statusCode, accepted.body).toBe(201);
  const again = await t.app.inject({
    method: 'POST',
    url: `/api/member-invitations/${token}`,
    payload: { username: `${username}2`, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expectError(again, 'invitation_invalid');
  const tokens = await login(t, username, PASSWORD);
  return { headers: bearer(tokens.accessToken), refreshToken: tokens.refreshToken };
};

let seq = 0;
const fresh = () => {
  seq += 1;
  return { email: `member${seq}@example.test`, username: `member_${seq}` };
};

describe('a member', () => {
  it('is invited by mail, joins with their own password and is listed with their groups', async () => {
    const { owner, groups } = await ownerWithGroups();
    const who = fresh();
    const member = await join(owner, who.email, [groups.family], who.username);
    const info = (await call(member.headers, 'GET', '/api/user/getUserInfo')).json().data;
    expect(info).toMatchObject({ username: who.username, member: true, balance: 0 });
    const list = membersSchema.parse((await call(owner.headers, 'GET', '/api/members')).json().data);
    expect(list.members.map((m) => ({ name: m.username, groups: m.groups.map((g) => g.name) }))).toEqual([
      { name: who.username, groups: ['Family'] },
    ]);
    expect(list.members[0]!.lastSignInAt).not.toBeNull();
    expect(list.invitations).toEqual([]);
    expect((await call(owner.headers, 'GET', '/api/user/getUserInfo')).json().data.member).toBe(false);
    // operators see the member under the customer in Admin Management
    const admin = await login(t, (await createUser(t, { level: 1 })).username);
    // …and tell the member from paying customers in the Customer List: a member is credited through the owner
    const found = await call(bearer(admin.accessToken), 'GET', `/api/admin/customers?q=${who.username}`);
    expect(found.json().data.items).toMatchObject([
      { username: who.username, memberOf: { id: owner.user.id, username: owner.user.username } },
    ]);
    const credit = await call(bearer(admin.accessToken), 'POST', '/api/admin/recharges', {
      account: who.username,
      amountMinor: 500,
      reason: 'Goodwill',
    });
    expect(expectError(credit, 'member_not_rechargeable')).toEqual({ owner: owner.user.username });
    const detail = await call(bearer(admin.accessToken), 'GET', `/api/admin/customers/${owner.user.id}`);
    expect(detail.json().data.customer.memberOf).toBeNull();
    expect(detail.json().data.members).toEqual([
      {
        id: expect.any(Number),
        username: who.username,
        email: who.email,
        groups: ['Family'],
        createdAt: expect.any(String),
      },
    ]);
  });

  it("sees only their groups' cards; another group's or an ungrouped card is not found on every card route", async () => {
    const { owner, cards, groups } = await ownerWithGroups();
    const who = fresh();
    const member = await join(owner, who.email, [groups.family], who.username);
    const mine = (await call(member.headers, 'GET', '/api/sims')).json().data;
    expect(mine.items.map((card: { id: number }) => card.id)).toEqual([cards.shared]);
    expect(mine.total).toBe(1);
    const billing = (await call(member.headers, 'GET', '/api/billing/cards')).json().data;
    expect(billing.items.map((card: { cardId: number }) => card.cardId)).toEqual([cards.shared]);
    const cardRoutes = (id: number) => [
      `/api/sims/${id}`,
      `/api/sims/${id}/connection`,
      `/api/billing/cards/${id}`,
      `/api/usage/cards/${id}?start=2026-03-01&end=2026-03-15`,
      `/api/usage/cards/${id}/alerts`,
      `/api/usage/cards/${id}/caps`,
      `/api/usage/cards/${id}/spike`,
      `/api/usage/cards/${id}/auto-add-on`,
    ];
    for (const url of cardRoutes(cards.shared)) {
      const res = await call(member.headers, 'GET', url);
      expect({ url, status: res.statusCode }, res.body).toEqual({ url, status: 200 });
    }
    const { cardNumber: otherNumber } = (await call(owner.headers, 'GET', `/api/sims/${cards.other}`)).json()
      .data;
    for (const id of [cards.other, cards.loose]) {
      for (const url of cardRoutes(id)) {
        const res = await call(member.headers, 'GET', url);
        expectError(res, 'not_found');
        expect(res.body).not.toContain(otherNumber);
      }
    }
    const addOn = (await t.database.db.select().from(addOns))[0]!;
    expectError(
      await call(member.headers, 'POST', `/api/sims/${cards.other}/add-ons`, { addOnId: addOn.id }),
      'not_found',
    );
    // a card moved out of the member's group is out of reach at once; given another group, its cards come in
    await call(owner.headers, 'PUT', `/api/members/${await memberIdOf(owner, who.username)}/groups`, {
      groupIds: [groups.office],
    });
    expectError(await call(member.headers, 'GET', `/api/sims/${cards.shared}`), 'not_found');
    expect((await call(member.headers, 'GET', `/api/sims/${cards.other}`)).statusCode).toBe(200);
  });

  it('is refused the ledger, top-ups, keys, webhooks, groups, members, the inbox, export and deletion', async () => {
    const { owner, groups } = await ownerWithGroups();
    const who = fresh();
    const member = await join(owner, who.email, [groups.family], who.username);
    const closed: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string][] = [
      ['GET', '/api/wallet/summary'],
      ['GET', '/api/wallet/activities'],
      ['GET', '/api/wallet/activities/export'],
      ['GET', '/api/wallet/pay-orders'],
      ['POST', '/api/wallet/pay-orders'],
      ['GET', '/api/billing/runway'],
      ['GET', '/api/api-keys'],
      ['GET', '/api/webhooks'],
      ['GET', '/api/card-groups'],
      ['POST', '/api/card-groups'],
      ['GET', '/api/members'],
      ['POST', '/api/members/invitations'],
      ['GET', '/api/inbox'],
      ['GET', '/api/user/data-export'],
      ['POST', '/api/user/deletion-code'],
      ['POST', '/api/sims'],
    ];
    for (const [method, url] of closed) {
      const res = await call(member.headers, method, url, method === 'GET' ? undefined : {});
      expect({ url, status: res.statusCode, key: res.json().message }).toEqual({
        url,
        status: 403,
        key: 'member_not_allowed',
      });
    }
  });

  it("buys an add-on for their card from the owner's balance, within the card's money cap, and the owner sees it", async () => {
    const { owner, cards, groups } = await ownerWithGroups();
    const who = fresh();
    const member = await join(owner, who.email, [groups.family], who.username);
    await call(owner.headers, 'PUT', `/api/usage/cards/${cards.shared}/caps`, {
      dataMbPerDay: null,
      dataAction: 'SLOW',
      moneyMinorPerDay: 600,
      moneyAction: 'STOP',
    });
    const pack = (await t.database.db.select().from(addOns)).find(
      (row) => row.code === 'addon-1gb' && row.active && row.supersededAt === null,
    )!;
    const before = await balanceOf(t, owner.user.id);
    const buy = () => call(member.headers, 'POST', `/api/sims/${cards.shared}/add-ons`, { addOnId: pack.id });
    const bought = await buy();
    expect(bought.statusCode, bought.body).toBe(201);
    expect(bought.json().data).not.toHaveProperty('balanceMinor');
    expect(await balanceOf(t, owner.user.id)).toBe(before - pack.priceMinor);
    expectError(await buy(), 'card_money_cap_reached');
    expect(await balanceOf(t, owner.user.id)).toBe(before - pack.priceMinor);
    const list = membersSchema.parse((await call(owner.headers, 'GET', '/api/members')).json().data);
    expect(list.members[0]!.recentActions[0]).toMatchObject({
      action: 'member_add_on',
      amountMinor: pack.priceMinor,
    });
  });

  it('is out at once when removed: every session ends, the password stops working', async () => {
    const { owner, groups } = await ownerWithGroups();
    const who = fresh();
    const member = await join(owner, who.email, [groups.family], who.username);
    const id = await memberIdOf(owner, who.username);
    expect((await call(member.headers, 'DELETE', `/api/members/${id}`)).statusCode).toBe(403);
    expect((await call(owner.headers, 'DELETE', `/api/members/${id}`)).statusCode).toBe(200);
    expectError(await call(member.headers, 'GET', '/api/sims'), 'session_ended');
    expectError(await call(member.headers, 'GET', '/api/user/getUserInfo'), 'session_ended');
    const refreshed = await t.app.inject({
      method: 'GET',
      url: '/api/user/refresh',
      headers: bearer(member.refreshToken),
    });
    expect(refreshed.statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { account: who.username, password: PASSWORD },
    });
    expect(again.statusCode).toBe(401);
    expect(
      membersSchema.parse((await call(owner.headers, 'GET', '/api/members')).json().data).members,
    ).toEqual([]);
  });

  it("is invited only into the owner's own groups, and not by someone who is not the owner", async () => {
    const { owner } = await ownerWithGroups();
    const stranger = await ownerWithGroups();
    expectError(
      await call(owner.headers, 'POST', '/api/members/invitations', {
        email: 'nobody@example.test',
        groupIds: [stranger.groups.family],
      }),
      'not_found',
    );
    const none = await call(owner.headers, 'POST', '/api/members/invitations', {
      email: 'nobody@example.test',
      groupIds: [],
    });
    expect(expectError(none, 'validation_failed')).toMatchObject({
      issues: [{ field: 'groupIds', rule: 'member_groups_required' }],
    });
    const who = fresh();
    await join(stranger.owner, who.email, [stranger.groups.family], who.username);
    const id = await memberIdOf(stranger.owner, who.username);
    expectError(await call(owner.headers, 'DELETE', `/api/members/${id}`), 'not_found');
  });
});

describe("an owner's account", () => {
  it('lists its members in the data export and takes them along when it is deleted', async () => {
    const { owner, groups } = await ownerWithGroups();
    const who = fresh();
    const member = await join(owner, who.email, [groups.family], who.username);
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/user/data-export',
      headers: owner.headers,
    });
    const files = await unzip(exported.rawPayload);
    expect(JSON.parse(files.get('members.json')!)).toEqual([
      { username: who.username, email: who.email, groups: ['Family'], joinedAt: expect.any(String) },
    ]);
    await call(owner.headers, 'POST', '/api/user/deletion-code');
    const mail = await newestMail(t.database.db, { to: owner.user.email, mailKind: 'account_deletion_code' });
    const code = mail!.text.match(/\b(\d{6})\b/)![1]!;
    const deleted = await call(owner.headers, 'POST', '/api/user/deletion', {
      password: owner.user.password,
      code,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expectError(await call(member.headers, 'GET', '/api/sims'), 'session_ended');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { account: who.username, password: PASSWORD },
    });
    expect(again.statusCode).toBe(401);
  });
});

const memberIdOf = async (owner: Holder, username: string) =>
  membersSchema
    .parse((await call(owner.headers, 'GET', '/api/members')).json().data)
    .members.find((member) => member.username === username)!.id;
