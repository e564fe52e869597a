import { CARD_IMPORT_MAX_ROWS, cardImportReportSchema } from '@simportal/contract/api/sims';
import { luhnCheckDigit } from '@simportal/contract/rules/iccid';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simCards } from '../src/schema.ts';
import { bearer, createUser, expectError, login, signedInUser } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { bind, freshCardIdentity, inventoryCard } from './sims-fixtures.ts';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createUser(t, { level: 1 });
  adminToken = (await login(t, admin.username, admin.password)).accessToken;
});
afterAll(() => t.close());

const upload = (csv: string, token = adminToken, contentType = 'text/csv') =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/cards/import',
    headers: { ...bearer(token), 'content-type': contentType },
    payload: csv,
  });

const cardCount = async () => (await t.database.db.select({ n: count() }).from(simCards))[0]!.n;

const badCheck = (iccid: string) => `${iccid.slice(0, -1)}${(Number(iccid.slice(-1)) + 1) % 10}`;

describe('card import (POST /api/admin/cards/import)', () => {
  it('imports the valid rows and reports every row; importing the file again changes nothing', async () => {
    const [a, b, c, d] = [freshCardIdentity(), freshCardIdentity(), freshCardIdentity(), freshCardIdentity()];
    const existing = await inventoryCard(t);
    const noPrefix = `12${'3'.repeat(16)}`;
    const csv = [
      'card_number,iccid,verify_code,type,channel_name',
      `${a.cardNumber},${a.iccid},111111,PHYSICAL,Shop A`,
      `${b.cardNumber},${b.iccid},222222,esim,`,
      '',
      `${c.cardNumber},,333333,,Shop A`,
      `${c.cardNumber},${badCheck(c.iccid)},333333,,`,
      `${c.cardNumber},${noPrefix}${luhnCheckDigit(noPrefix)},333333,,`,
      `${c.cardNumber},8986,333333,,`,
      `12AB,${c.iccid},333333,,`,
      `${c.cardNumber},${c.iccid},333333,NANO,`,
      `${a.cardNumber},${d.iccid},444444,,`,
      `${d.cardNumber},${a.iccid},444444,,`,
      `${existing.cardNumber},${existing.iccid},999999,,`,
      `${d.cardNumber},${d.iccid},,,`,
      `${c.cardNumber},${c.iccid},333333,,`,
    ].join('\n');
    const before = await cardCount();
    const res = await upload(csv);
    expect(res.statusCode, res.body).toBe(200);
    const report = cardImportReportSchema.parse(res.json().data);
    const brief = report.rows.map((row) => [row.line, row.outcome, row.field, row.rule]);
    expect(brief).toEqual([
      [2, 'imported', null, null],
      [3, 'imported', null, null],
      [5, 'rejected', 'iccid', 'field_required'],
      [6, 'rejected', 'iccid', 'iccid_checksum'],
      [7, 'rejected', 'iccid', 'iccid_prefix'],
      [8, 'rejected', 'iccid', 'iccid_format'],
      [9, 'rejected', 'card_number', 'card_number_format'],
      [10, 'rejected', 'type', 'invalid_value'],
      [11, 'duplicate', 'card_number', null],
      [12, 'duplicate', 'iccid', null],
      [13, 'duplicate', 'card_number', null],
      [14, 'rejected', 'verify_code', 'field_required'],
      [15, 'imported', null, null],
    ]);
    expect(report).toMatchObject({ total: 13, imported: 3, duplicates: 3, rejected: 7 });
    expect(await cardCount()).toBe(before + 3);

    const [row] = await t.database.db.select().from(simCards).where(eq(simCards.cardNumber, b.cardNumber));
    expect(row).toMatchObject({ type: 'ESIM', channelName: '', status: 'NOT_ACTIVE', userId: null });
    expect(row!.verifyCodeHash).toMatch(/^\$argon2id\$/);
    expect(row!.verifyCodeHash).not.toContain('222222');

    const again = cardImportReportSchema.parse((await upload(csv)).json().data);
    expect(again).toMatchObject({ total: 13, imported: 0, duplicates: 6, rejected: 7 });
    expect(await cardCount()).toBe(before + 3);

    // an imported card binds with the verify code of its row
    const { tokens } = await signedInUser(t);
    const bound = await bind(t, tokens.accessToken, { id: 0, ...a, verifyCode: '111111' });
    expect(bound.statusCode, bound.body).toBe(201);
  });

  it('takes the columns in any order, a BOM, CRLF line ends, spaces and a missing optional column', async () => {
    const card = freshCardIdentity();
    const csv = `\uFEFFICCID , Verify_Code,Card_Number\r\n ${card.iccid} , 0042 ,${card.cardNumber}\r\n`;
    const report = (await upload(csv)).json().data;
    expect(report).toMatchObject({ total: 1, imported: 1 });
    const [row] = await t.database.db.select().from(simCards).where(eq(simCards.iccid, card.iccid));
    expect(row).toMatchObject({ cardNumber: card.cardNumber, type: 'PHYSICAL', channelName: '' });
  });

  it('reports an empty file as no rows, and a missing required column as validation_failed', async () => {
    expect((await upload('card_number,iccid,verify_code\n')).json().data).toMatchObject({ total: 0 });
    const data = expectError(await upload('card_number,iccid\n1,2\n'), 'validation_failed');
    expect(data).toEqual({ issues: [{ in: 'body', field: 'csv.verify_code', rule: 'field_required' }] });
    expectError(await upload(''), 'validation_failed');
  });

  it(`accepts at most ${CARD_IMPORT_MAX_ROWS} rows per request (payload_too_large)`, async () => {
    const rows = Array.from({ length: CARD_IMPORT_MAX_ROWS + 1 }, (_, i) => `${i + 1},89,1`);
    const res = await upload(['card_number,iccid,verify_code', ...rows].join('\n'));
    expect(expectError(res, 'payload_too_large')).toEqual({ maxRows: CARD_IMPORT_MAX_ROWS });
  });

  it('is described in the OpenAPI document as a text/csv upload', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = doc.paths['/api/admin/cards/import'].post;
    expect(Object.keys(operation.requestBody.content)).toEqual(['text/csv']);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/sims',
        '/api/sims/{id}',
        '/api/sims/{id}/label',
        '/api/sims/{id}/stop-billing',
      ]),
    );
  });

  it('is for administrators only', async () => {
    const { tokens } = await signedInUser(t);
    expectError(await upload('card_number,iccid,verify_code\n', tokens.accessToken), 'admin_required');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/cards/import',
      headers: { 'content-type': 'text/csv' },
      payload: 'card_number,iccid,verify_code\n',
    });
    expectError(anonymous, 'login_expired');
  });
});
