import { REFRESH_REUSE_SECONDS } from '@simportal/contract/api/auth';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { successorOf } from '../src/modules/auth/rotation.ts';
import { authSessions, refreshTokens } from '../src/schema.ts';
import { bearer, expectError, login, signedInUser } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

// GET /api/user/refresh: rotation, the reuse interval (docs/decisions/0037) and reuse detection (RFC 9700 §4.14.2).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
afterEach(() => t.clock.reset());

const userInfo = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/getUserInfo', headers: bearer(token) });
const refresh = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/refresh', headers: token ? bearer(token) : {} });
const pairOf = async (token: string) => {
  const res = await refresh(token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

const sidOf = (accessToken: string): string =>
  JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).sid;
const sessionOf = async (accessToken: string) => {
  const [session] = await t.database.db
    .select()
    .from(authSessions)
    .where(eq(authSessions.id, sidOf(accessToken)));
  return session!;
};
const tokensOf = (accessToken: string) =>
  t.database.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.sessionId, sidOf(accessToken)));

describe('GET /api/user/refresh', () => {
  it('rotates: answers a new pair, and the new refresh token works in turn', async () => {
    const { tokens } = await signedInUser(t);
    const first = await refresh(tokens.refreshToken);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const pair = first.json().data;
    expect(pair.refreshToken).not.toBe(tokens.refreshToken);
    expect(pair.sessionExpiresAt).toBe(tokens.sessionExpiresAt);
    expect((await userInfo(pair.accessToken)).statusCode).toBe(200);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(200);
    // Only hashes are stored: neither the token nor its successor.
    const stored = (await tokensOf(tokens.accessToken)).map((row) => row.tokenHash);
    expect(stored).toHaveLength(3);
    expect(stored).not.toContain(pair.refreshToken);
    expect(stored).not.toContain(tokens.refreshToken);
  });

  it("derives the successor from the token under the server's key, not from the token alone", async () => {
    const { tokens } = await signedInUser(t);
    const pair = await pairOf(tokens.refreshToken);
    expect(pair.refreshToken).toBe(successorOf(t.ctx.keys.refreshSuccessor, tokens.refreshToken));
    expect(pair.refreshToken).not.toBe(successorOf(Buffer.alloc(32, 7), tokens.refreshToken));
    expect(pair.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('renews an expired access token within the session', async () => {
    const { tokens } = await signedInUser(t);
    t.clock.advance(20 * 60_000);
    expectError(await userInfo(tokens.accessToken), 'token_expired');
    const pair = await pairOf(tokens.refreshToken);
    expect((await userInfo(pair.accessToken)).statusCode).toBe(200);
  });

  it(`answers a spent token presented again within ${REFRESH_REUSE_SECONDS} s with the same pair, and the session goes on`, async () => {
    const { tokens } = await signedInUser(t);
    const pair = await pairOf(tokens.refreshToken);
    t.clock.advance(REFRESH_REUSE_SECONDS * 1000 - 1_000);
    // the other tab, or a retry of a request whose answer was lost, presents the spent token
    expect(await pairOf(tokens.refreshToken)).toEqual(pair);
    expect((await userInfo(pair.accessToken)).statusCode).toBe(200);
    expect(await sessionOf(pair.accessToken)).toMatchObject({ revokedAt: null });
    // one successor stored, and it rotates in turn
    expect(await tokensOf(pair.accessToken)).toHaveLength(2);
    const next = await pairOf(pair.refreshToken);
    expect((await userInfo(next.accessToken)).statusCode).toBe(200);
  });

  it('ends the whole session when a spent refresh token is presented after the interval (RFC 9700 §4.14.2)', async () => {
    const { tokens } = await signedInUser(t);
    const pair = await pairOf(tokens.refreshToken);
    t.clock.advance(REFRESH_REUSE_SECONDS * 1000 + 1_000);
    // An attacker replays the stolen, already rotated token.
    expectError(await refresh(tokens.refreshToken), 'refresh_token_expired');
    // The legitimate holder's newer tokens are dead too.
    expectError(await refresh(pair.refreshToken), 'refresh_token_expired');
    expectError(await userInfo(pair.accessToken), 'session_ended');
    expect(await sessionOf(pair.accessToken)).toMatchObject({ revokedReason: 'refresh_token_reuse' });
  });

  it('ends the session when a token is presented again after its successor was spent, even within the interval', async () => {
    // only the latest spent token may come back (as Auth0's reuse interval allows): an older one is a replay
    const { tokens } = await signedInUser(t);
    const second = await pairOf(tokens.refreshToken);
    const third = await pairOf(second.refreshToken);
    expectError(await refresh(tokens.refreshToken), 'refresh_token_expired');
    expectError(await userInfo(third.accessToken), 'session_ended');
    expectError(await refresh(third.refreshToken), 'refresh_token_expired');
  });

  it('gives every one of simultaneous refreshes with the same token the same pair, and the session lives', async () => {
    const { tokens } = await signedInUser(t);
    const results = await Promise.all(Array.from({ length: 5 }, () => refresh(tokens.refreshToken)));
    expect(results.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const pairs = results.map((res) => res.json().data);
    for (const pair of pairs) expect(pair).toEqual(pairs[0]);
    expect((await userInfo(pairs[0].accessToken)).statusCode).toBe(200);
    expect(await tokensOf(tokens.accessToken)).toHaveLength(2);
    // and once the interval is over, the spent token is a replay again
    t.clock.advance(REFRESH_REUSE_SECONDS * 1000 + 1_000);
    expectError(await refresh(tokens.refreshToken), 'refresh_token_expired');
    expectError(await userInfo(pairs[0].accessToken), 'session_ended');
  });

  it('does not answer a spent token of an ended session, even within the interval', async () => {
    const { tokens } = await signedInUser(t);
    const pair = await pairOf(tokens.refreshToken);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(pair.accessToken) });
    expectError(await refresh(tokens.refreshToken), 'refresh_token_expired');
    expect(await sessionOf(pair.accessToken)).toMatchObject({ revokedReason: 'logout' });
  });

  it('answers refresh_token_missing without a bearer', async () => {
    expectError(await refresh(), 'refresh_token_missing');
  });

  it('answers refresh_token_expired for an unknown token, an access token, or an expired session', async () => {
    expectError(await refresh('x'.repeat(43)), 'refresh_token_expired');
    const { tokens } = await signedInUser(t);
    expectError(await refresh(tokens.accessToken), 'refresh_token_expired');
    t.clock.advance(86_400_000 + 1_000);
    expectError(await refresh(tokens.refreshToken), 'refresh_token_expired');
    expectError(await userInfo(tokens.accessToken), 'token_expired');
  });

  it('never issues an access token that outlives its session', async () => {
    const { user } = await signedInUser(t);
    const tokens = await login(t, user.username, user.password);
    t.clock.advance(86_400_000 - 5 * 60_000);
    const pair = await pairOf(tokens.refreshToken);
    expect(pair.accessTokenExpiresAt).toBe(tokens.sessionExpiresAt.replace(/\.\d{3}Z$/, '.000Z'));
  });
});
