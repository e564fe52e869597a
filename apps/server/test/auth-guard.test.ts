import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, createAppContext } from '../src/app.ts';
import type { AppContext } from '../src/app-context.ts';
import { loadConfig } from '../src/config.ts';
import {
  authenticate,
  authenticateAdmin,
  requireAdmin,
  requireUser,
} from '../src/modules/auth/authenticate.ts';
import { createSession, tokenPair } from '../src/modules/auth/sessions.ts';
import { appSecrets } from '../src/schema.ts';
import { bearer, createUser, expectError, login } from './helpers/auth.ts';
import type { TestApp } from './helpers/build-test-app.ts';
import { createTestClock } from './helpers/test-clock.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

let database: TestDatabase;
let ctx: AppContext;
let app: FastifyInstance;
/** The shape the auth helpers take. */
let t: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  // the hooks' roles are this file's subject; the second factor they can also ask for has second-factor.test.ts
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    ADMIN_SECOND_FACTOR: 'optional',
  });
  const clock = createTestClock();
  ctx = await createAppContext({ config, database, version: 'test', clock });
  ({ app } = await buildApp(ctx, { logger: false }));
  // Routes as another module would write them.
  app.get('/api/test/mine', { onRequest: authenticate(ctx) }, async (request) => ({
    code: 0,
    message: 'ok',
    data: requireUser(request),
  }));
  app.get('/api/test/admin', { onRequest: authenticateAdmin(ctx, { may: 'read' }) }, async (request) => ({
    code: 0,
    message: 'ok',
    data: requireAdmin(request),
  }));
  app.get('/api/test/forgot-the-hook', async (request) => ({
    code: 0,
    message: 'ok',
    data: requireUser(request),
  }));
  await app.ready();
  t = { app, ctx, database, clock, close: async () => {} };
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the authenticate hooks other modules use', () => {
  it('gives the route the caller: user id, session id, level, no actor and no API key', async () => {
    const user = await createUser(t);
    const tokens = await login(t, user.username, user.password);
    const res = await app.inject({
      method: 'GET',
      url: '/api/test/mine',
      headers: bearer(tokens.accessToken),
    });
    expect(res.json().data).toEqual({
      userId: user.id,
      sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      level: 0,
      actorId: null,
      apiKeyId: null,
      // an account's own sign-in, not a member acting on an owner's account (decision 0103)
      member: null,
    });
  });

  it('answers admin_required (403) to a customer and lets an administrator through', async () => {
    const customer = await createUser(t);
    const admin = await createUser(t, { level: 1 });
    const asCustomer = await login(t, customer.username, customer.password);
    const asAdmin = await login(t, admin.username, admin.password);
    expectError(
      await app.inject({ method: 'GET', url: '/api/test/admin', headers: bearer(asCustomer.accessToken) }),
      'admin_required',
    );
    const ok = await app.inject({
      method: 'GET',
      url: '/api/test/admin',
      headers: bearer(asAdmin.accessToken),
    });
    expect(ok.json().data).toMatchObject({ userId: admin.id, level: 1 });
    expectError(await app.inject({ method: 'GET', url: '/api/test/admin' }), 'login_expired');
  });

  it('answers login_expired when a route reads the caller without the hook', async () => {
    expectError(await app.inject({ method: 'GET', url: '/api/test/forgot-the-hook' }), 'login_expired');
  });

  it('carries an administrator acting as a customer (act claim): a customer, not an admin, who may not change the password', async () => {
    const customer = await createUser(t);
    const admin = await createUser(t, { level: 1 });
    const session = await createSession(ctx, database.db, {
      userId: customer.id,
      rememberMe: false,
      actorId: admin.id,
    });
    const pair = await tokenPair(ctx, session);
    const claims = JSON.parse(Buffer.from(pair.accessToken.split('.')[1]!, 'base64url').toString());
    expect(claims.act).toEqual({ sub: String(admin.id) });
    const mine = await app.inject({
      method: 'GET',
      url: '/api/test/mine',
      headers: bearer(pair.accessToken),
    });
    expect(mine.json().data).toMatchObject({ userId: customer.id, level: 0, actorId: admin.id });
    expectError(
      await app.inject({ method: 'GET', url: '/api/test/admin', headers: bearer(pair.accessToken) }),
      'admin_required',
    );
    expectError(
      await app.inject({
        method: 'POST',
        url: '/api/user/password',
        headers: bearer(pair.accessToken),
        payload: { oldPassword: 'x', password: 'Secret-999', confirmPassword: 'Secret-999' },
      }),
      'no_permission',
    );
  });

  it('documents every auth route in OpenAPI with the bearer scheme where one is needed', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const [path, method] of [
      ['/api/auth/codes', 'post'],
      ['/api/auth/register', 'post'],
      ['/api/auth/login', 'post'],
      ['/api/auth/logout', 'post'],
      ['/api/auth/password-reset', 'post'],
      ['/api/user/getUserInfo', 'get'],
      ['/api/user/refresh', 'get'],
      ['/api/user/password', 'post'],
      ['/api/user/locale', 'patch'],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    expect(doc.paths['/api/user/getUserInfo'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/dev/mailbox']).toBeUndefined();
  });
});

describe('the signing key', () => {
  it('is generated once and shared through the database by every instance', async () => {
    const rows = await database.db.select().from(appSecrets);
    expect(rows).toHaveLength(1);
    const second = await createAppContext({ config: ctx.config, database, version: 'test' });
    expect(Buffer.from(second.keys.accessToken).equals(Buffer.from(ctx.keys.accessToken))).toBe(true);
    expect(ctx.keys.accessToken.length).toBe(32);
  });

  it('is JWT_SECRET when set, so tokens of the generated key are refused', async () => {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
      JWT_SECRET: 's'.repeat(40),
    });
    const other = await createAppContext({ config, database, version: 'test' });
    expect(Buffer.from(other.keys.accessToken).toString()).toBe('s'.repeat(40));
    const { app: otherApp } = await buildApp(other, { logger: false });
    try {
      const user = await createUser(t);
      const tokens = await login(t, user.username, user.password);
      expectError(
        await otherApp.inject({
          method: 'GET',
          url: '/api/user/getUserInfo',
          headers: bearer(tokens.accessToken),
        }),
        'token_invalid',
      );
    } finally {
      await otherApp.close();
    }
  });

  it('refuses a JWT_SECRET shorter than 32 characters', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });
});
