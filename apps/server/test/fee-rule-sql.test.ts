import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDaysToIsoDate } from '@simportal/contract/calendar-date';
import { cycleDayIndex, cycleStartOf, feeForDay } from '@simportal/contract/daily-fee';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/database.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

// The fee rule and the cycle arithmetic are stated once in SQL (migration 0030: daily_fee, cycle_start_of,
// cycle_day_index), and once in TypeScript (packages/contract/src/daily-fee.ts). Every SQL statement of the
// server calls the functions; this property holds them equal to the contract over prices, cycles and days, with
// and without a recorded cycle start, before and after it. One statement checks a whole sample.

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const dayArb = fc.integer({ min: -4000, max: 12000 }).map((n) => addDaysToIsoDate('2000-01-01', n));
const caseArb = fc.record({
  price: fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 2 ** 40 })),
  days: fc.oneof(fc.integer({ min: 1, max: 31 }), fc.integer({ min: 1, max: 400 })),
  start: fc.option(dayArb, { nil: null }),
  day: dayArb,
});

interface SqlRow {
  fee: string;
  index: number;
  cycle_start: string;
}

describe('the fee rule in SQL (migration 0030)', () => {
  it('charges, indexes and starts cycles as the contract does, for any plan and day', async () => {
    const sample = fc.sample(caseArb, { numRuns: 2000, seed: 20261125 });
    const rows = await selectRows<SqlRow & { i: number }>(
      database.db,
      sql`select i::int as i, daily_fee(price, days, start, day)::text as fee,
            cycle_day_index(days, start, day) as index, cycle_start_of(days, start, day)::text as cycle_start
          from unnest(${`{${sample.map((c) => c.price).join(',')}}`}::bigint[],
                      ${`{${sample.map((c) => c.days).join(',')}}`}::int[],
                      ${`{${sample.map((c) => c.start ?? 'NULL').join(',')}}`}::date[],
                      ${`{${sample.map((c) => c.day).join(',')}}`}::date[])
            with ordinality as t(price, days, start, day, i)
          order by i`,
    );
    expect(rows).toHaveLength(sample.length);
    const mismatches = sample.flatMap((c, n) => {
      const row = rows[n]!;
      const plan = { priceMinor: c.price, cycleDays: c.days };
      const want = {
        fee: String(feeForDay(plan, c.start, c.day)),
        index: cycleDayIndex(c.days, c.start, c.day),
        cycle_start: cycleStartOf(c.days, c.start, c.day),
      };
      const got = { fee: row.fee, index: Number(row.index), cycle_start: row.cycle_start };
      return JSON.stringify(got) === JSON.stringify(want) ? [] : [{ case: c, got, want }];
    });
    expect(mismatches).toEqual([]);
  });

  it('is the only statement of the arithmetic in the server: no query restates it', async () => {
    const files = await readdir(SRC, { recursive: true });
    const restated = /price_minor\s*[/%]|mod\([^)]*cycle_days|cycle_days\)\s*\+/;
    const offenders: string[] = [];
    for (const file of files.filter((f) => f.endsWith('.ts') && !f.includes('.test.'))) {
      if (restated.test(await readFile(path.join(SRC, file), 'utf8'))) offenders.push(file);
    }
    expect(offenders).toEqual([]);
  });
});
