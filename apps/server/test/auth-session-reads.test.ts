import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '../src/schema.ts';
import { cardOf, customer } from './billing-fixtures.ts';
import { bearer, expectError } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

// My SIMs and Activities read the caller's session in their own statement (modules/auth/authenticate.ts readAsCaller)
// instead of a lookup of their own: they must refuse exactly what `authenticate` refuses, whether the page
// has rows to carry the session (a customer with cards and history) or none (a new customer, a filter).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const READS = [
  '/api/sims',
  '/api/sims?page=5&pageSize=1',
  '/api/wallet/activities',
  '/api/wallet/activities?page=9&pageSize=1',
  '/api/wallet/activities?type=TOP_UP',
];

/** A customer with a card and a top-up (pages with rows), or without (empty pages). */
const someone = async (withHistory: boolean) => {
  const who = await customer(t, withHistory ? 500 : 0);
  if (withHistory) await cardOf(t, who.user.id, { status: 'USING' });
  return who;
};

const read = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('reads that check the session in their own statement', () => {
  for (const withHistory of [true, false]) {
    const kind = withHistory ? 'with rows' : 'without rows';

    it(`answers a live session, and only with the caller's data (${kind})`, async () => {
      const who = await someone(withHistory);
      await someone(true);
      const sims = await read('/api/sims', who.headers);
      expect(sims.statusCode, sims.body).toBe(200);
      expect(sims.json().data.total).toBe(withHistory ? 1 : 0);
      const history = await read('/api/wallet/activities', who.headers);
      expect(history.statusCode, history.body).toBe(200);
      expect(history.json().data.total).toBe(withHistory ? 1 : 0);
    });

    it(`answers session_ended once the session is logged out or past its end (${kind})`, async () => {
      const loggedOut = await someone(withHistory);
      const bye = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: loggedOut.headers });
      expect(bye.statusCode).toBe(200);
      const ended = await someone(withHistory);
      const sid = JSON.parse(Buffer.from(ended.token.split('.')[1]!, 'base64url').toString()).sid;
      await t.database.db
        .update(authSessions)
        .set({ expiresAt: new Date(t.clock.now().getTime() - 1_000) })
        .where(eq(authSessions.id, sid));
      for (const url of READS) {
        expectError(await read(url, loggedOut.headers), 'session_ended');
        expectError(await read(url, ended.headers), 'session_ended');
      }
    });

    it(`answers token_invalid for a genuine token naming another user's session (${kind})`, async () => {
      const victim = await someone(withHistory);
      const caller = await someone(withHistory);
      const claims = JSON.parse(Buffer.from(caller.token.split('.')[1]!, 'base64url').toString());
      // signed with the real key: only the session lookup can tell the session is not this user's
      const crossed = await new SignJWT({ ...claims, sub: String(victim.user.id) })
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .sign(t.ctx.keys.accessToken);
      for (const url of READS) expectError(await read(url, bearer(crossed)), 'token_invalid');
    });
  }

  it('answers the token errors before anything else, and the session before a filter it refuses', async () => {
    for (const url of READS) {
      expectError(await read(url, {}), 'login_expired');
      expectError(await read(url, bearer('abc.def.ghi')), 'token_invalid');
    }
    const gone = await someone(true);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: gone.headers });
    // a date range the filter refuses (400 date_range_invalid for a live session) is not looked at first
    expectError(
      await read('/api/wallet/activities?start=2026-12-02&end=2026-12-01', gone.headers),
      'session_ended',
    );
  });
});
