import { createHmac } from 'node:crypto';
import { REFRESH_REUSE_SECONDS } from '@simportal/contract/api/auth';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { signAccessToken } from '../src/modules/auth/tokens.ts';
import { enterView } from '../test/admin-fixtures.ts';
import { bearer, createUser } from '../test/helpers/auth.ts';
import { buildTestApp, type TestApp } from '../test/helpers/build-test-app.ts';
import { type AppInstance, anotherInstance } from './support/app-instance.ts';
import { errorEnvelopeProblems } from './support/envelope-check.ts';
import { mintTokens } from './support/population.ts';
import { type AppRoute, listAppRoutes, readOpenApi, routeName } from './support/route-inventory.ts';

// Issue #11, tokens. test/auth-sessions.test.ts already proves each forgery (alg none, tampering, another key
// or algorithm, wrong aud/iss/typ, a refresh token as the access token, expiry, an ended session) on one route,
// GET /api/user/getUserInfo, and a replayed refresh token ending its session. This suite extends both: every
// route that takes a bearer access token refuses every forgery the same way (so no route has a weaker guard),
// more forgeries (embedded keys, critical headers, not-yet-valid tokens, tokens elsewhere than the header), and
// refresh-token reuse across generations, sessions, customer views and concurrent replays on several API
// instances.

const onPostgres = Boolean(inject('postgres'));

let t: TestApp;
/** Routes that take `Authorization: Bearer <access token>` (the refresh route takes the refresh token). */
let guarded: AppRoute[];

beforeAll(async () => {
  t = await buildTestApp();
  const documented = await readOpenApi(t.app);
  guarded = listAppRoutes(t.app).filter((route) => {
    const operation = documented.get(routeName(route))?.operation;
    return (operation?.security?.length ?? 0) > 0 && routeName(route) !== 'GET /api/user/refresh';
  });
});
afterAll(() => t?.close());
afterEach(() => t?.clock.reset());

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

/** A request to a route with this Authorization; path parameters get a plausible id (auth comes first). */
const call = (
  route: AppRoute,
  headers: Record<string, string>,
  url = route.url.replace(/:[A-Za-z]+/g, '1'),
) => t.app.inject({ method: route.method as 'GET', url, headers });

const expectRefused = async (label: string, res: Awaited<ReturnType<typeof call>>, key: string) => {
  expect(errorEnvelopeProblems(res), `${label}: ${res.body}`).toEqual([]);
  expect({ label, status: res.statusCode, key: res.json().message }).toEqual({ label, status: 401, key });
};

const userInfo = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/getUserInfo', headers: bearer(token) });
const refresh = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/refresh', headers: bearer(token) });

describe('every route that takes a bearer access token', () => {
  it('is found: the app has such routes, customer and admin ones', () => {
    const names = guarded.map(routeName);
    expect(names).toContain('GET /api/sims');
    expect(names).toContain('GET /api/admin/customers');
    expect(names.length).toBeGreaterThan(30);
  });

  it('refuses forged, altered, mis-addressed and misplaced tokens with 401 token_invalid', async () => {
    const admin = await createUser(t, { level: 1 });
    const customer = await createUser(t);
    const genuine = await mintTokens(t, admin.id);
    const claims = claimsOf(genuine.accessToken);
    const key = t.ctx.keys.accessToken;
    const [head, body, signature] = genuine.accessToken.split('.') as [string, string, string];
    // Signed by hand with the real key: jose itself refuses to write some of these headers.
    const sign = (
      header: Record<string, unknown>,
      overrides: Record<string, unknown> = {},
      signingKey = key,
    ) => {
      const input = `${b64({ alg: 'HS256', typ: 'at+jwt', ...header })}.${b64({ ...claims, ...overrides })}`;
      return `${input}.${createHmac('sha256', signingKey).update(input).digest('base64url')}`;
    };
    const attacker = await generateKeyPair('ES256');
    const attackerJwk = await exportJWK(attacker.publicKey);
    const now = Math.floor(Date.now() / 1000);

    // the hand-made signature is right: unaltered, it passes
    expect((await userInfo(sign({}))).statusCode).toBe(200);
    const forged: Record<string, string> = {
      algNoneCapitalised: `${b64({ alg: 'None', typ: 'at+jwt' })}.${body}.`,
      algNoneUpper: `${b64({ alg: 'NONE', typ: 'at+jwt' })}.${body}.`,
      algNoneWithSignature: `${b64({ alg: 'none', typ: 'at+jwt' })}.${body}.${signature}`,
      signatureStripped: `${head}.${body}.`,
      // an administrator's signature over a customer's subject
      payloadOfAnotherUser: `${head}.${b64({ ...claims, sub: String(customer.id) })}.${signature}`,
      // The attacker signs with their own key and ships it in the header (CVE-2018-0114 style).
      embeddedJwk: await new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', jwk: attackerJwk })
        .sign(attacker.privateKey),
      keyUrl: sign({ jku: 'https://attacker.example/jwks.json', kid: 'x' }, {}, new Uint8Array(32).fill(1)),
      unknownCriticalHeader: sign({ crit: ['exp-x'], 'exp-x': true }),
      unencodedPayload: sign({ b64: false, crit: ['b64'] }),
      wrongAudience: sign({}, { aud: 'simportal-admin' }),
      wrongIssuer: sign({}, { iss: 'https://attacker.example' }),
      notYetValid: sign({}, { nbf: now + 3600 }),
      actorForged: sign({}, { act: { sub: 'admin' } }),
      refreshTokenAsAccess: genuine.refreshToken,
      threeParts: 'a.b.c',
      huge: `${head}.${'A'.repeat(60_000)}.${signature}`,
    };
    for (const route of guarded) {
      for (const [name, token] of Object.entries(forged)) {
        await expectRefused(`${routeName(route)} ${name}`, await call(route, bearer(token)), 'token_invalid');
      }
      await expectRefused(
        `${routeName(route)} another scheme`,
        await call(route, { authorization: `Basic ${Buffer.from('admin:admin').toString('base64')}` }),
        'token_invalid',
      );
      // Only the Authorization header carries the token (RFC 6750 §2.1): never the query string or a cookie.
      await expectRefused(
        `${routeName(route)} token in the query`,
        await call(route, {}, `${route.url.replace(/:[A-Za-z]+/g, '1')}?access_token=${genuine.accessToken}`),
        'login_expired',
      );
      await expectRefused(
        `${routeName(route)} token in a cookie`,
        await call(route, { cookie: `accessToken=${genuine.accessToken}; token=${genuine.accessToken}` }),
        'login_expired',
      );
    }
    expect((await userInfo(genuine.accessToken)).statusCode, 'the genuine token still works').toBe(200);
  });

  it('answers token_expired (10041) to a genuine token past its expiry, and session_ended (10051) once its session ended', async () => {
    const customer = await createUser(t);
    const session = await mintTokens(t, customer.id);
    const { sid } = claimsOf(session.accessToken);
    const issued = new Date(Date.now() - 3_600_000);
    const expired = await signAccessToken(
      t.ctx.keys.accessToken,
      { userId: customer.id, sessionId: sid, actorId: null },
      issued,
      new Date(issued.getTime() + 900_000),
    );
    const ended = await mintTokens(t, customer.id);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(ended.accessToken),
    });
    expect(logout.statusCode).toBe(200);
    for (const route of guarded) {
      const late = await call(route, bearer(expired));
      await expectRefused(`${routeName(route)} expired`, late, 'token_expired');
      expect(late.json().code).toBe(10041);
      const gone = await call(route, bearer(ended.accessToken));
      await expectRefused(`${routeName(route)} ended`, gone, 'session_ended');
      expect(gone.json().code).toBe(10051);
    }
  });
});

describe('refresh-token reuse (RFC 9700 §4.14.2)', () => {
  it('ends the whole family when a token several rotations old is replayed, and only that family', async () => {
    const customer = await createUser(t);
    const family = await mintTokens(t, customer.id);
    const otherSession = await mintTokens(t, customer.id);
    const generations = [family];
    for (let i = 0; i < 3; i++) {
      const res = await refresh(generations.at(-1)!.refreshToken);
      expect(res.statusCode, res.body).toBe(200);
      generations.push(res.json().data);
    }
    const newest = generations.at(-1)!;
    expect((await userInfo(newest.accessToken)).statusCode).toBe(200);

    // a thief replays the first refresh token
    await expectRefused('replay', await refresh(family.refreshToken), 'refresh_token_expired');
    for (const generation of generations) {
      await expectRefused(
        'any refresh token of the family',
        await refresh(generation.refreshToken),
        'refresh_token_expired',
      );
      await expectRefused(
        'any access token of the family',
        await userInfo(generation.accessToken),
        'session_ended',
      );
    }
    // the user's other session is another family: untouched
    expect((await userInfo(otherSession.accessToken)).statusCode).toBe(200);
    expect((await refresh(otherSession.refreshToken)).statusCode).toBe(200);
  });

  it("ends a customer view's family on replay, leaving the administrator's own session alive", async () => {
    const admin = await createUser(t, { level: 1 });
    const customer = await createUser(t);
    const adminSession = await mintTokens(t, admin.id);
    const view = await enterView(t, adminSession.accessToken, customer.id);
    const rotated = await refresh(view.refreshToken);
    expect(rotated.statusCode, rotated.body).toBe(200);
    t.clock.advance((REFRESH_REUSE_SECONDS + 1) * 1000);
    await expectRefused('view replay', await refresh(view.refreshToken), 'refresh_token_expired');
    await expectRefused('the view ended', await userInfo(rotated.json().data.accessToken), 'session_ended');
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/admin/customers',
      headers: bearer(adminSession.accessToken),
    });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('answers 20 simultaneous presentations on every API instance with one pair, then ends the family on a late replay', async () => {
    // Several API processes share one database behind a balancer (two tabs, a retry, a thief at once); on PGlite
    // there is one connection, so the presentations are serialised but the rule is the same.
    const instances = [t.app];
    const extra: AppInstance[] = [];
    if (onPostgres) {
      for (let i = 0; i < 2; i++) {
        const instance = await anotherInstance(t, 4);
        instances.push(instance.app);
        extra.push(instance);
      }
    }
    try {
      const customer = await createUser(t);
      const stolen = await mintTokens(t, customer.id);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          instances[i % instances.length]!.inject({
            method: 'GET',
            url: '/api/user/refresh',
            headers: bearer(stolen.refreshToken),
          }),
        ),
      );
      expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
      const pairs = answers.map((res) => res.json().data);
      // one rotation happened: every answer is its pair, whichever instance gave it
      for (const pair of pairs) expect(pair).toEqual(pairs[0]);
      const pair = pairs[0];
      expect((await userInfo(pair.accessToken)).statusCode).toBe(200);
      // once the interval is over, presenting the spent token is a replay: the family ends
      t.clock.advance((REFRESH_REUSE_SECONDS + 1) * 1000);
      await expectRefused('a late replay', await refresh(stolen.refreshToken), 'refresh_token_expired');
      await expectRefused("the winner's access token", await userInfo(pair.accessToken), 'session_ended');
      await expectRefused(
        "the winner's refresh token",
        await refresh(pair.refreshToken),
        'refresh_token_expired',
      );
    } finally {
      for (const instance of extra) await instance.close();
    }
  });
});
