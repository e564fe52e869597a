import {
  type CARD_IMPORT_COLUMNS,
  CARD_IMPORT_REQUIRED_COLUMNS,
  type CardImportRow,
} from '@simportal/contract/api/sims';
import {
  normalizeCardNumber,
  VERIFY_CODE_MAX_LENGTH,
  validateCardNumber,
} from '@simportal/contract/card-fields';
import { CARD_TYPES, type CardType } from '@simportal/contract/enums';
import { normalizeIccid, validateIccid } from '@simportal/contract/rules/iccid';
import { readCsvTable } from '../../http/csv-table.ts';

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

/**
 * Reads a card import file (header row required, columns in any order, see CARD_IMPORT_COLUMNS) and applies
 * the field rules row by row. Lines are counted as in the file (the header is line 1); blank lines are
 * skipped. A file without the required columns is validation_failed; more than `maxRows` data rows is
 * payload_too_large. Pure: the database decides the rest (card-import.ts).
 */
export const readCardCsv = (csv: string, maxRows = Number.POSITIVE_INFINITY): ReadCardCsv => {
  const rows = readCsvTable<Column>(csv, { required: CARD_IMPORT_REQUIRED_COLUMNS, maxRows });

  const candidates: CardCandidate[] = [];
  const outcomes: CardImportRow[] = [];
  const seenNumbers = new Set<string>();
  const seenIccids = new Set<string>();
  for (const { line, cell } of rows) {
    const cardNumber = normalizeCardNumber(cell('card_number'));
    const iccid = normalizeIccid(cell('iccid'));
    const verifyCode = cell('verify_code');
    const type = cell('type').toUpperCase() || 'PHYSICAL';
    const channelName = cell('channel_name');
    const reject = (field: Column, rule: string) =>
      outcomes.push({ line, cardNumber, iccid, outcome: 'rejected', field, rule });

    const missing = CARD_IMPORT_REQUIRED_COLUMNS.find((column) => cell(column) === '');
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
