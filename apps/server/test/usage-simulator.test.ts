import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { msUntilNextRun, startUsageSimulatorScheduler } from '../src/modules/usage/usage-scheduler.ts';
import { simulateCardDay, usageSimulator } from '../src/modules/usage/usage-simulator.ts';
import { simCards, usageImports } from '../src/schema.ts';
import { demoCards } from '../src/seed/demo-inventory.ts';
import { DEMO_USAGE_CARDS, seedDemoUsage } from '../src/seed/demo-usage.ts';
import { moveTo } from './billing-fixtures.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { inventoryCard } from './sims-fixtures.ts';

const ICCID = '8986000000000000012';
const TODAY = '2026-03-15';

describe('the usage simulator', () => {
  const source = usageSimulator({ seed: 5, iccids: [ICCID], days: 3, timeZone: 'Asia/Shanghai' });
  // 12:30 UTC is 20:30 in Shanghai: 21 of the day's 24 hours have begun
  const at = (time: string) => new Date(`${TODAY}T${time}Z`);

  it('gives past days in full and today in proportion to the hours begun', async () => {
    const rows = await source.read(TODAY, at('12:30:00'));
    const full = (day: string) => simulateCardDay(5, ICCID, day).map((row) => row.usedKb);
    const of = (day: string) => rows.filter((row) => row.day === day).map((row) => row.usedKb);
    expect(of('2026-03-13')).toEqual(full('2026-03-13'));
    expect(of('2026-03-14')).toEqual(full('2026-03-14'));
    expect(of(TODAY)).toEqual(full(TODAY).map((kb) => Math.round((kb * 21) / 24)));
    expect(rows.map((row) => row.line)).toEqual(rows.map((_, index) => index + 1));
  });

  it('is the same within an hour and grows with the next one', async () => {
    expect(await source.read(TODAY, at('12:01:00'))).toEqual(await source.read(TODAY, at('12:59:59')));
    const later = await source.read(TODAY, at('13:00:00'));
    const earlier = await source.read(TODAY, at('12:00:00'));
    const today = (rows: typeof later) => rows.filter((row) => row.day === TODAY);
    const sum = (rows: typeof later) => rows.reduce((total, row) => total + row.usedKb, 0);
    expect(today(earlier).length).toBeGreaterThan(0);
    expect(sum(today(later))).toBeGreaterThan(sum(today(earlier)));
    expect(later.filter((row) => row.day !== TODAY)).toEqual(earlier.filter((row) => row.day !== TODAY));
  });
});

describe('msUntilNextRun', () => {
  it('waits for the next multiple of the period', () => {
    const hour = 3_600_000;
    expect(msUntilNextRun(new Date('2026-03-15T10:15:00Z'), hour)).toBe(45 * 60_000);
    expect(msUntilNextRun(new Date('2026-03-15T10:00:00Z'), hour)).toBe(hour);
    expect(msUntilNextRun(new Date('2026-03-15T10:00:00Z'), 15 * 60_000)).toBe(15 * 60_000);
  });
});

describe('the usage simulator schedule', () => {
  let t: TestApp;
  const iccids = DEMO_USAGE_CARDS.map((number) => demoCards()[number - 1]!.iccid);

  beforeAll(async () => {
    t = await buildTestApp({ USAGE_SIMULATOR_DAYS: '2', USAGE_SIMULATOR_EVERY_MINUTES: '60' });
    const present = await t.database.db
      .select({ iccid: simCards.iccid })
      .from(simCards)
      .where(inArray(simCards.iccid, iccids));
    for (const iccid of iccids.filter((i) => !present.some((row) => row.iccid === i))) {
      await inventoryCard(t, { iccid });
    }
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(() => t.close());

  const latestImport = async () =>
    (
      await t.database.db
        .select()
        .from(usageImports)
        .where(eq(usageImports.source, 'simulator'))
        .orderBy(desc(usageImports.id))
        .limit(1)
    )[0];

  it('imports the demo cards’ traffic at each hour boundary: today’s figure grows, past days stay', async () => {
    moveTo(t, TODAY, '10:15:00Z');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const scheduler = startUsageSimulatorScheduler(t.ctx, log, () => seedDemoUsage(t.ctx));
    await vi.advanceTimersByTimeAsync(44 * 60_000);
    expect(await latestImport()).toBeUndefined();

    // 11:00 (and 5 s): the first run
    t.clock.advance(45 * 60_000 + 5_000);
    await vi.advanceTimersByTimeAsync(60_000 + 5_000);
    await vi.waitFor(async () => expect(await latestImport()).toBeDefined());
    const first = (await latestImport())!;
    expect(first.acceptedRows).toBeGreaterThan(0);
    expect(first.rejectedRows).toBe(0);
    expect(log.error).not.toHaveBeenCalled();

    // the next hour: today's traffic grew
    t.clock.advance(3_600_000);
    await vi.advanceTimersByTimeAsync(3_600_000);
    await vi.waitFor(async () => expect((await latestImport())!.id).toBeGreaterThan(first.id));
    await scheduler.stop();
    expect(log.error).not.toHaveBeenCalled();
    const second = (await latestImport())!;
    expect(second.changedRows).toBeGreaterThan(0);
    expect(second.changedRows).toBeLessThan(second.acceptedRows);
  });
});
