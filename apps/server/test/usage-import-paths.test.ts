import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/database.ts';
import { importUsage } from '../src/modules/usage/import-usage.ts';
import { csvFileUsageSource, csvUsageSource } from '../src/modules/usage/usage-csv.ts';
import { moveTo } from './billing-fixtures.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { inventoryCard } from './sims-fixtures.ts';
import { usageCsv } from './usage-fixtures.ts';

// The import's paths (stage-usage.ts, classify-usage.ts): a canonical file accepted whole, COPY's fast path with
// rows checked in SQL and JavaScript, and the line-by-line path for what COPY cannot take. Whatever the path,
// the report names the file's lines and a second import changes nothing.

const DAY = '2026-03-15';
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  moveTo(t, DAY);
});
afterAll(() => t.close());

const recordsOf = async (cardId: number) =>
  (
    await selectRows<{ day: string; region_code: string; region_name: string; used_kb: string }>(
      t.database.db,
      sql`select day::text as day, region_code, region_name, used_kb from usage_records
        where card_id = ${cardId} order by day, region_code`,
    )
  ).map((row) => [row.day, row.region_code, row.region_name, Number(row.used_kb)]);

const rulesOf = (report: { rejectedRows: { line: number; field: string; rule: string }[] }) =>
  report.rejectedRows.map((row) => [row.line, row.field, row.rule]);

/** Imports twice: the second import must change nothing and report the same rows. */
const importTwice = async (csv: string | Uint8Array, maxRows?: number) => {
  const first = await importUsage(t.ctx, csvUsageSource(csv, 'test', maxRows));
  const again = await importUsage(t.ctx, csvUsageSource(csv, 'test', maxRows));
  expect(again).toMatchObject({
    total: first.total,
    accepted: first.accepted,
    rejected: first.rejected,
    changed: 0,
  });
  expect(again.rejectedRows).toEqual(first.rejectedRows);
  return first;
};

describe('a canonical file', () => {
  it('is accepted whole: every row, any column order, extra columns ignored', async () => {
    const card = await inventoryCard(t);
    const csv = usageCsv(
      [
        ['x', 1500, 'JP', card.iccid, '2026-03-14', 'Japan'],
        ['y', 700, 'HK', card.iccid, '2026-03-14', ''],
        ['z', 0, 'HK', card.iccid, '2026-03-15', ' Hong Kong '],
      ],
      'note,used_kb,region_code,iccid,date,region_name',
    );
    const report = await importTwice(`${csv}\n\n\n`);
    expect(report).toMatchObject({ total: 3, accepted: 3, rejected: 0, changed: 3 });
    expect(await recordsOf(card.id)).toEqual([
      ['2026-03-14', 'HK', 'HK', 700],
      ['2026-03-14', 'JP', 'Japan', 1500],
      ['2026-03-15', 'HK', 'Hong Kong', 0],
    ]);
  });

  it('with a card no one has, goes row by row: only that row is rejected', async () => {
    const card = await inventoryCard(t);
    const report = await importTwice(
      usageCsv([
        [card.iccid, '2026-03-14', 'HK', 'Hong Kong', 10],
        ['8986000000123456789', '2026-03-14', 'HK', 'Hong Kong', 10],
        [card.iccid, '2026-03-15', 'HK', 'Hong Kong', 20],
      ]),
    );
    expect(report).toMatchObject({ total: 3, accepted: 2, changed: 2 });
    expect(rulesOf(report)).toEqual([[3, 'iccid', 'unknown_iccid']]);
  });

  it('with a key twice keeps the first row and rejects the later one', async () => {
    const card = await inventoryCard(t);
    const report = await importTwice(
      usageCsv([
        [card.iccid, '2026-03-14', 'HK', 'Hong Kong', 10],
        [card.iccid, '2026-03-13', 'HK', 'Hong Kong', 5],
        [card.iccid, '2026-03-14', 'HK', 'Hong Kong', 99],
      ]),
    );
    expect(rulesOf(report)).toEqual([[4, 'iccid', 'duplicate_row']]);
    expect(await recordsOf(card.id)).toEqual([
      ['2026-03-13', 'HK', 'Hong Kong', 5],
      ['2026-03-14', 'HK', 'Hong Kong', 10],
    ]);
  });
});

describe('rows that need a second look', () => {
  it('accepts what the rules normalise and old days, and rejects each broken row by its line', async () => {
    const card = await inventoryCard(t);
    const spaced = `${card.iccid.slice(0, 4)} ${card.iccid.slice(4)}`;
    const report = await importTwice(
      usageCsv([
        [spaced, ' 2026-03-14 ', ' jp ', 'Japan', ' 42 '], // 2: whitespace, lower case: accepted
        [card.iccid, '2024-01-31', 'HK', 'Hong Kong', 7], // 3: over a year ago: accepted
        [card.iccid, '2026-03-14', 'JP', 'Japan', 43], // 4: the same key as line 2 once normalised
        [card.iccid, '2026-3-14', 'HK', 'Hong Kong', 1], // 5
        [card.iccid, '2026-03-14', 'H1', 'Hong Kong', 1], // 6
        [card.iccid, '2026-03-14', 'HK', 'Hong Kong', '+1'], // 7
        [card.iccid, '2026-03-14', 'HK', 'Hong Kong', '12345678901234567890'], // 8: beyond a safe integer
        [card.iccid, '2026-03-14', 'HK', 'Hong Kong', '-0'], // 9: zero
        [card.iccid, '2026-03-14', '', 'Hong Kong', 1], // 10
        [card.iccid, '', 'HK', 'Hong Kong', 1], // 11
        [card.iccid, '2026-03-13', 'HK', 'Hong Kong', ''], // 12
      ]),
    );
    expect(rulesOf(report)).toEqual([
      [4, 'iccid', 'duplicate_row'],
      [5, 'date', 'date_invalid'],
      [6, 'region_code', 'region_code_format'],
      [7, 'used_kb', 'traffic_invalid'],
      [8, 'used_kb', 'traffic_invalid'],
      [10, 'region_code', 'field_required'],
      [11, 'date', 'field_required'],
      [12, 'used_kb', 'field_required'],
    ]);
    expect(report.rejectedRows[0]!.iccid).toBe(card.iccid);
    expect(await recordsOf(card.id)).toEqual([
      ['2024-01-31', 'HK', 'Hong Kong', 7],
      ['2026-03-14', 'HK', 'Hong Kong', 0],
      ['2026-03-14', 'JP', 'Japan', 42],
    ]);
  });
});

describe('line ends, blank lines and what COPY cannot take as it is (then read line by line)', () => {
  it.each([
    ['blank lines between rows', (a: string, b: string) => `${a}\n\n${b}\n`, [2, 4]],
    ['CRLF line ends and a byte order mark', (a: string, b: string) => `\uFEFF${a}\r\n${b}\r\n`, [2, 3]],
    ['mixed line ends', (a: string, b: string) => `${a}\r\n${b}\n`, [2, 3]],
    ['a line "\\." (COPY would stop there)', (a: string, b: string) => `${a}\n\\.\n${b}`, [2, 4]],
  ])('%s', async (_, layout, lines) => {
    const card = await inventoryCard(t);
    const [header, first] = usageCsv([[card.iccid, '2026-03-14', 'HK', 'Hong Kong', 1]]).split('\n');
    const second = `${card.iccid},2026-03-15,HK,Hong Kong,-2`;
    const csv = layout(`${header}\n${first}`, second);
    const report = await importTwice(csv);
    const rejected = report.rejectedRows.filter((row) => row.rule !== 'field_required');
    expect(report.accepted).toBe(1);
    expect(rejected.map((row) => [row.line, row.rule])).toEqual([[lines[1], 'negative_traffic']]);
    expect(await recordsOf(card.id)).toEqual([['2026-03-14', 'HK', 'Hong Kong', 1]]);
  });

  it('keeps line numbers right past a line break inside quotes, a ragged row and bad UTF-8', async () => {
    const card = await inventoryCard(t);
    const csv = Buffer.concat([
      Buffer.from(
        'iccid,date,region_code,region_name,used_kb\n' +
          `${card.iccid},2026-03-14,HK,"Hong\nKong",1\n` + // lines 2–3: one field has no end on its line
          `${card.iccid},2026-03-13\n` + // 4: too few fields
          `${card.iccid},2026-03-12,JP,`,
      ),
      Buffer.from([0xff, 0xfe]), // 5: not UTF-8
      Buffer.from(`,2\n${card.iccid},2026-03-11,HK,Hong Kong,-1\n`), // 6
    ]);
    const report = await importTwice(csv);
    expect(rulesOf(report)).toEqual([
      [2, 'used_kb', 'field_required'], // the quoted field ends with its line: `"Hong`
      [3, 'date', 'field_required'], // `Kong",1`: one field
      [4, 'region_code', 'field_required'],
      [6, 'used_kb', 'negative_traffic'],
    ]);
    expect(await recordsOf(card.id)).toEqual([['2026-03-12', 'JP', '\uFFFD\uFFFD', 2]]);
  });

  it('reads a file that is not UTF-8 with replacement characters', async () => {
    const card = await inventoryCard(t);
    const csv = Buffer.concat([
      Buffer.from(`iccid,date,region_code,region_name,used_kb\n${card.iccid},2026-03-12,JP,Jap`),
      Buffer.from([0xe9]),
      Buffer.from(`n,2\n${card.iccid},2026-03-11,HK,Hong Kong,-1\n`),
    ]);
    const report = await importTwice(csv);
    expect(rulesOf(report)).toEqual([[3, 'used_kb', 'negative_traffic']]);
    expect(await recordsOf(card.id)).toEqual([['2026-03-12', 'JP', 'Jap\uFFFDn', 2]]);
  });

  it('refuses more rows than the limit, on either path', async () => {
    const card = await inventoryCard(t);
    const rows = [1, 2, 3].map((day) => [card.iccid, `2026-03-0${day}`, 'HK', 'Hong Kong', day]);
    for (const csv of [usageCsv(rows), usageCsv(rows).replace('\n', '\n\n')]) {
      await expect(importUsage(t.ctx, csvUsageSource(csv, 'test', 2))).rejects.toMatchObject({
        key: 'payload_too_large',
      });
    }
    expect(await recordsOf(card.id)).toEqual([]);
    expect((await importUsage(t.ctx, csvUsageSource(usageCsv(rows), 'test', 3))).accepted).toBe(3);
  });

  it('streams a file from disk, and reads it again when COPY cannot take it', async () => {
    const card = await inventoryCard(t);
    const dir = await mkdtemp(path.join(tmpdir(), 'usage-import-'));
    const rows = [1, 2, 3].map((day) => [card.iccid, `2026-03-0${day}`, 'HK', 'Hong Kong', day]);
    const canonical = path.join(dir, 'canonical.csv');
    const blank = path.join(dir, 'blank.csv');
    await writeFile(canonical, usageCsv(rows));
    await writeFile(
      blank,
      usageCsv([...rows, ['', '2026-03-04', 'HK', 'Hong Kong', 4]]).replace('\n', '\n\n'),
    );
    expect(await importUsage(t.ctx, csvFileUsageSource(canonical))).toMatchObject({
      accepted: 3,
      changed: 3,
    });
    const again = await importUsage(t.ctx, csvFileUsageSource(blank));
    expect(again).toMatchObject({ total: 4, accepted: 3, changed: 0 });
    expect(rulesOf(again)).toEqual([[6, 'iccid', 'field_required']]);
    await rm(dir, { recursive: true });
  });

  it('takes a file of only a header, with or without its line feed', async () => {
    for (const csv of [usageCsv([]), `${usageCsv([])}\n`]) {
      expect(await importUsage(t.ctx, csvUsageSource(csv))).toMatchObject({ total: 0, accepted: 0 });
    }
  });
});
