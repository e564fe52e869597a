import { USAGE_IMPORT_REQUIRED_COLUMNS, type UsageRejectedRow } from '@simportal/contract/api/usage';
import { isIsoDate } from '@simportal/contract/calendar-date';
import { normalizeIccid } from '@simportal/contract/rules/iccid';
import { DomainError } from '../../http/domain-error.ts';
import type { CarrierUsageRow, UsageBatch, UsageSource } from './usage-source.ts';

/** One line's fields: comma-separated, a field may be double-quoted ("" inside for a quote). */
const splitLine = (line: string): string[] => {
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

const REGION_CODE = /^[A-Z]{2}$/;
const WHOLE_NUMBER = /^-?\d+$/;

const headerProblem = (field: string) =>
  new DomainError('validation_failed', { issues: [{ in: 'body', field, rule: 'field_required' }] });

/**
 * Reads a carrier usage file (columns: USAGE_IMPORT_COLUMNS, header row required, any order; a BOM, CRLF and
 * blank lines are accepted; a quoted field may hold commas but not line breaks) and applies the field rules
 * row by row. A file without a required column is validation_failed; more than `maxRows` data rows
 * payload_too_large. Pure, and one pass: about a million rows a second.
 */
export const readUsageCsv = (csv: string, today: string, maxRows = Number.POSITIVE_INFINITY): UsageBatch => {
  const lines = csv.replace(/^\uFEFF/, '').split('\n');
  const header = splitLine((lines[0] ?? '').replace(/\r$/, '')).map((name) => name.trim().toLowerCase());
  if (header.every((name) => name === '')) throw headerProblem('csv');
  for (const column of USAGE_IMPORT_REQUIRED_COLUMNS) {
    if (!header.includes(column)) throw headerProblem(`csv.${column}`);
  }
  const at = {
    iccid: header.indexOf('iccid'),
    date: header.indexOf('date'),
    regionCode: header.indexOf('region_code'),
    regionName: header.indexOf('region_name'),
    usedKb: header.indexOf('used_kb'),
  };
  const rows: CarrierUsageRow[] = [];
  const rejected: UsageRejectedRow[] = [];
  // the days of a file are few: each is checked once
  const dayRule = new Map<string, UsageRejectedRow['rule'] | null>();
  let total = 0;
  for (let i = 1; i < lines.length; i += 1) {
    let text = lines[i]!;
    if (text.endsWith('\r')) text = text.slice(0, -1);
    if (text.trim() === '') continue;
    total += 1;
    if (total > maxRows) throw new DomainError('payload_too_large', { maxRows });
    const values = splitLine(text);
    const cell = (index: number) => (index < 0 ? '' : (values[index] ?? '').trim());
    const line = i + 1;
    const iccid = normalizeIccid(cell(at.iccid));
    const reject = (field: string, rule: UsageRejectedRow['rule']) =>
      rejected.push({ line, iccid, field, rule });
    const day = cell(at.date);
    const regionCode = cell(at.regionCode).toUpperCase();
    const used = cell(at.usedKb);
    if (iccid === '') reject('iccid', 'field_required');
    else if (day === '') reject('date', 'field_required');
    else if (regionCode === '') reject('region_code', 'field_required');
    else if (used === '') reject('used_kb', 'field_required');
    else {
      let rule = dayRule.get(day);
      if (rule === undefined) {
        rule = !isIsoDate(day) ? 'date_invalid' : day > today ? 'date_after_today' : null;
        dayRule.set(day, rule);
      }
      const usedKb = Number(used);
      if (rule) reject('date', rule);
      else if (!REGION_CODE.test(regionCode)) reject('region_code', 'region_code_format');
      else if (!WHOLE_NUMBER.test(used) || !Number.isSafeInteger(usedKb))
        reject('used_kb', 'traffic_invalid');
      else if (usedKb < 0) reject('used_kb', 'negative_traffic');
      else rows.push({ line, iccid, day, regionCode, regionName: cell(at.regionName) || regionCode, usedKb });
    }
  }
  return { total, rows, rejected };
};

/** A carrier usage file as a UsageSource. */
export const csvUsageSource = (csv: string, label = '', maxRows?: number): UsageSource => ({
  kind: 'csv',
  label,
  read: async (today) => readUsageCsv(csv, today, maxRows),
});
