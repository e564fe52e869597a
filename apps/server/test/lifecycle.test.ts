import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp, createAppContext } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

let built: BuiltApp;
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' });
  const ctx = await createAppContext({ config, database, version: 'test' });
  built = await buildApp(ctx, { logger: false });
  await built.app.ready();
});
afterAll(async () => {
  await built.app.close();
  await database.close();
});

describe('graceful shutdown', () => {
  it('answers new requests with an enveloped 503 once shutdown has begun', async () => {
    expect((await built.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    built.lifecycle.beginShutdown();
    const res = await built.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 50300, message: 'service_unavailable', data: null });
    expect(res.headers.connection).toBe('close');
  });
});
