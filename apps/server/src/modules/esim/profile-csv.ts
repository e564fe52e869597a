import {
  isMatchingId,
  isObjectIdentifier,
  isSmDpAddress,
  normalizeSmDpAddress,
} from '@simportal/contract/activation-code';
import {
  type ESIM_PROFILE_IMPORT_COLUMNS,
  ESIM_PROFILE_REQUIRED_COLUMNS,
  type EsimImportRow,
} from '@simportal/contract/api/esim';
import { normalizeIccid, validateIccid } from '@simportal/contract/rules/iccid';
import { readCsvTable } from '../../http/csv-table.ts';

type Column = (typeof ESIM_PROFILE_IMPORT_COLUMNS)[number];

/** A row that passed every rule and is the first of its ICCID and of its SM-DP+ address + Matching ID. */
export interface ProfileCandidate {
  line: number;
  iccid: string;
  smDpAddress: string;
  matchingId: string;
  smDpOid: string | null;
  confirmationCodeRequired: boolean;
}

export interface ReadProfileCsv {
  candidates: ProfileCandidate[];
  /** Rows already decided: rejected by a rule, or a duplicate of an earlier row of the file. */
  outcomes: EsimImportRow[];
}

const FLAG_VALUES: Record<string, boolean> = {
  '': false,
  true: true,
  false: false,
  '1': true,
  '0': false,
  yes: true,
  no: false,
};

/** The key that makes two profiles the same activation code. */
export const activationKey = (smDpAddress: string, matchingId: string) => `${smDpAddress}$${matchingId}`;

/**
 * Reads a profile import file (header row required, columns in any order, see ESIM_PROFILE_IMPORT_COLUMNS)
 * and applies the field rules row by row: the ICCID rule of the contract, the SM-DP+ address as an FQDN (stored
 * in lower case), the Matching ID in SGP.22's alphabet (upper-case letters, digits, "-"), the optional
 * confirmation_code_required flag (true/false, 1/0, yes/no; empty = false) and SM-DP+ OID (dotted decimal).
 * Lines are counted as in the file (the header is line 1); blank lines are skipped. A file without the
 * required columns is validation_failed; more than `maxRows` data rows is payload_too_large. Pure.
 */
export const readProfileCsv = (csv: string, maxRows = Number.POSITIVE_INFINITY): ReadProfileCsv => {
  const rows = readCsvTable<Column>(csv, { required: ESIM_PROFILE_REQUIRED_COLUMNS, maxRows });

  const candidates: ProfileCandidate[] = [];
  const outcomes: EsimImportRow[] = [];
  const seenIccids = new Set<string>();
  const seenCodes = new Set<string>();
  for (const { line, cell } of rows) {
    const iccid = normalizeIccid(cell('iccid'));
    const reject = (field: Column, rule: string) =>
      outcomes.push({ line, iccid, outcome: 'rejected', field, rule });

    const missing = ESIM_PROFILE_REQUIRED_COLUMNS.find((column) => cell(column) === '');
    if (missing) {
      reject(missing, 'field_required');
      continue;
    }
    const iccidRule = validateIccid(iccid);
    if (iccidRule) {
      reject('iccid', iccidRule);
      continue;
    }
    const smDpAddress = normalizeSmDpAddress(cell('sm_dp_address'));
    if (!isSmDpAddress(smDpAddress)) {
      reject('sm_dp_address', 'sm_dp_address_format');
      continue;
    }
    const matchingId = cell('matching_id');
    if (!isMatchingId(matchingId)) {
      reject('matching_id', 'matching_id_format');
      continue;
    }
    const flag = FLAG_VALUES[cell('confirmation_code_required').toLowerCase()];
    if (flag === undefined) {
      reject('confirmation_code_required', 'invalid_value');
      continue;
    }
    const oid = cell('sm_dp_oid');
    if (oid !== '' && !isObjectIdentifier(oid)) {
      reject('sm_dp_oid', 'invalid_value');
      continue;
    }
    const code = activationKey(smDpAddress, matchingId);
    const repeated = seenIccids.has(iccid) ? 'iccid' : seenCodes.has(code) ? 'matching_id' : null;
    if (repeated) {
      outcomes.push({ line, iccid, outcome: 'duplicate', field: repeated, rule: null });
      continue;
    }
    seenIccids.add(iccid);
    seenCodes.add(code);
    candidates.push({
      line,
      iccid,
      smDpAddress,
      matchingId,
      smDpOid: oid === '' ? null : oid,
      confirmationCodeRequired: flag,
    });
  }
  return { candidates, outcomes };
};
