import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../src/app.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Makes every query of the test database fail as an unreachable one would, for the duration of `run`. */
const withDatabaseDown = async (run: () => Promise<void>) => {
  const { ping, db } = t.ctx.database;
  const refused = () =>
    Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
  t.ctx.database.ping = refused;
  const execute = db.execute;
  db.execute = refused as unknown as typeof db.execute;
  try {
    await run();
  } finally {
    t.ctx.database.ping = ping;
    db.execute = execute;
  }
};

describe('liveness and readiness', () => {
  it('answers liveness and readiness 200 on a reachable, migrated database', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ code: 0, data: { status: 'live', version: 'test' } });

    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      code: 0,
      data: {
        status: 'ready',
        database: { engine: t.database.engine, ok: true },
        migrations: { expected: expect.stringMatching(/^\d{4}_/), applied: true },
      },
    });
  });

  it('keeps liveness 200 and answers readiness 503 while the database cannot answer', async () => {
    await withDatabaseDown(async () => {
      const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        code: 50300,
        message: 'service_unavailable',
        data: { status: 'not_ready', database: { ok: false }, migrations: { applied: false } },
      });
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });

  it("answers readiness 503 when the database lacks this code's newest migration", async () => {
    const db = t.ctx.database.db;
    const [newest] = (
      (await db.execute(
        sql`delete from drizzle.__drizzle_migrations
            where created_at = (select max(created_at) from drizzle.__drizzle_migrations)
            returning hash, created_at`,
      )) as unknown as { rows: { hash: string; created_at: string }[] }
    ).rows;
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().data).toMatchObject({ database: { ok: true }, migrations: { applied: false } });
      // liveness does not care: restarting would not migrate anything
      expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${newest!.hash}, ${newest!.created_at})`,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });

  it('answers both 503 once a graceful shutdown has begun, so a load balancer drains the instance', async () => {
    // an app of its own: beginning shutdown cannot be undone
    const built: BuiltApp = await buildApp(t.ctx, { logger: false });
    try {
      await built.app.ready();
      expect((await built.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
      built.lifecycle.beginShutdown();
      for (const url of ['/api/health/ready', '/api/health/live']) {
        const res = await built.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ code: 50300, message: 'service_unavailable', data: null });
      }
    } finally {
      await built.app.close();
    }
  });

  it('keeps GET /api/health as it was (the benchmark baseline)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'ok', version: 'test', database: { ok: true } });
  });

  it('documents the probes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['/api/health/live', '/api/health/ready']) {
      expect(doc.paths[path].get.responses).toHaveProperty('200');
      expect(doc.paths[path].get.responses).toHaveProperty('503');
    }
  });
});
