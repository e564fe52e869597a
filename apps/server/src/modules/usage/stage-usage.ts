import { isIsoDate } from '@simportal/contract/calendar-date';
import { sql } from 'drizzle-orm';
import { DomainError } from '../../http/domain-error.ts';
import { type CsvScanResult, createCsvScan } from './csv-scan.ts';
import type { ImportSession } from './import-session.ts';
import {
  cellsOf,
  readUsageHeader,
  type UsageCells,
  type UsageColumn,
  type UsageHeader,
  usageFileLines,
} from './usage-csv.ts';
import type { CarrierFileSource, UsageSource } from './usage-source.ts';

/** The staging table's cell columns, by the import's names for them. */
const STAGING_COLUMNS: Record<UsageColumn, string> = {
  iccid: 'iccid',
  day: 'day',
  regionCode: 'region_code',
  regionName: 'region_name',
  usedKb: 'used_kb',
};

/** What was staged: every data row, and what the SQL checks may skip. */
export interface StagedUsage {
  total: number;
  /**
   * Set when the scan found every row canonical (csv-scan.ts) and every date a real day not after today: then a
   * row is accepted as it is if its ICCID is a card's, and these are the distinct ICCIDs to look up.
   */
  canonical: { iccids: Set<string> } | null;
}

/** The longest header line read (a carrier file's header is a few dozen bytes). */
const MAX_HEADER_BYTES = 64 * 1024;

const tooManyRows = (maxRows: number) => new DomainError('payload_too_large', { maxRows });

/** The scan found the data is not COPY's: stop sending it. */
class NotCopyable extends Error {}

/** A PostgreSQL error of the data class (22…) or a limit (54…): COPY refused the file's content. */
const isDataError = (error: unknown) => /^(22|54)/.test(String((error as { code?: unknown }).code ?? ''));

/** Splits a file into its header line and the data after it; the file is closed when the data is left. */
const readHeader = async (
  bytes: AsyncIterable<Uint8Array>,
): Promise<{ header: UsageHeader; data: AsyncGenerator<Uint8Array>; close: () => Promise<void> }> => {
  const iterator = bytes[Symbol.asyncIterator]();
  const close = async () => {
    await iterator.return?.();
  };
  let head = Buffer.alloc(0);
  let newline = -1;
  let header: UsageHeader;
  try {
    while (newline < 0) {
      const next = await iterator.next();
      if (next.done) break;
      head = Buffer.concat([head, next.value]);
      newline = head.indexOf(10);
      if (newline < 0 && head.length > MAX_HEADER_BYTES) break;
    }
    header = readUsageHeader(head.subarray(0, newline < 0 ? head.length : newline).toString('utf8'));
  } catch (error) {
    await close();
    throw error;
  }
  async function* data() {
    try {
      if (newline >= 0 && newline + 1 < head.length) yield head.subarray(newline + 1);
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    } finally {
      // also when the COPY stops reading early (a refused or too long file)
      await close();
    }
  }
  return { header, data: data(), close };
};

/**
 * The data as COPY gets it: bytes unchanged, except that line breaks at the very end are cut to one (so a file
 * ending in blank lines still takes the fast path). Every byte also goes through the scan.
 */
async function* scanned(
  data: AsyncIterable<Uint8Array>,
  scan: ReturnType<typeof createCsvScan>,
  maxRows: number,
): AsyncGenerator<Uint8Array> {
  let held: Uint8Array = new Uint8Array(0);
  const send = (bytes: Uint8Array) => {
    scan.feed(bytes);
    // not copyable first: the scan's row count includes blank lines, which the line-by-line path skips
    if (!scan.copyable) throw new NotCopyable();
    if (scan.rows > maxRows) throw tooManyRows(maxRows);
    return bytes;
  };
  for await (const chunk of data) {
    let end = chunk.length;
    while (end > 0 && (chunk[end - 1] === 10 || chunk[end - 1] === 13)) end -= 1;
    if (end === 0) {
      held = Buffer.concat([held, chunk]);
      continue;
    }
    if (held.length > 0) yield send(held);
    yield send(chunk.subarray(0, end));
    held = chunk.subarray(end);
  }
  const lineFeed = held.indexOf(10);
  if (lineFeed >= 0) yield send(held.subarray(0, lineFeed + 1));
  else if (held.length > 0) yield send(held);
}

/** What COPY's text format must escape (and NUL, which text cannot hold). */
const SPECIAL = /[\\\t\n\r\0]/;

/** A value in COPY's text format: backslash, tab and line breaks escaped; NUL replaced. */
const copyText = (value: string | null): string =>
  value === null
    ? '\\N'
    : value.replace(/[\\\t\n\r\0]/g, (char) =>
        char === '\\'
          ? '\\\\'
          : char === '\t'
            ? '\\t'
            : char === '\n'
              ? '\\n'
              : char === '\r'
                ? '\\r'
                : '\uFFFD',
      );

/** Rows with their line numbers in COPY's text format. */
const copyTextOf = (rows: { line: number; cells: UsageCells }[]): Uint8Array => {
  let text = '';
  for (const { line, cells } of rows) {
    const { iccid, day, regionCode, regionName, usedKb } = cells;
    const plain =
      iccid !== null &&
      day !== null &&
      regionCode !== null &&
      regionName !== null &&
      usedKb !== null &&
      !SPECIAL.test(iccid + day + regionCode + regionName + usedKb);
    // one test a row: escaping each cell (five regular expressions) was most of this path's time
    text += plain
      ? `${line}\t${iccid}\t${day}\t${regionCode}\t${regionName}\t${usedKb}\n`
      : `${line}\t${copyText(iccid)}\t${copyText(day)}\t${copyText(regionCode)}\t${copyText(regionName)}\t${copyText(usedKb)}\n`;
  }
  return Buffer.from(text, 'utf8');
};

const LINE_COLUMNS = ['line', ...Object.values(STAGING_COLUMNS)];

/**
 * The slow path of a file: read line by line in JavaScript (usage-csv.ts), each row's cells sent with its line
 * number. For what COPY cannot take as it is: blank lines, line breaks in quotes, ragged rows, bad UTF-8.
 */
const stageLineByLine = async (
  session: ImportSession,
  staging: string,
  source: CarrierFileSource,
  maxRows: number,
): Promise<StagedUsage> => {
  const { header, data, close } = await readHeader(source.open());
  let total = 0;
  async function* rows() {
    for await (const lines of usageFileLines(data)) {
      const batch: { line: number; cells: UsageCells }[] = [];
      for (const { line, text } of lines) {
        if (text.trim() === '') continue;
        total += 1;
        if (total > maxRows) throw tooManyRows(maxRows);
        // usageFileLines counts from the data's first line: the header is line 1
        batch.push({ line: line + 1, cells: cellsOf(header, text) });
      }
      if (batch.length > 0) yield copyTextOf(batch);
    }
  }
  try {
    await session.copyIn(staging, LINE_COLUMNS, '', rows());
  } catch (error) {
    await close();
    // the aborted COPY may answer with the server's error rather than ours
    if (total > maxRows) throw tooManyRows(maxRows);
    throw error;
  }
  return { total, canonical: null };
};

/** The staging table: a text column for each cell, the region code compared as usage_records does (C). */
const createStaging = (session: ImportSession, staging: string, extras: string[] = []) =>
  session.db.execute(
    sql.raw(`create temp table ${staging} (line integer, iccid text, day text, region_code text collate "C",
      region_name text, used_kb text${extras.map((column) => `, ${column} text`).join('')})`),
  );

/**
 * Creates the temporary staging table `staging` (the cells as text, a line number when known) and fills it:
 *  - a file (fast path): its bytes go to COPY (format csv) unchanged, the header mapped to the table's columns;
 *    the line of a row is then its position (+1 for the header). If COPY refuses the content, or the scan finds
 *    what would shift the line numbers, the file is read again line by line (stageLineByLine).
 *  - generated rows: sent in COPY's text format with their line numbers.
 * More than the source's maxRows data rows is payload_too_large.
 */
export const stageUsage = async (
  session: ImportSession,
  staging: string,
  source: UsageSource,
  today: string,
  now: Date,
): Promise<StagedUsage> => {
  if (source.kind !== 'csv') {
    await createStaging(session, staging);
    const rows = await source.read(today, now);
    const cells = rows.map((row) => ({
      line: row.line,
      cells: {
        iccid: row.iccid,
        day: row.day,
        regionCode: row.regionCode,
        regionName: row.regionName,
        usedKb: String(row.usedKb),
      },
    }));
    await session.copyIn(
      staging,
      LINE_COLUMNS,
      '',
      (async function* () {
        for (let start = 0; start < cells.length; start += 10_000)
          yield copyTextOf(cells.slice(start, start + 10_000));
      })(),
    );
    return { total: rows.length, canonical: null };
  }

  const maxRows = source.maxRows ?? Number.POSITIVE_INFINITY;
  const { header, data, close } = await readHeader(source.open());
  // a column for every header field, in the file's order: the ones read by name, the others as x<i>
  const columns = header.names.map((_, index) => {
    const column = (Object.keys(STAGING_COLUMNS) as UsageColumn[]).find((name) => header.at[name] === index);
    return column ? STAGING_COLUMNS[column] : `x${index}`;
  });
  await createStaging(
    session,
    staging,
    columns.filter((column) => column.startsWith('x')),
  ).catch(async (error: unknown) => {
    await close();
    throw error;
  });
  const scan = createCsvScan(header);
  let result: CsvScanResult | null = null;
  let total = 0;
  try {
    total = await session.copyIn(staging, columns, 'format csv', scanned(data, scan, maxRows));
    result = scan.finish();
  } catch (error) {
    await close();
    // a COPY cut short by the scan may answer with the server's error (the CopyFail) rather than ours
    if (!scan.copyable || error instanceof NotCopyable) {
      // read again line by line, below
    } else if (scan.rows > maxRows) throw tooManyRows(maxRows);
    else if (error instanceof DomainError || !isDataError(error)) throw error;
  }
  if (result?.copyable && result.rows === total) {
    // the scan counts a line when it ends: the last one may only have been counted by finish()
    if (total > maxRows) throw tooManyRows(maxRows);
    const daysOk = [...result.days].every((day) => isIsoDate(day) && day <= today);
    return { total, canonical: result.canonical && daysOk ? { iccids: result.iccids } : null };
  }
  await session.db.execute(sql.raw(`truncate ${staging}`));
  return stageLineByLine(session, staging, source, maxRows);
};
