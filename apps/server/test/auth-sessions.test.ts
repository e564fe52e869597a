import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAccessToken } from '../src/modules/auth/tokens.ts';
import { bearer, expectError, login, signedInUser } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const userInfo = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/user/getUserInfo', headers });
const refresh = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/refresh', headers: token ? bearer(token) : {} });
const logout = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });

/** The claims a genuine access token of this session would carry, for forging variants of it. */
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

describe('GET /api/user/getUserInfo', () => {
  it('answers the user info of the access token, never cached', async () => {
    const { user, tokens } = await signedInUser(t, { balance: 1234 });
    const res = await userInfo(bearer(tokens.accessToken));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      code: 0,
      message: 'ok',
      data: expect.objectContaining({ id: user.id, username: user.username, level: 0, balance: 1234 }),
    });
  });

  it('answers login_expired without a token and token_invalid for another scheme', async () => {
    expectError(await userInfo(), 'login_expired');
    expectError(await userInfo({ authorization: 'Basic dXNlcjpwYXNz' }), 'token_invalid');
    expectError(await userInfo({ authorization: 'Bearer' }), 'token_invalid');
  });

  it('answers token_expired (10041) once the access token has expired', async () => {
    const { tokens } = await signedInUser(t);
    t.clock.advance(15 * 60_000 + 1_000);
    try {
      const res = await userInfo(bearer(tokens.accessToken));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 10041, message: 'token_expired', data: null });
    } finally {
      t.clock.reset();
    }
  });

  it('answers session_ended (10051) for the access token of a logged-out session', async () => {
    const { tokens } = await signedInUser(t);
    expect((await logout(tokens.accessToken)).statusCode).toBe(200);
    const res = await userInfo(bearer(tokens.accessToken));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 10051, message: 'session_ended', data: null });
  });

  it('answers token_invalid for alg none, tampering, another key or algorithm, wrong aud/iss/typ, and a refresh token', async () => {
    const { user, tokens } = await signedInUser(t);
    const claims = claimsOf(tokens.accessToken);
    const key = t.ctx.keys.accessToken;
    const sign = (
      header: { alg: string; typ?: string },
      overrides: Record<string, unknown> = {},
      signingKey: Uint8Array = key,
    ) => new SignJWT({ ...claims, ...overrides }).setProtectedHeader(header).sign(signingKey);

    const [head, , signature] = tokens.accessToken.split('.');
    const raised = Buffer.from(JSON.stringify({ ...claims, sub: String(user.id + 1) })).toString('base64url');
    const forged = {
      algNone: new UnsecuredJWT(claims).encode(),
      algNoneTyped: `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${tokens.accessToken.split('.')[1]}.`,
      tamperedPayload: `${head}.${raised}.${signature}`,
      tamperedSignature: `${tokens.accessToken.slice(0, -4)}AAAA`,
      otherKey: await sign({ alg: 'HS256', typ: 'at+jwt' }, {}, new Uint8Array(32).fill(7)),
      otherAlgorithm: await sign({ alg: 'HS512', typ: 'at+jwt' }),
      wrongAudience: await sign({ alg: 'HS256', typ: 'at+jwt' }, { aud: 'another-api' }),
      wrongIssuer: await sign({ alg: 'HS256', typ: 'at+jwt' }, { iss: 'someone-else' }),
      wrongType: await sign({ alg: 'HS256', typ: 'JWT' }),
      noType: await sign({ alg: 'HS256' }),
      noSession: await sign({ alg: 'HS256', typ: 'at+jwt' }, { sid: undefined }),
      badSession: await sign({ alg: 'HS256', typ: 'at+jwt' }, { sid: 'not-a-uuid' }),
      otherUsersSession: await sign({ alg: 'HS256', typ: 'at+jwt' }, { sub: String(user.id + 1000) }),
      refreshAsAccess: tokens.refreshToken,
      garbage: 'abc.def.ghi',
    };
    for (const [name, token] of Object.entries(forged)) {
      const res = await userInfo(bearer(token));
      expect({ name, status: res.statusCode, body: res.json() }).toEqual({
        name,
        status: 401,
        body: { code: 40100, message: 'token_invalid', data: null },
      });
    }
    // The genuine token still works.
    expect((await userInfo(bearer(tokens.accessToken))).statusCode).toBe(200);
  });

  it('checks a token it accepted before again for its time, its key and its every character', async () => {
    // verified-tokens.ts remembers a token that passed; its next uses must refuse what the full check refuses
    const { tokens } = await signedInUser(t);
    expect((await userInfo(bearer(tokens.accessToken))).statusCode).toBe(200);
    const [head, payload, signature] = tokens.accessToken.split('.');
    const flipped = signature!.startsWith('A') ? `B${signature!.slice(1)}` : `A${signature!.slice(1)}`;
    expectError(await userInfo(bearer(`${head}.${payload}.${flipped}`)), 'token_invalid');
    expectError(await userInfo(bearer(`${tokens.accessToken}x`)), 'token_invalid');
    const now = t.clock.now();
    await expect(
      verifyAccessToken(new Uint8Array(32).fill(7), tokens.accessToken, now),
    ).rejects.toMatchObject({ key: 'token_invalid' });
    await expect(verifyAccessToken(t.ctx.keys.accessToken, tokens.accessToken, now)).resolves.toMatchObject({
      sessionId: claimsOf(tokens.accessToken).sid,
    });
    t.clock.advance(15 * 60_000 + 1_000);
    try {
      expectError(await userInfo(bearer(tokens.accessToken)), 'token_expired');
    } finally {
      t.clock.reset();
    }
    expect((await userInfo(bearer(tokens.accessToken))).statusCode).toBe(200);
    // and its session still ends at once: the session is read from the database on every request
    expect((await logout(tokens.accessToken)).statusCode).toBe(200);
    expectError(await userInfo(bearer(tokens.accessToken)), 'session_ended');
  });

  it('carries the claims of an RFC 9068 access token', async () => {
    const { user, tokens } = await signedInUser(t);
    const header = JSON.parse(Buffer.from(tokens.accessToken.split('.')[0]!, 'base64url').toString());
    expect(header).toEqual({ alg: 'HS256', typ: 'at+jwt' });
    const claims = claimsOf(tokens.accessToken);
    expect(claims).toMatchObject({ sub: String(user.id), iss: 'simportal', aud: 'simportal-api' });
    expect(claims.exp - claims.iat).toBe(900);
    expect(claims.sid).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.jti).toBeTruthy();
    expect(claims.act).toBeUndefined();
  });
});

describe('POST /api/auth/logout', () => {
  it("ends the caller's session only: its refresh token stops, other sessions go on", async () => {
    const { user, tokens } = await signedInUser(t);
    const other = await login(t, user.username, user.password);
    const res = await logout(tokens.accessToken);
    expect(res.json()).toEqual({ code: 0, message: 'ok', data: null });
    expectError(await refresh(tokens.refreshToken), 'refresh_token_expired');
    expect((await userInfo(bearer(other.accessToken))).statusCode).toBe(200);
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('needs a live access token', async () => {
    expectError(await t.app.inject({ method: 'POST', url: '/api/auth/logout' }), 'login_expired');
    const { tokens } = await signedInUser(t);
    await logout(tokens.accessToken);
    expectError(await logout(tokens.accessToken), 'session_ended');
  });
});
