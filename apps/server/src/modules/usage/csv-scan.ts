import { createKeySet } from './key-set.ts';
import type { UsageHeader } from './usage-csv.ts';

/** Above this many rows the scan stops remembering keys (memory: ~9 bytes a slot) and leaves duplicates to SQL. */
const MAX_HASHED_ROWS = 4_000_000;
/** An ICCID longer than this is not vouched for (they are 19 or 20 digits). */
const MAX_ICCID_BYTES = 32;

/** What a scan of a file's data lines (the header excluded) found. */
export interface CsvScanResult {
  /** Data lines. */
  rows: number;
  /**
   * COPY … (format csv) reads this data as exactly one row a line with the header's field count: no blank line,
   * no line break or stray quote inside a field, no end-of-data marker line (`\.`), CR only before LF. When false
   * the import reads the file line by line instead (the line numbers of the report would be wrong otherwise).
   */
  copyable: boolean;
  /**
   * Every row is in the canonical form every rule accepts, so the only question left is whether the cards exist:
   * the ICCID unquoted digits, the date an unquoted YYYY-MM-DD among `days`, the region code two unquoted
   * capitals, used_kb 1–15 unquoted digits, and no two rows with the same ICCID, date and region code.
   */
  canonical: boolean;
  /** The distinct ICCIDs (when canonical). */
  iccids: Set<string>;
  /** The distinct dates (when canonical), still to be checked as real days not after today. */
  days: Set<string>;
}

const COMMA = 44;
const LF = 10;
const CR = 13;
const QUOTE = 34;
const DASH = 45;
const BACKSLASH = 0x5c;
const DOT = 0x2e;

/** What a field is to the scan. */
const OTHER = 0;
const ICCID = 1;
const DAY = 2;
const REGION = 3;
const USED = 4;

const isDigit = (byte: number) => byte >= 48 && byte <= 57;

/**
 * A byte-level pass over a carrier file's data as it streams to COPY (no strings per row), so the SQL after it
 * can skip what the scan already knows (stage-usage.ts, classify-usage.ts): that COPY's rows are the file's
 * lines, and whether every row is canonical (CsvScanResult). Duplicates are found by each canonical row's key
 * as two numbers: the ICCID's (in order of first appearance) and the date's months and days with the region
 * code (exact for real dates; two impossible ones sharing a number only make the scan not vouch). The scan
 * rejects nothing: a file that is not canonical is checked row by row in SQL and checkUsageCells.
 *
 * It runs beside COPY and must stay cheaper than it: a chunk without quotes or CRs (most of them) goes through
 * a short loop whose state lives in local variables (plain); any other through the whole state machine
 * (general). Both end fields and lines the same way (endField).
 */
export const createCsvScan = (header: UsageHeader) => {
  const fieldCount = header.names.length;
  const kinds = new Uint8Array(fieldCount + 1);
  const columns: [number, number][] = [
    [header.at.iccid, ICCID],
    [header.at.day, DAY],
    [header.at.regionCode, REGION],
    [header.at.usedKb, USED],
  ];
  for (const [at, kind] of columns) if (at >= 0) kinds[at] = kind;
  const keys = createKeySet();
  /** Every distinct ICCID, with a number for the duplicate check's keys. */
  const iccids = new Map<string, number>();
  const dayNumbers = new Set<number>();
  const iccid = new Uint8Array(MAX_ICCID_BYTES);
  const lastIccid = new Uint8Array(MAX_ICCID_BYTES);
  const s = {
    rows: 0,
    copyable: true,
    canonical: true,
    // the line
    field: 0,
    kind: kinds[0]!,
    lineLength: 0,
    first: 0,
    second: 0,
    crPending: false,
    iccidNumber: 0,
    dayNumber: 0,
    region: 0,
    // the field
    length: 0,
    quoted: false,
    inQuotes: false,
    afterQuote: false,
    formatOk: true,
    day: 0,
    iccidDiffers: false,
    // the previous line's ICCID and date, not to decode or add a repeat again
    lastIccidLength: -1,
    lastDay: -1,
  };

  const endLine = () => {
    if (s.lineLength === 0) s.copyable = false; // a blank line: COPY would read one empty field
    if (s.lineLength === 2 && s.first === BACKSLASH && s.second === DOT) s.copyable = false; // COPY's end of data
    if (s.field !== fieldCount) s.copyable = false;
    s.rows += 1;
    // the key: the ICCID's number, and the date (as months and days) with the region code in 32 bits
    if (s.canonical) {
      const date = s.dayNumber;
      const days = (Math.floor(date / 10_000) * 12 + (Math.floor(date / 100) % 100)) * 31 + (date % 100);
      if (s.rows > MAX_HASHED_ROWS || !keys.add(s.iccidNumber, (days << 10) | s.region)) s.canonical = false;
    }
    s.field = 0;
    s.kind = kinds[0]!;
    s.lineLength = 0;
    s.region = 0;
  };

  /** The end of the field whose bytes were read (at a comma, or at a line feed with `line`). */
  const endField = (line: boolean) => {
    if (s.canonical) {
      const { kind, length } = s;
      if (s.quoted || !s.formatOk) {
        if (kind !== OTHER) s.canonical = false;
      } else if (kind === ICCID) {
        if (length === 0 || length > MAX_ICCID_BYTES) s.canonical = false;
        else if (s.iccidDiffers || length !== s.lastIccidLength) {
          lastIccid.set(iccid.subarray(0, length));
          s.lastIccidLength = length;
          const text = Buffer.from(iccid.buffer, 0, length).toString('latin1');
          let number = iccids.get(text);
          if (number === undefined) {
            number = iccids.size;
            iccids.set(text, number);
          }
          s.iccidNumber = number;
        }
      } else if (kind === DAY) {
        if (length !== 10) s.canonical = false;
        else {
          s.dayNumber = s.day;
          if (s.day !== s.lastDay) {
            s.lastDay = s.day;
            dayNumbers.add(s.day);
          }
        }
      } else if (kind === REGION) {
        if (length !== 2) s.canonical = false;
      } else if (kind === USED) {
        if (length < 1 || length > 15) s.canonical = false;
      }
    }
    s.field += 1;
    s.length = 0;
    s.quoted = false;
    s.afterQuote = false;
    s.formatOk = true;
    s.day = 0;
    s.iccidDiffers = false;
    if (line) endLine();
    else s.kind = s.field < fieldCount ? kinds[s.field]! : OTHER;
  };

  /** One byte of a field's content: whether it fits the field's canonical form. */
  const content = (byte: number) => {
    const { kind, length } = s;
    if (kind === ICCID) {
      if (!isDigit(byte)) s.formatOk = false;
      else if (length < MAX_ICCID_BYTES) {
        if (lastIccid[length] !== byte) s.iccidDiffers = true;
        iccid[length] = byte;
      }
    } else if (kind === DAY) {
      if (length === 4 || length === 7) {
        if (byte !== DASH) s.formatOk = false;
      } else if (isDigit(byte)) s.day = s.day * 10 + byte - 48;
      else s.formatOk = false;
    } else if (kind === REGION) {
      if (byte < 65 || byte > 90) s.formatOk = false;
      else s.region = s.region * 26 + byte - 65;
    } else if (kind === USED && !isDigit(byte)) s.formatOk = false;
    s.length = length + 1;
  };

  /** Any bytes: quotes, CRs, a state left inside quotes by the previous chunk. */
  const general = (bytes: Uint8Array) => {
    for (let i = 0; i < bytes.length; i += 1) {
      const byte = bytes[i]!;
      if (s.crPending) {
        s.crPending = false;
        if (byte !== LF) s.copyable = false;
      }
      if (s.lineLength === 0) s.first = byte;
      else if (s.lineLength === 1) s.second = byte;
      if (s.inQuotes) {
        s.lineLength += 1;
        if (byte === QUOTE) {
          s.inQuotes = false;
          s.afterQuote = true;
        } else {
          if (byte === LF || byte === CR) s.copyable = false;
          content(byte);
        }
      } else if (byte === COMMA) {
        s.lineLength += 1;
        endField(false);
      } else if (byte === LF) endField(true);
      else if (byte === CR) s.crPending = true;
      else {
        s.lineLength += 1;
        if (byte === QUOTE) {
          if (s.afterQuote) {
            // "" inside a quoted field: one quote character, and the field goes on quoted
            s.inQuotes = true;
            s.afterQuote = false;
            content(byte);
          } else if (s.length === 0 && !s.quoted) {
            s.quoted = true;
            s.inQuotes = true;
          } else s.copyable = false;
        } else {
          if (s.afterQuote) s.copyable = false; // text after the closing quote
          content(byte);
        }
      }
    }
  };

  /** Bytes without quotes or CRs, from outside any quotes: the same as general, in local variables. */
  const plain = (bytes: Uint8Array) => {
    let kind = s.kind;
    let length = s.length;
    let formatOk = s.formatOk;
    let day = s.day;
    let lineLength = s.lineLength;
    let iccidDiffers = s.iccidDiffers;
    let region = s.region;
    let first = s.first;
    let second = s.second;
    // no closure may see these variables (it would move them out of registers): state is copied by hand
    for (let i = 0; i < bytes.length; i += 1) {
      const byte = bytes[i]!;
      if (byte === COMMA || byte === LF) {
        if (byte === COMMA) lineLength += 1;
        s.kind = kind;
        s.length = length;
        s.formatOk = formatOk;
        s.day = day;
        s.lineLength = lineLength;
        s.iccidDiffers = iccidDiffers;
        s.region = region;
        s.first = first;
        s.second = second;
        endField(byte === LF);
        kind = s.kind;
        length = 0;
        formatOk = true;
        day = 0;
        lineLength = s.lineLength;
        iccidDiffers = false;
        region = s.region;
        continue;
      }
      if (lineLength === 0) first = byte;
      else if (lineLength === 1) second = byte;
      lineLength += 1;
      if (kind === ICCID) {
        if (!isDigit(byte)) formatOk = false;
        else if (length < MAX_ICCID_BYTES) {
          if (lastIccid[length] !== byte) iccidDiffers = true;
          iccid[length] = byte;
        }
      } else if (kind === DAY) {
        if (length === 4 || length === 7) {
          if (byte !== DASH) formatOk = false;
        } else if (isDigit(byte)) day = day * 10 + byte - 48;
        else formatOk = false;
      } else if (kind === REGION) {
        if (byte < 65 || byte > 90) formatOk = false;
        else region = region * 26 + byte - 65;
      } else if (kind === USED && !isDigit(byte)) formatOk = false;
      length += 1;
    }
    s.kind = kind;
    s.length = length;
    s.formatOk = formatOk;
    s.day = day;
    s.lineLength = lineLength;
    s.iccidDiffers = iccidDiffers;
    s.region = region;
    s.first = first;
    s.second = second;
  };

  return {
    /** Reads the next bytes (any split: the state carries over). */
    feed(bytes: Uint8Array) {
      const plainBytes = !s.inQuotes && !s.afterQuote && !s.crPending;
      if (plainBytes && bytes.indexOf(QUOTE) < 0 && bytes.indexOf(CR) < 0) plain(bytes);
      else general(bytes);
    },
    /** The last line may lack its line feed. */
    finish(): CsvScanResult {
      if (s.crPending || s.inQuotes) s.copyable = false;
      if (s.lineLength > 0 || s.field > 0) endField(true);
      const whole = s.copyable && s.canonical;
      const days = new Set<string>();
      for (const day of whole ? dayNumbers : []) {
        const text = String(day).padStart(8, '0');
        days.add(`${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6)}`);
      }
      return {
        rows: s.rows,
        copyable: s.copyable,
        canonical: whole,
        iccids: new Set(whole ? iccids.keys() : []),
        days,
      };
    },
    /** Data lines so far. */
    get rows() {
      return s.rows;
    },
    get copyable() {
      return s.copyable;
    },
  };
};
