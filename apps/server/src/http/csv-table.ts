import Papa from 'papaparse';
import { DomainError, invalidBodyField } from './domain-error.ts';

/** A data line of an import file: its line number in the file (the header is line 1) and its cells by column. */
export interface CsvTableRow<Column extends string> {
  line: number;
  /** The trimmed cell of `column`, or '' when the file has no such column or the line is short. */
  cell: (column: Column) => string;
}

const headerProblem = (field: string) => invalidBodyField(field, 'field_required');

/**
 * An import file as a table (RFC 4180 by papaparse; a byte order mark dropped): a header row naming the columns
 * in any order and any case, then data lines; blank lines are skipped but keep counting. A file without a
 * header or without one of the `required` columns is validation_failed (field `csv` or `csv.<column>`); more
 * than `maxRows` data lines is payload_too_large. The rules of each field are the importer's.
 */
export const readCsvTable = <Column extends string>(
  csv: string,
  { required, maxRows = Number.POSITIVE_INFINITY }: { required: readonly Column[]; maxRows?: number },
): CsvTableRow<Column>[] => {
  const lines = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), {
    header: false,
    skipEmptyLines: false,
  }).data;
  const header = (lines[0] ?? []).map((name) => name.trim().toLowerCase());
  if (header.every((name) => name === '')) throw headerProblem('csv');
  for (const column of required) {
    if (!header.includes(column)) throw headerProblem(`csv.${column}`);
  }
  const rows = lines
    .map((values, i) => ({ values, line: i + 1 }))
    .slice(1)
    .filter(({ values }) => values.some((value) => value.trim() !== ''));
  if (rows.length > maxRows) throw new DomainError('payload_too_large', { maxRows });
  const index = new Map<string, number>();
  header.forEach((name, at) => {
    if (!index.has(name)) index.set(name, at);
  });
  return rows.map(({ values, line }) => ({
    line,
    cell: (column) => {
      const at = index.get(column);
      return at === undefined ? '' : (values[at] ?? '').trim();
    },
  }));
};
