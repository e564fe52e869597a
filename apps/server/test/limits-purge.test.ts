import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectRows, timestamptz } from '../src/db/database.ts';
import { startCounterPurge } from '../src/modules/limits/purge-scheduler.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

// Issue #56: after a flood from 20,000 addresses the ten-minute purge removed one batch of 5,000 a pass, so the
// limits' table took ~90 min to drain. A pass now removes every ended window, batch after batch, and a pass
// cut short by its time budget is followed by the next within seconds.

const FLOOD = 20_000;
const TEN_MINUTES = 10 * 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`delete from rate_limit_counters`);
});
afterEach(() => {
  vi.useRealTimers();
});

/** `count` windows that ended a minute ago, each of its own address, as a flood leaves them. */
const fillEnded = async (count: number) => {
  const ended = timestamptz(new Date(t.clock.now().getTime() - 60_000));
  await t.database.db.execute(
    sql`insert into rate_limit_counters (key, hits, window_ends_at)
        select 'flood:' || i, 1, ${ended} from generate_series(1, ${count}) as i`,
  );
};

const rowsLeft = async () => {
  const [row] = await selectRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from rate_limit_counters`,
  );
  return Number(row!.n);
};

const noErrors = () => ({ error: vi.fn() });

describe('the purge of ended limit windows', () => {
  it('removes every ended window of a 20,000-address flood in one pass', async () => {
    await fillEnded(FLOOD);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const log = noErrors();
    const purge = startCounterPurge(t.ctx, log);
    const started = Date.now();
    await vi.advanceTimersByTimeAsync(TEN_MINUTES);
    await purge.stop();
    console.info(
      `limits purge: ${FLOOD} ended rows, one pass left ${await rowsLeft()} (${Date.now() - started} ms)`,
    );
    expect(await rowsLeft()).toBe(0);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('comes back within seconds, not ten minutes, when a pass ran out of time', async () => {
    await fillEnded(3_000);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const log = noErrors();
    // a budget of 0: each pass stops after its first batch
    const purge = startCounterPurge(t.ctx, log, { batch: 1_000, budgetMs: 0 });
    await vi.advanceTimersByTimeAsync(TEN_MINUTES);
    await vi.waitFor(async () => expect(await rowsLeft()).toBe(2_000));
    await vi.advanceTimersByTimeAsync(10_000);
    await vi.waitFor(async () => expect(await rowsLeft()).toBe(1_000));
    await vi.advanceTimersByTimeAsync(10_000);
    await vi.waitFor(async () => expect(await rowsLeft()).toBe(0));
    await purge.stop();
    expect(log.error).not.toHaveBeenCalled();
  });

  it('leaves live windows alone', async () => {
    await fillEnded(10);
    const live = timestamptz(new Date(t.clock.now().getTime() + TEN_MINUTES * 3));
    await t.database.db.execute(
      sql`insert into rate_limit_counters (key, hits, window_ends_at) values ('live:1', 3, ${live})`,
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const purge = startCounterPurge(t.ctx, noErrors());
    await vi.advanceTimersByTimeAsync(TEN_MINUTES);
    await purge.stop();
    expect(await rowsLeft()).toBe(1);
  });
});
