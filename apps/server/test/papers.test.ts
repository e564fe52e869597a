import { formatMoney } from '@simportal/contract/money-format';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueReceipt } from '../src/modules/papers/index.ts';
import { activities, auditLog, payOrders, receipts } from '../src/schema.ts';
import { call } from './admin-fixtures.ts';
import { expectError, login, signedInUser } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { mails } from './helpers/deliveries.ts';
import { amountsIn, pdfText } from './helpers/pdf-text.ts';
import { adminRecharge, expectLedgerClean } from './helpers/wallet.ts';

// Papers (issue #71, decision 0102): each PDF's text read back and every figure held against the ledger and the
// pay order it is of; receipts numbered without a gap; another customer's paper not found; the API key's scope.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signedInUser(t, { level: 1 })).tokens.accessToken;
  const settings = {
    channels: [
      { kind: 'email', value: 'pay@shop.example' },
      { kind: 'wechat', value: 'shop_pay01' },
    ],
    officeHours: { en: 'Mon–Fri 9–18', 'zh-CN': '周一至周五 9–18 点' },
    confirmWithinHours: 4,
  };
  expect((await call(t, admin, 'PUT', '/api/admin/support', settings)).statusCode).toBe(200);
  const operator = {
    legalName: '环球流量卡有限公司 Global Data Ltd',
    address: '1 Harbour Road, Hong Kong',
    taxId: 'HK-12345678',
  };
  expect((await call(t, admin, 'PUT', '/api/admin/operator', operator)).statusCode).toBe(200);
});
afterAll(async () => {
  await expectLedgerClean(t);
  await t.close();
});

const MAX_BYTES = 150 * 1024;

const customer = async (
  company = {
    companyName: '上海示例贸易有限公司',
    address: '上海市浦东新区世纪大道 100 号',
    taxId: '91310115MA1K4ABC2X',
    receiptEmail: 'Accounts@Example-Trading.cn',
  },
) => {
  const { user, tokens } = await signedInUser(t, { balance: 0 });
  const token = tokens.accessToken;
  expect((await call(t, token, 'PUT', '/api/papers/details', company)).statusCode).toBe(200);
  return { user, token };
};

const payOrder = async (token: string, amountMinor: number, method = 'INTERNATIONAL') => {
  const res = await call(t, token, 'POST', '/api/wallet/pay-orders', { amountMinor, method });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; reference: string };
};

const confirm = async (orderId: string) => {
  const res = await call(t, admin, 'POST', `/api/admin/pay-orders/${orderId}/confirm`);
  expect(res.statusCode, res.body).toBe(200);
};

const pdf = async (token: string, url: string) => {
  const res = await call(t, token, 'GET', url);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const bytes = res.rawPayload;
  expect(bytes.length).toBeLessThanOrEqual(MAX_BYTES);
  // the font is in the file (a subset of it), never left to the reader's machine
  expect(bytes.toString('latin1')).toMatch(/\/FontFile2/);
  return { bytes, text: await pdfText(bytes) };
};

describe('receipts', () => {
  it('is issued on confirmation with the next number, and prints every figure of its pay order', async () => {
    const { user, token } = await customer();
    const order = await payOrder(token, 12_345);
    await confirm(order.id);
    const [row] = await t.database.db.select().from(payOrders).where(eq(payOrders.id, order.id));
    const [receipt] = await t.database.db.select().from(receipts).where(eq(receipts.payOrderId, order.id));
    expect(receipt!.number).toMatch(/^R-\d{4}-\d{6}$/);

    // the customer is told with the credit, where their alerts go: the mail names the receipt and where it is
    const [mail] = await mails(t.database.db, { to: user.email, mailKind: 'pay_order_credited' });
    expect(mail!.text).toContain(receipt!.number);
    expect(mail!.text).toContain('/personal#papers');
    // and, as the customer chose, to their accounts department too (the address kept lower-cased)
    const [copy] = await mails(t.database.db, {
      to: 'accounts@example-trading.cn',
      mailKind: 'pay_order_credited',
    });
    expect(copy!.text).toContain(receipt!.number);

    const list = (await call(t, token, 'GET', '/api/papers')).json().data;
    expect(list.receipts.map((r: { number: string }) => r.number)).toEqual([receipt!.number]);
    expect(list.proFormas.map((p: { reference: string }) => p.reference)).toEqual([order.reference]);

    for (const lang of ['en', 'zh-CN'] as const) {
      const { text } = await pdf(token, `/api/papers/receipts/${receipt!.number}.pdf?lang=${lang}`);
      // amount, service fee, international fee, total, and the amount credited in the closing sentence
      const expected = [
        row!.amountMinor,
        row!.serviceFeeMinor,
        row!.internationalFeeMinor,
        row!.totalMinor,
        row!.amountMinor,
      ];
      expect(amountsIn(text)).toEqual(expected);
      // the credit is the ledger's: the TOP_UP of this pay order
      const [credit] = await t.database.db
        .select()
        .from(activities)
        .where(eq(activities.payOrderId, order.id));
      expect(credit!.amountMinor).toBe(row!.amountMinor);
      expect(row!.totalMinor).toBe(row!.amountMinor + row!.serviceFeeMinor + row!.internationalFeeMinor);
      for (const printed of [
        receipt!.number,
        order.reference,
        '上海示例贸易有限公司',
        '91310115MA1K4ABC2X',
        'HK-12345678',
        user.email,
      ]) {
        // a long address wraps in its column (the random username makes some long): read across the line ends
        expect(text.replaceAll('\n', '')).toContain(printed);
      }
      expect(text).toContain(lang === 'en' ? 'Receipt' : '收据');
      expect(text).toContain(formatMoney(row!.totalMinor, lang, 'USD'));
    }
  });

  it('numbers one after the other, and a confirmation that rolls back gives its number back', async () => {
    const { user, token } = await customer();
    const first = await payOrder(token, 1_000, 'DOMESTIC');
    const second = await payOrder(token, 2_000, 'DOMESTIC');
    await confirm(first.id);
    const [row] = await t.database.db.select().from(payOrders).where(eq(payOrders.id, second.id));
    // a confirmation that fails after its receipt was numbered: nothing of it stays
    await expect(
      t.database.db.transaction(async (tx) => {
        await issueReceipt(t.ctx, tx, { ...row!, userId: user.id });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await confirm(second.id);
    const rows = await t.database.db.select().from(receipts).orderBy(asc(receipts.year), asc(receipts.seq));
    expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
  });
});

describe('pro-forma invoices', () => {
  it('says what to pay, how and whom to contact, marked not a receipt', async () => {
    const { token } = await customer();
    const order = await payOrder(token, 5_000);
    const [row] = await t.database.db.select().from(payOrders).where(eq(payOrders.id, order.id));
    for (const lang of ['en', 'zh-CN'] as const) {
      const { text } = await pdf(token, `/api/papers/pay-orders/${order.id}/pro-forma.pdf?lang=${lang}`);
      expect(amountsIn(text)).toEqual([
        row!.amountMinor,
        row!.serviceFeeMinor,
        row!.internationalFeeMinor,
        row!.totalMinor,
        row!.totalMinor,
      ]);
      expect(text).toContain(lang === 'en' ? 'NOT A RECEIPT' : '本单据不是收据');
      for (const printed of [
        order.reference,
        'pay@shop.example',
        'shop_pay01',
        '环球流量卡有限公司 Global Data Ltd',
      ]) {
        // a long address wraps in its column (the random username makes some long): read across the line ends
        expect(text.replaceAll('\n', '')).toContain(printed);
      }
    }
  });
});

describe('monthly statements', () => {
  it('states the opening balance, every movement and the closing balance as the ledger has them', async () => {
    const { user, token } = await customer({ companyName: '', address: '', taxId: '', receiptEmail: '' });
    await adminRecharge(t, admin, user.username, 3_000);
    const earlier = await payOrder(token, 4_000, 'DOMESTIC');
    await confirm(earlier.id);
    const firstMonth = (
      await t.database.db.select().from(activities).where(eq(activities.userId, user.id))
    )[0]!.tradeDate.slice(0, 7);
    t.clock.advance(40 * 86_400_000);
    // the tokens ran out with the days: both sign in again
    admin = (await signedInUser(t, { level: 1 })).tokens.accessToken;
    const token2 = (await login(t, user.username)).accessToken;
    await adminRecharge(t, admin, user.username, 700);
    const order = await payOrder(token2, 2_500);
    await confirm(order.id);
    const months = (await call(t, token2, 'GET', '/api/papers')).json().data.statementMonths as string[];
    expect(months.at(-1)).toBe(firstMonth);

    for (const month of months) {
      const first = `${month}-01`;
      const mine = await t.database.db
        .select()
        .from(activities)
        .where(eq(activities.userId, user.id))
        .orderBy(asc(activities.tradeDate), asc(activities.id));
      const ledger = mine.filter((row) => row.tradeDate.startsWith(month));
      const before = mine
        .filter((row) => row.tradeDate < first)
        .reduce((sum, row) => sum + row.amountMinor, 0);
      let running = before;
      const lines = ledger.flatMap((row) => {
        running += row.amountMinor;
        return [row.amountMinor, running];
      });
      const credits = ledger
        .filter((row) => row.amountMinor > 0)
        .reduce((sum, row) => sum + row.amountMinor, 0);
      const debits = ledger
        .filter((row) => row.amountMinor < 0)
        .reduce((sum, row) => sum + row.amountMinor, 0);
      const expected = [before, credits, debits, running, before, ...lines, running];
      for (const lang of ['en', 'zh-CN'] as const) {
        const { text } = await pdf(token2, `/api/papers/statements/${month}.pdf?lang=${lang}`);
        const printed = amountsIn(text);
        const differences =
          expected.filter((figure, i) => printed[i] !== figure).length +
          Math.abs(printed.length - expected.length);
        expect(differences, `${month} ${lang}: ${printed} vs ${expected}`).toBe(0);
      }
    }
    // the latest month closes at the balance itself
    const balance = (await call(t, token2, 'GET', '/api/wallet/summary')).json().data.balance;
    const latest = amountsIn((await pdf(token2, `/api/papers/statements/${months[0]}.pdf`)).text);
    expect(latest.at(-1)).toBe(balance);
  });

  it('refuses a month that has not begun', async () => {
    const { token } = await customer();
    expectError(await call(t, token, 'GET', '/api/papers/statements/2999-01.pdf'), 'not_found');
    expectError(await call(t, token, 'GET', '/api/papers/statements/2026-13.pdf'), 'validation_failed');
  });
});

describe('who reaches a paper', () => {
  it("answers another customer's paper not found, and an API key only with the papers scope", async () => {
    const owner = await customer();
    const other = await customer();
    const order = await payOrder(owner.token, 1_500);
    await confirm(order.id);
    const [receipt] = await t.database.db.select().from(receipts).where(eq(receipts.payOrderId, order.id));
    const month = receipt!.issuedAt.toISOString().slice(0, 7);
    const urls = [
      `/api/papers/receipts/${receipt!.number}.pdf`,
      `/api/papers/pay-orders/${order.id}/pro-forma.pdf`,
    ];
    for (const url of urls) expectError(await call(t, other.token, 'GET', url), 'not_found');
    // another's month is their own statement: the owner's figures never appear in it
    const theirs = await pdf(other.token, `/api/papers/statements/${month}.pdf`);
    expect(theirs.text).not.toContain(order.reference);
    expect(theirs.text).not.toContain(owner.user.email);

    const key = async (scopes: string[]) => {
      const res = await call(t, owner.token, 'POST', '/api/api-keys', {
        name: scopes.join('+'),
        scopes,
        expiresInDays: null,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.secret as string;
    };
    const reader = await key(['read']);
    const papers = await key(['papers']);
    for (const url of [...urls, '/api/papers']) {
      expectError(await call(t, reader, 'GET', url), 'api_key_scope');
      expect((await call(t, papers, 'GET', url)).statusCode).toBe(200);
    }
    // the company details are the account's own words: a key does not change them
    expectError(
      await call(t, papers, 'PUT', '/api/papers/details', {
        companyName: 'X',
        address: '',
        taxId: '',
        receiptEmail: '',
      }),
      'api_key_not_allowed',
    );
  });

  it("keeps the operator's details to an owner, audited", async () => {
    const support = (await signedInUser(t, { level: 1, adminRole: 'support' })).tokens.accessToken;
    const body = { legalName: 'Other Ltd', address: '', taxId: '' };
    expectError(await call(t, support, 'PUT', '/api/admin/operator', body), 'admin_role_forbidden');
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'operator_details_update'));
    expect(audited.length).toBeGreaterThanOrEqual(1);
  });
});
