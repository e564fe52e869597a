import {
  CARD_IMPORT_COLUMNS,
  CARD_IMPORT_REQUIRED_COLUMNS,
  type CardImportRow,
  normalizeCardNumber,
  VERIFY_CODE_MAX_LENGTH,
  validateCardNumber,
} from '@simportal/contract/api/sims';
import { CARD_TYPES, type CardType } from '@simportal/contract/enums';
import { normalizeIccid, validateIccid } from '@simportal/contract/rules/iccid';
import Papa from 'papaparse';
import { DomainError } from '../../http/domain-error.ts';

const CHANNEL_NAME_MAX_LENGTH = 100;

type Column = (typeof CARD_IMPORT_COLUMNS)[number];

/** A row that passed every rule and is the first of its card number and ICCID in the file. */
export interface CardCandidate {
  line: number;
  cardNumber: string;
  iccid: string;
  verifyCode: string;
  type: CardType;
  channelName: string;
}

export interface ReadCardCsv {
  candidates: CardCandidate[];
  /** Rows already decided: rejected by a rule, or a duplicate of an earlier row of the file. */
  outcomes: CardImportRow[];
}

const headerProblem = (field: string, rule: string) =>
  new DomainError('validation_failed', { issues: [{ in: 'body', field, rule }] });

/**
 * Reads a card import file (header row required, columns in any order, see CARD_IMPORT_COLUMNS) and applies
 * the field rules row by row. Lines are counted as in the file (the header is line 1); blank lines are
 * skipped. A file without the required columns is validation_failed; more than `maxRows` data rows is
 * payload_too_large. Pure: the database decides the rest (card-import.ts).
 */
export const readCardCsv = (csv: string, maxRows = Number.POSITIVE_INFINITY): ReadCardCsv => {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { header: false, skipEmptyLines: false });
  const lines = parsed.data;
  const header = (lines[0] ?? []).map((name) => name.trim().toLowerCase());
  if (header.every((name) => name === '')) throw headerProblem('csv', 'field_required');
  for (const column of CARD_IMPORT_REQUIRED_COLUMNS) {
    if (!header.includes(column)) throw headerProblem(`csv.${column}`, 'field_required');
  }
  const index = new Map<Column, number>(
    CARD_IMPORT_COLUMNS.map((column) => [column, header.indexOf(column)] as const),
  );
  const cell = (values: string[], column: Column) => {
    const at = index.get(column) ?? -1;
    return at < 0 ? '' : (values[at] ?? '').trim();
  };

  const dataLines = lines
    .map((values, i) => ({ values, line: i + 1 }))
    .slice(1)
    .filter(({ values }) => values.some((value) => value.trim() !== ''));
  if (dataLines.length > maxRows) throw new DomainError('payload_too_large', { maxRows });

  const candidates: CardCandidate[] = [];
  const outcomes: CardImportRow[] = [];
  const seenNumbers = new Set<string>();
  const seenIccids = new Set<string>();
  for (const { values, line } of dataLines) {
    const cardNumber = normalizeCardNumber(cell(values, 'card_number'));
    const iccid = normalizeIccid(cell(values, 'iccid'));
    const verifyCode = cell(values, 'verify_code');
    const type = cell(values, 'type').toUpperCase() || 'PHYSICAL';
    const channelName = cell(values, 'channel_name');
    const reject = (field: Column, rule: string) =>
      outcomes.push({ line, cardNumber, iccid, outcome: 'rejected', field, rule });

    const missing = CARD_IMPORT_REQUIRED_COLUMNS.find((column) => cell(values, column) === '');
    if (missing) {
      reject(missing, 'field_required');
      continue;
    }
    const numberRule = validateCardNumber(cardNumber);
    if (numberRule) {
      reject('card_number', numberRule);
      continue;
    }
    const iccidRule = validateIccid(iccid);
    if (iccidRule) {
      reject('iccid', iccidRule);
      continue;
    }
    if (verifyCode.length > VERIFY_CODE_MAX_LENGTH) {
      reject('verify_code', 'invalid_value');
      continue;
    }
    if (!(CARD_TYPES as readonly string[]).includes(type)) {
      reject('type', 'invalid_value');
      continue;
    }
    if (channelName.length > CHANNEL_NAME_MAX_LENGTH) {
      reject('channel_name', 'invalid_value');
      continue;
    }
    const repeated = seenNumbers.has(cardNumber) ? 'card_number' : seenIccids.has(iccid) ? 'iccid' : null;
    if (repeated) {
      outcomes.push({ line, cardNumber, iccid, outcome: 'duplicate', field: repeated, rule: null });
      continue;
    }
    seenNumbers.add(cardNumber);
    seenIccids.add(iccid);
    candidates.push({ line, cardNumber, iccid, verifyCode, type: type as CardType, channelName });
  }
  return { candidates, outcomes };
};
