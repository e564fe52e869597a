import type { TestApp } from './helpers/build-test-app.ts';
import { mails } from './helpers/deliveries.ts';

// Fixtures of the usage tests (usage*.test.ts): carrier files and the admin import call.

export const usageCsv = (
  rows: (string | number)[][],
  header = 'iccid,date,region_code,region_name,used_kb',
) => [header, ...rows.map((row) => row.join(','))].join('\n');

export const importCsv = (t: TestApp, headers: Record<string, string>, csv: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/usage/import',
    headers: { ...headers, 'content-type': 'text/csv' },
    payload: csv,
  });

export const usageMailsTo = (t: TestApp, email: string) => mails(t.database.db, { to: email });
