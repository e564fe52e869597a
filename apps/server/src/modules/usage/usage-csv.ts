import { createReadStream } from 'node:fs';
import { USAGE_IMPORT_REQUIRED_COLUMNS, type UsageRejectedRow } from '@simportal/contract/api/usage';
import { isIsoDate } from '@simportal/contract/calendar-date';
import { normalizeIccid } from '@simportal/contract/rules/iccid';
import { invalidBodyField } from '../../http/domain-error.ts';
import type { CarrierFileSource } from './usage-source.ts';

/** One line's fields: comma-separated, a field may be double-quoted ("" inside for a quote). */
export const splitLine = (line: string): string[] => {
  if (!line.includes('"')) return line.split(',');
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
};

/** The columns the import reads, by their header names. */
const USAGE_COLUMN_NAMES = {
  iccid: 'iccid',
  day: 'date',
  regionCode: 'region_code',
  regionName: 'region_name',
  usedKb: 'used_kb',
} as const;
export type UsageColumn = keyof typeof USAGE_COLUMN_NAMES;

/** A file's header: its column names (trimmed, lower case) and where each column the import reads is (-1: absent). */
export interface UsageHeader {
  names: string[];
  at: Record<UsageColumn, number>;
}

const headerProblem = (field: string) => invalidBodyField(field, 'field_required');

/**
 * Reads the header line (a BOM and a CR are dropped); a file without one of USAGE_IMPORT_REQUIRED_COLUMNS is
 * validation_failed naming it (`csv.<column>`), an empty one names `csv`.
 */
export const readUsageHeader = (line: string): UsageHeader => {
  const names = splitLine(line.replace(/^\uFEFF/, '').replace(/\r$/, '')).map((name) =>
    name.trim().toLowerCase(),
  );
  if (names.every((name) => name === '')) throw headerProblem('csv');
  for (const column of USAGE_IMPORT_REQUIRED_COLUMNS) {
    if (!names.includes(column)) throw headerProblem(`csv.${column}`);
  }
  const at = Object.fromEntries(
    Object.entries(USAGE_COLUMN_NAMES).map(([column, name]) => [column, names.indexOf(name)]),
  ) as Record<UsageColumn, number>;
  return { names, at };
};

/** A row's cells as the file has them (null: an empty field), before any rule. */
export type UsageCells = Record<UsageColumn, string | null>;

/** A row that passed the field rules; its card is still to be found. */
export interface CheckedUsageRow {
  iccid: string;
  day: string;
  regionCode: string;
  regionName: string;
  usedKb: number;
}

const REGION_CODE = /^[A-Z]{2}$/;
const WHOLE_NUMBER = /^-?\d+$/;

/**
 * The region name as recorded: spaces and tabs around it dropped, the code when nothing is left. The import's
 * SQL does the same (btrim(region_name, E' \t'), classify-usage.ts), so both paths agree to the byte.
 */
export const regionNameOf = (name: string | null, regionCode: string): string =>
  (name ?? '').replace(/^[ \t]+|[ \t]+$/g, '') || regionCode;

/**
 * The field rules of one row, in the order a row is reported by (the first that fails): every required field
 * present, a real date not after `today`, a two-letter region code (any case), a whole number of KB that is
 * not negative. The ICCID loses its whitespace (normalizeIccid). Unknown cards and duplicates are found later.
 */
export const checkUsageCells = (
  cells: UsageCells,
  today: string,
): { row: CheckedUsageRow } | { iccid: string; field: string; rule: UsageRejectedRow['rule'] } => {
  const cell = (column: UsageColumn) => (cells[column] ?? '').trim();
  const iccid = normalizeIccid(cells.iccid ?? '');
  const day = cell('day');
  const regionCode = cell('regionCode').toUpperCase();
  const used = cell('usedKb');
  const reject = (field: string, rule: UsageRejectedRow['rule']) => ({ iccid, field, rule });
  if (iccid === '') return reject('iccid', 'field_required');
  if (day === '') return reject('date', 'field_required');
  if (regionCode === '') return reject('region_code', 'field_required');
  if (used === '') return reject('used_kb', 'field_required');
  if (!isIsoDate(day)) return reject('date', 'date_invalid');
  if (day > today) return reject('date', 'date_after_today');
  if (!REGION_CODE.test(regionCode)) return reject('region_code', 'region_code_format');
  const usedKb = Number(used);
  if (!WHOLE_NUMBER.test(used) || !Number.isSafeInteger(usedKb)) return reject('used_kb', 'traffic_invalid');
  if (usedKb < 0) return reject('used_kb', 'negative_traffic');
  return { row: { iccid, day, regionCode, regionName: regionNameOf(cells.regionName, regionCode), usedKb } };
};

/**
 * The lines of a carrier file read in JavaScript, for the files the fast path (COPY of the file itself,
 * stage-usage.ts) cannot take; a batch per chunk read (not a promise per line). A CR before the line feed is
 * dropped; undecodable bytes become U+FFFD. `line` counts from 1 at the first line given, blank lines included.
 */
export async function* usageFileLines(
  bytes: AsyncIterable<Uint8Array>,
): AsyncGenerator<{ line: number; text: string }[]> {
  const decoder = new TextDecoder('utf-8');
  let pending = '';
  let line = 0;
  const linesOf = (text: string, final: boolean) => {
    const parts = (pending + text).split('\n');
    pending = final ? '' : (parts.pop() ?? '');
    return parts.map((part) => {
      line += 1;
      return { line, text: part.endsWith('\r') ? part.slice(0, -1) : part };
    });
  };
  for await (const chunk of bytes) yield linesOf(decoder.decode(chunk, { stream: true }), false);
  const rest = pending + decoder.decode();
  pending = '';
  if (rest !== '') yield linesOf(rest, true);
}

/** The cells of a data line, by the header's columns (a missing field is null). */
export const cellsOf = (header: UsageHeader, text: string): UsageCells => {
  const values = splitLine(text);
  const cell = (index: number) => (index < 0 ? null : (values[index] ?? null));
  return {
    iccid: cell(header.at.iccid),
    day: cell(header.at.day),
    regionCode: cell(header.at.regionCode),
    regionName: cell(header.at.regionName),
    usedKb: cell(header.at.usedKb),
  };
};

/** Bytes of a string or buffer in slices, so a big body streams like a file. */
async function* slices(data: Uint8Array, size = 256 * 1024): AsyncGenerator<Uint8Array> {
  for (let start = 0; start < data.length; start += size) yield data.subarray(start, start + size);
}

/** A carrier usage file held in memory (the admin API's body, a test's text). */
export const csvUsageSource = (csv: string | Uint8Array, label = '', maxRows?: number): CarrierFileSource => {
  const data = typeof csv === 'string' ? Buffer.from(csv, 'utf8') : csv;
  return { kind: 'csv', label, maxRows, open: () => slices(data) };
};

/** A carrier usage file on disk, streamed (the CLI): its size is not limited by memory. */
export const csvFileUsageSource = (file: string, label = file): CarrierFileSource => ({
  kind: 'csv',
  label,
  open: () => createReadStream(file, { highWaterMark: 256 * 1024 }),
});
