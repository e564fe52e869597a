import { ESIM_PROFILE_IMPORT_MAX_ROWS, esimImportReportSchema } from '@simportal/contract/api/esim';
import { luhnCheckDigit } from '@simportal/contract/rules/iccid';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esimProfiles } from '../src/schema.ts';
import { freshProfileIdentity } from './esim-fixtures.ts';
import { bearer, createUser, expectError, login, signedInUser } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { inventoryCard } from './sims-fixtures.ts';

let t: TestApp;
let adminToken: string;
let adminId: number;
beforeAll(async () => {
  t = await buildTestApp({ ESIM_LOW_STOCK_THRESHOLD: '2' });
  const admin = await createUser(t, { level: 1 });
  adminId = admin.id;
  adminToken = (await login(t, admin.username, admin.password)).accessToken;
});
afterAll(() => t.close());

const upload = (csv: string, token = adminToken) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/esim/profiles/import',
    headers: { ...bearer(token), 'content-type': 'text/csv' },
    payload: csv,
  });

const profileCount = async () => (await t.database.db.select({ n: count() }).from(esimProfiles))[0]!.n;
const badCheck = (iccid: string) => `${iccid.slice(0, -1)}${(Number(iccid.slice(-1)) + 1) % 10}`;

describe('eSIM profile import (POST /api/admin/esim/profiles/import)', () => {
  it('imports the valid rows, reports every row, and changes nothing the second time', async () => {
    const [a, b, c, d, e] = Array.from({ length: 5 }, freshProfileIdentity);
    const card = await inventoryCard(t);
    const noPrefix = `12${'3'.repeat(16)}`;
    const csv = [
      '\uFEFFICCID,sm_dp_address,matching_id,confirmation_code_required,sm_dp_oid',
      `${a!.iccid},SMDP.Example.com,${a!.matchingId},,`,
      `${b!.iccid},smdp.example.com,${b!.matchingId},true,1.3.6.1.4.1.31746`,
      '',
      `,smdp.example.com,${c!.matchingId},,`,
      `${badCheck(c!.iccid)},smdp.example.com,${c!.matchingId},,`,
      `${noPrefix}${luhnCheckDigit(noPrefix)},smdp.example.com,${c!.matchingId},,`,
      `${c!.iccid},https://smdp.example.com,${c!.matchingId},,`,
      `${c!.iccid},smdp.example.com,lower-case,,`,
      `${c!.iccid},smdp.example.com,AB$CD,,`,
      `${c!.iccid},smdp.example.com,${c!.matchingId},maybe,`,
      `${c!.iccid},smdp.example.com,${c!.matchingId},no,not-an-oid`,
      `${a!.iccid},smdp.example.com,${d!.matchingId},,`,
      `${d!.iccid},smdp.example.com,${a!.matchingId},,`,
      `${card.iccid},smdp.example.com,${e!.matchingId},,`,
      `${c!.iccid},smdp.example.com,${c!.matchingId},0,`,
    ].join('\r\n');
    const before = await profileCount();
    const res = await upload(csv);
    expect(res.statusCode, res.body).toBe(200);
    const report = esimImportReportSchema.parse(res.json().data);
    expect(report.rows.map((row) => [row.line, row.outcome, row.field, row.rule])).toEqual([
      [2, 'imported', null, null],
      [3, 'imported', null, null],
      [5, 'rejected', 'iccid', 'field_required'],
      [6, 'rejected', 'iccid', 'iccid_checksum'],
      [7, 'rejected', 'iccid', 'iccid_prefix'],
      [8, 'rejected', 'sm_dp_address', 'sm_dp_address_format'],
      [9, 'rejected', 'matching_id', 'matching_id_format'],
      [10, 'rejected', 'matching_id', 'matching_id_format'],
      [11, 'rejected', 'confirmation_code_required', 'invalid_value'],
      [12, 'rejected', 'sm_dp_oid', 'invalid_value'],
      [13, 'duplicate', 'iccid', null],
      [14, 'duplicate', 'matching_id', null],
      [15, 'duplicate', 'iccid', null],
      [16, 'imported', null, null],
    ]);
    expect(report).toMatchObject({ total: 14, imported: 3, duplicates: 3, rejected: 8 });
    expect(report.stock).toMatchObject({ available: before + 3, threshold: 2, low: false, lowSince: null });
    expect(await profileCount()).toBe(before + 3);

    const [row] = await t.database.db.select().from(esimProfiles).where(eq(esimProfiles.iccid, b!.iccid));
    expect(row).toMatchObject({
      smDpAddress: 'smdp.example.com',
      matchingId: b!.matchingId,
      confirmationCodeRequired: true,
      smDpOid: '1.3.6.1.4.1.31746',
      status: 'AVAILABLE',
      importedBy: adminId,
    });
    const [first] = await t.database.db.select().from(esimProfiles).where(eq(esimProfiles.iccid, a!.iccid));
    expect(first!.smDpAddress).toBe('smdp.example.com');

    const again = esimImportReportSchema.parse((await upload(csv)).json().data);
    expect(again).toMatchObject({ total: 14, imported: 0, duplicates: 6, rejected: 8 });
    expect(await profileCount()).toBe(before + 3);
  });

  it('refuses a file without a required column (validation_failed names it)', async () => {
    const res = await upload('iccid,matching_id\n8944000000000000001,ABC\n');
    expect(expectError(res, 'validation_failed')).toEqual({
      issues: [{ in: 'body', field: 'csv.sm_dp_address', rule: 'field_required' }],
    });
    expectError(await upload(''), 'validation_failed');
  });

  it(`takes at most ${ESIM_PROFILE_IMPORT_MAX_ROWS} rows through the API`, async () => {
    const rows = Array.from({ length: ESIM_PROFILE_IMPORT_MAX_ROWS + 1 }, () => '8944,smdp.example.com,A');
    const res = await upload(['iccid,sm_dp_address,matching_id', ...rows].join('\n'));
    expect(expectError(res, 'payload_too_large')).toEqual({ maxRows: ESIM_PROFILE_IMPORT_MAX_ROWS });
  });

  it('is for administrators only', async () => {
    const customer = await signedInUser(t);
    expectError(
      await upload('iccid,sm_dp_address,matching_id\n', customer.tokens.accessToken),
      'admin_required',
    );
    expectError(
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/esim/stock',
        headers: bearer(customer.tokens.accessToken),
      }),
      'admin_required',
    );
  });

  it('is described in the OpenAPI document with the other eSIM routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const { paths } = res.json();
    expect(Object.keys(paths['/api/admin/esim/profiles/import'].post.requestBody.content)).toContain(
      'text/csv',
    );
    for (const [path, method] of [
      ['/api/esim/offer', 'get'],
      ['/api/esim/applications', 'post'],
      ['/api/esim/cards/{id}/activation', 'get'],
      ['/api/admin/esim/stock', 'get'],
    ] as const) {
      expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
      // a customer's route may also name the API key's scope that reaches it (decision 0076)
      expect(paths[path][method].security).toContainEqual({ bearerAuth: [] });
    }
  });
});
