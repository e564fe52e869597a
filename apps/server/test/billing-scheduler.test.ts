import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msUntilNextBusinessDay } from '../src/business-day.ts';
import { startBillingScheduler } from '../src/commands/daily-run-scheduler.ts';
import { balanceLowTexts } from '../src/modules/notify/texts/balance.ts';
import { cardSuspendedTexts } from '../src/modules/notify/texts/card-suspended.ts';
import { billingRuns } from '../src/schema.ts';
import { moveTo } from './billing-fixtures.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

const HOUR = 3_600_000;

describe('the next business day', () => {
  it('begins at midnight of BILLING_TZ', () => {
    expect(msUntilNextBusinessDay(new Date('2026-12-01T12:00:00Z'), 'UTC')).toBe(12 * HOUR);
    // 20:00 in Shanghai (UTC+8) is 12:00 UTC: four hours to go
    expect(msUntilNextBusinessDay(new Date('2026-12-01T12:00:00Z'), 'Asia/Shanghai')).toBe(4 * HOUR);
  });

  it('counts the 23- and 25-hour days of daylight saving time', () => {
    // New York, 2026-03-08 00:30 local (05:30 UTC): clocks skip 02:00→03:00, so midnight is 22.5 h away
    expect(msUntilNextBusinessDay(new Date('2026-03-08T05:30:00Z'), 'America/New_York')).toBe(22.5 * HOUR);
    // 2026-11-01 00:30 local (04:30 UTC): 02:00 happens twice, 24.5 h to midnight
    expect(msUntilNextBusinessDay(new Date('2026-11-01T04:30:00Z'), 'America/New_York')).toBe(24.5 * HOUR);
  });

  it('begins at the first instant that exists when a daylight-saving change skips midnight', () => {
    // Santiago, 2026-09-05 08:00 local (UTC-4, 12:00 UTC): at midnight the clocks jump to 01:00 (UTC-3), so the
    // 6th begins at 04:00 UTC, 16 h away
    expect(msUntilNextBusinessDay(new Date('2026-09-05T12:00:00Z'), 'America/Santiago')).toBe(16 * HOUR);
  });
});

describe('the scheduler in the server process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    moveTo(t, '2026-12-01');
  });
  afterAll(() => t.close());

  it('catches up at start, and stops cleanly', async () => {
    const quiet = { info: () => {}, warn: () => {}, error: () => {} };
    const scheduler = startBillingScheduler(t.ctx, quiet);
    await scheduler.stop(); // waits for the run in progress
    const days = await t.database.db.select().from(billingRuns);
    expect(days.map((d) => d.businessDay)).toEqual(['2026-12-01']);
  });
});

describe('the billing mails', () => {
  const context = { currency: 'USD', publicUrl: 'https://portal.example' };
  const common = { balanceMinor: 120, neededMinor: 250 };

  it('tell a customer which cards stopped and how to resume them, in their language', () => {
    const stopped = { ...common, day: '2026-12-01', cardNumbers: ['1064820250001'] };
    const en = cardSuspendedTexts.mail!('en', stopped, context)!;
    expect(en.subject).toContain('stopped for insufficient credit');
    expect(en.text).toContain('1064820250001');
    expect(en.text).toContain('$1.20');
    expect(en.text).toContain('https://portal.example/recharge');
    const zh = cardSuspendedTexts.mail!('zh-CN', stopped, context)!;
    expect(zh.subject).toContain('余额不足');
    expect(zh.text).toContain('US$2.50');
  });

  it("warn a day ahead that tomorrow's fees are not covered", () => {
    const low = { ...common, day: '2026-12-02', topUpMinor: null };
    const en = balanceLowTexts.mail!('en', low, context)!;
    expect(en.text).toContain(
      '$1.20 will not cover the daily fees of your cards in use on Wednesday 2 December ($2.50)',
    );
    expect(balanceLowTexts.mail!('zh-CN', low, context)!.text).toContain('12月2日星期三');
  });
});
