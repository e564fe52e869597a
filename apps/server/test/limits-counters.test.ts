import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows, timestamptz } from '../src/db/database.ts';
import { hitCounter, purgeEndedCounters } from '../src/modules/limits/counters.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

// The limits' storage under a flood from many addresses (issue #31): every hit from a new address adds a row,
// and each hit removes up to two ended windows of other keys, so the table stays near the live windows however
// long the flood lasts, without waiting for the ten-minute purge.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const rows = async () => {
  const now = timestamptz(t.clock.now());
  const [row] = await selectRows<{ live: number; ended: number }>(
    t.database.db,
    sql`select count(*) filter (where window_ends_at > ${now})::int as live,
            count(*) filter (where window_ends_at <= ${now})::int as ended
        from rate_limit_counters`,
  );
  return { live: Number(row!.live), ended: Number(row!.ended) };
};

describe('limit counters under a flood from distinct addresses', () => {
  it('keep about the live windows: ended ones go as fast as new ones come', async () => {
    const WINDOW_MS = 100;
    const HITS = 1_000;
    const started = Date.now();
    // one hit a millisecond, each from a new address: a window holds at most 100 of them at any moment
    for (let i = 0; i < HITS; i += 1) {
      await hitCounter(t.database.db, `flood:198.51.${i >> 8}.${i & 255}`, WINDOW_MS, t.clock.now());
      t.clock.advance(1);
    }
    const after = await rows();
    console.info(
      `limits flood: ${HITS} hits from ${HITS} addresses (window ${WINDOW_MS} ms, a hit a ms) in ${Date.now() - started} ms: ${after.live} live rows, ${after.ended} ended left (without the sweep: ${HITS - after.live} ended)`,
    );
    expect(after.live).toBeLessThanOrEqual(WINDOW_MS);
    expect(after.ended).toBeLessThanOrEqual(WINDOW_MS);
    // the purge removes the rest once the flood has passed
    t.clock.advance(WINDOW_MS);
    await purgeEndedCounters(t.database.db, t.clock.now());
    expect(await rows()).toEqual({ live: 0, ended: 0 });
  });

  it('still counts each key on its own, and restarts an ended window at 1', async () => {
    const now = t.clock.now();
    expect((await hitCounter(t.database.db, 'k:a', 1000, now)).hits).toBe(1);
    expect((await hitCounter(t.database.db, 'k:a', 1000, now)).hits).toBe(2);
    expect((await hitCounter(t.database.db, 'k:b', 1000, now)).hits).toBe(1);
    const later = new Date(now.getTime() + 1000);
    const restarted = await hitCounter(t.database.db, 'k:a', 1000, later);
    expect(restarted.hits).toBe(1);
    expect(restarted.windowEndsAt.getTime()).toBe(later.getTime() + 1000);
  });
});
