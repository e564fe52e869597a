import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SAME_DEVICE_IDLE_HOURS } from '../src/modules/auth/sessions.ts';
import { authSessions } from '../src/schema.ts';
import { enterView } from './admin-fixtures.ts';
import { bearer, createUser, expectError, signedInUser } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

// Personal Center › Sessions (issue #34): the caller's sessions with the browser, system, device and network
// they were last used from, ending one of them or all the others, and the password change that may keep them.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
afterEach(() => t.clock.reset());

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Version/17.5 Mobile/15E148 Safari/604.1';
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** Logs in as `user` from a browser and an address. */
const loginFrom = async (
  user: { username: string; password: string },
  userAgent: string,
  remoteAddress: string,
) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { account: user.username, password: user.password },
    headers: { 'user-agent': userAgent },
    remoteAddress,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { accessToken: string; refreshToken: string };
};

const sessions = async (accessToken: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/user/sessions', headers: bearer(accessToken) });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json().data.items as Record<string, unknown>[];
};
const endSession = (accessToken: string, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/user/sessions/${id}`, headers: bearer(accessToken) });
const endOthers = (accessToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/sessions/end-others', headers: bearer(accessToken) });
const userInfo = (accessToken: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/getUserInfo', headers: bearer(accessToken) });
const sidOf = (accessToken: string): string =>
  JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).sid;

describe('GET /api/user/sessions', () => {
  it('lists the browser, system, device, network prefix and times, this session first and marked', async () => {
    const user = await createUser(t);
    const phone = await loginFrom(user, IPHONE, '203.0.113.77');
    t.clock.advance(60_000);
    const desk = await loginFrom(user, WINDOWS_CHROME, '2001:db8:85a3:8d3:1319:8a2e:370:7348');
    const items = await sessions(phone.accessToken);
    expect(items).toEqual([
      {
        id: sidOf(phone.accessToken),
        current: true,
        browser: 'Safari 17',
        os: 'iOS',
        device: 'mobile',
        network: '203.0.113.0/24',
        signedInAt: expect.any(String),
        lastUsedAt: expect.any(String),
        expiresAt: expect.any(String),
      },
      expect.objectContaining({
        id: sidOf(desk.accessToken),
        current: false,
        browser: 'Chrome 140',
        os: 'Windows',
        device: 'desktop',
        network: '2001:db8:85a3::/48',
      }),
    ]);
    // the test clock moves with real time too
    const apart = Date.parse(String(items[1]!.signedInAt)) - Date.parse(String(items[0]!.signedInAt));
    expect(apart).toBeGreaterThanOrEqual(60_000);
    expect(apart).toBeLessThan(90_000);
    // the whole address is kept nowhere
    const [row] = await t.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.id, sidOf(phone.accessToken)));
    expect(JSON.stringify(row)).not.toContain('203.0.113.77');
  });

  it('shows where a session was last used: a refresh moves its last use and its client', async () => {
    const user = await createUser(t);
    const session = await loginFrom(user, IPHONE, '203.0.113.77');
    t.clock.advance(20 * 60_000);
    const refreshed = await t.app.inject({
      method: 'GET',
      url: '/api/user/refresh',
      headers: { ...bearer(session.refreshToken), 'user-agent': WINDOWS_CHROME },
      remoteAddress: '198.51.100.9',
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const [item] = await sessions(refreshed.json().data.accessToken);
    expect(item).toMatchObject({ browser: 'Chrome 140', os: 'Windows', network: '198.51.100.0/24' });
    const used = Date.parse(String(item!.lastUsedAt)) - Date.parse(String(item!.signedInAt));
    expect(used).toBeGreaterThanOrEqual(20 * 60_000);
    expect(used).toBeLessThan(21 * 60_000);
  });

  it('leaves out ended and expired sessions, other accounts and an administrator’s view of the account', async () => {
    const { user, tokens } = await signedInUser(t);
    const ended = await loginFrom(user, IPHONE, '203.0.113.1');
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(ended.accessToken) });
    await signedInUser(t);
    const admin = await signedInUser(t, { level: 1 });
    await enterView(t, admin.tokens.accessToken, user.id);
    expect((await sessions(tokens.accessToken)).map((item) => item.id)).toEqual([sidOf(tokens.accessToken)]);
    t.clock.advance(86_400_000 + 1_000);
    const later = await loginFrom(user, IPHONE, '203.0.113.1');
    expect((await sessions(later.accessToken)).map((item) => item.id)).toEqual([sidOf(later.accessToken)]);
  });

  it('needs a live access token', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/user/sessions' }), 'login_expired');
  });
});

describe('a new sign-in from the same device (issue #56)', () => {
  it('ends the sessions that device left unused for hours, and keeps the recent ones and other devices', async () => {
    const user = await createUser(t);
    const CHROME_141 = WINDOWS_CHROME.replace('Chrome/140', 'Chrome/141');
    // left behind on this computer, on another network, on a phone, and one still in use on a twin of it
    const left = await loginFrom(user, WINDOWS_CHROME, '203.0.113.7');
    const elsewhere = await loginFrom(user, WINDOWS_CHROME, '198.51.100.7');
    const phone = await loginFrom(user, IPHONE, '203.0.113.8');
    t.clock.advance((SAME_DEVICE_IDLE_HOURS - 1) * 3_600_000);
    const twin = await loginFrom(user, WINDOWS_CHROME, '203.0.113.9');
    t.clock.advance(2 * 3_600_000);
    // the browser updated meanwhile: the same computer
    const now = await loginFrom(user, CHROME_141, '203.0.113.20');

    const listed = (await sessions(now.accessToken)).map((item) => item.id);
    expect(listed).toEqual(
      expect.arrayContaining([sidOf(now.accessToken), sidOf(twin.accessToken), sidOf(elsewhere.accessToken)]),
    );
    expect(listed).toContain(sidOf(phone.accessToken));
    expect(listed).not.toContain(sidOf(left.accessToken));
    expect(listed).toHaveLength(4);
    const [row] = await t.database.db
      .select({ reason: authSessions.revokedReason })
      .from(authSessions)
      .where(eq(authSessions.id, sidOf(left.accessToken)));
    expect(row?.reason).toBe('replaced_on_device');
  });
});

describe('DELETE /api/user/sessions/:id', () => {
  it('ends one of the caller’s sessions: its next request answers session_ended, its refresh token is dead', async () => {
    const user = await createUser(t);
    const here = await loginFrom(user, WINDOWS_CHROME, '203.0.113.1');
    const lost = await loginFrom(user, IPHONE, '198.51.100.1');
    const res = await endSession(here.accessToken, sidOf(lost.accessToken));
    expect(res.json()).toEqual({ code: 0, message: 'ok', data: null });
    expectError(await userInfo(lost.accessToken), 'session_ended');
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/user/refresh', headers: bearer(lost.refreshToken) }),
      'refresh_token_expired',
    );
    expect((await userInfo(here.accessToken)).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.id, sidOf(lost.accessToken)));
    expect(row).toMatchObject({ revokedReason: 'ended_by_user' });
    // ended once: a second time it is not found
    expectError(await endSession(here.accessToken, sidOf(lost.accessToken)), 'not_found');
  });

  it("answers not_found for another account's session, and that session lives on", async () => {
    const mine = await signedInUser(t);
    const theirs = await signedInUser(t);
    expectError(await endSession(mine.tokens.accessToken, sidOf(theirs.tokens.accessToken)), 'not_found');
    expect((await userInfo(theirs.tokens.accessToken)).statusCode).toBe(200);
    expectError(await endSession(mine.tokens.accessToken, crypto.randomUUID()), 'not_found');
    expectError(await endSession(mine.tokens.accessToken, 'not-a-session'), 'validation_failed');
  });

  it('ends the current session too (a logout)', async () => {
    const { tokens } = await signedInUser(t);
    expect((await endSession(tokens.accessToken, sidOf(tokens.accessToken))).statusCode).toBe(200);
    expectError(await userInfo(tokens.accessToken), 'session_ended');
  });
});

describe('POST /api/user/sessions/end-others', () => {
  it('ends every other session of the caller and says how many; this one and other accounts go on', async () => {
    const user = await createUser(t);
    const here = await loginFrom(user, WINDOWS_CHROME, '203.0.113.1');
    const others = [
      await loginFrom(user, IPHONE, '198.51.100.1'),
      await loginFrom(user, IPHONE, '198.51.100.2'),
    ];
    const stranger = await signedInUser(t);
    const res = await endOthers(here.accessToken);
    expect(res.json()).toEqual({ code: 0, message: 'ok', data: { ended: 2 } });
    for (const other of others) expectError(await userInfo(other.accessToken), 'session_ended');
    expect((await userInfo(here.accessToken)).statusCode).toBe(200);
    expect((await userInfo(stranger.tokens.accessToken)).statusCode).toBe(200);
    expect((await endOthers(here.accessToken)).json().data).toEqual({ ended: 0 });
  });
});

describe("in an administrator's view of the account", () => {
  it('the list can be read, but nothing can be ended (no_permission)', async () => {
    const { user, tokens } = await signedInUser(t);
    const admin = await signedInUser(t, { level: 1 });
    const view = await enterView(t, admin.tokens.accessToken, user.id);
    expect((await sessions(view.accessToken)).map((item) => item.id)).toEqual([sidOf(tokens.accessToken)]);
    expectError(await endSession(view.accessToken, sidOf(tokens.accessToken)), 'no_permission');
    expectError(await endOthers(view.accessToken), 'no_permission');
    expect((await userInfo(tokens.accessToken)).statusCode).toBe(200);
  });
});

describe('POST /api/user/password and the other sessions', () => {
  const change = (accessToken: string, oldPassword: string, extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: bearer(accessToken),
      payload: { oldPassword, password: 'Changed-456', confirmPassword: 'Changed-456', ...extra },
    });

  it('keeps the other sessions when told not to end them', async () => {
    const user = await createUser(t);
    const here = await loginFrom(user, WINDOWS_CHROME, '203.0.113.1');
    const other = await loginFrom(user, IPHONE, '198.51.100.1');
    expect((await change(here.accessToken, user.password, { endOtherSessions: false })).statusCode).toBe(200);
    expect((await userInfo(other.accessToken)).statusCode).toBe(200);
    expect(await sessions(here.accessToken)).toHaveLength(2);
  });

  it('ends them by default, and refuses a value that is not a boolean', async () => {
    const user = await createUser(t);
    const here = await loginFrom(user, WINDOWS_CHROME, '203.0.113.1');
    const other = await loginFrom(user, IPHONE, '198.51.100.1');
    expectError(
      await change(here.accessToken, user.password, { endOtherSessions: 'no' }),
      'validation_failed',
    );
    expect((await change(here.accessToken, user.password)).statusCode).toBe(200);
    expectError(await userInfo(other.accessToken), 'session_ended');
    expect(await sessions(here.accessToken)).toHaveLength(1);
  });
});
