import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { E2E_ADMIN } from './support/server.ts';

interface Session {
  accessToken: string;
  refreshToken: string;
  userInfo: { username: string; email: string; balance: number };
}

/** Calls the API and returns the envelope's data, failing the test on any other code. */
const call = async <T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; data?: unknown } = {},
): Promise<T> => {
  const res = await request.fetch(url, {
    method,
    data: options.data,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
  const body = await res.json();
  expect(body.code, `${method} ${url}: ${JSON.stringify(body)}`).toBe(0);
  return body.data as T;
};

/** The verification code in the newest mail to `email` on the dev mailbox (embedded mail mode). */
const mailedCode = async (request: APIRequestContext, email: string): Promise<string> => {
  const page = await (await request.get('/dev/mailbox')).text();
  const mail = page.split('<article>').find((article) => article.includes(`<b>${email}</b>`));
  const code = mail?.match(/<pre>[\s\S]*?\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
};

/** A fresh customer of the journey's own, registered through the API with a mailed code. */
const registerCustomer = async (request: APIRequestContext, locale: 'en' | 'zh-CN'): Promise<Session> => {
  const username = `wallet_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `${username}@e2e.test`;
  const password = 'Wallet-2026';
  await call(request, 'POST', '/api/auth/codes', { data: { email, purpose: 'register', locale } });
  const code = await mailedCode(request, email);
  return call<Session>(request, 'POST', '/api/auth/register', {
    data: { username, email, password, confirmPassword: password, code, locale },
  });
};

/** Puts the session where the app keeps it (spec §3 auth state, remember-me → local storage), and the language. */
const signIn = async (page: Page, session: Session, locale: 'en' | 'zh-CN') => {
  await page.goto('/home');
  await page.evaluate(
    ({ session, locale }) => {
      localStorage.setItem('locale', JSON.stringify(locale));
      localStorage.setItem(
        'auth',
        JSON.stringify({
          accessToken: session.accessToken,
          refreshToken: session.refreshToken,
          username: session.userInfo.username,
          email: session.userInfo.email,
          isRememberMe: true,
          userInfo: session.userInfo,
        }),
      );
    },
    { session, locale },
  );
};

// Intl may put a (no-break) space between the currency and the amount.
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const money = (prefix: string, amount: string) =>
  new RegExp(`${escapeRegExp(prefix)}[\\s\\u00a0]?${escapeRegExp(amount)}`);

const TEXTS = {
  en: {
    recharge: 'Account Recharge Center',
    other: 'Other amount',
    customAmount: 'Amount to recharge',
    amountRequired: 'Please choose or enter an amount',
    amountInvalid: 'Please enter a valid amount with at most 2 decimal places',
    international: 'International payment',
    confirm: 'Confirm',
    notice: 'Please do not pay here',
    unpaid: 'Un-paid',
    paySuccess: 'Pay Success',
    activities: 'View activities',
    activitiesTitle: 'Activities',
    topUp: 'Top-up',
    reason: 'Recharge (pay order)',
    finished: 'Finished pay',
    export: 'Export CSV',
    currency: '$',
  },
  'zh-CN': {
    recharge: '账户充值中心',
    other: '其他金额',
    customAmount: '充值金额',
    amountRequired: '请选择或输入金额',
    amountInvalid: '请输入有效金额，最多保留两位小数',
    international: '国际支付',
    confirm: '确认充值',
    notice: '请勿在此付款',
    unpaid: '未支付',
    paySuccess: '支付成功',
    activities: '查看账户记录',
    activitiesTitle: '收支记录',
    topUp: '充值',
    reason: '充值（支付订单）',
    finished: '已完成支付',
    export: '导出 CSV',
    currency: 'US$',
  },
} as const;

for (const locale of ['en', 'zh-CN'] as const) {
  const text = TEXTS[locale];

  test(`wallet journey (${locale}): recharge → pay notice → admin confirms → balance, activities, CSV`, async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer(request, locale);
    await signIn(page, customer, locale);

    // The Account Recharge Center: the amount is required and checked before anything is sent.
    await page.goto('/recharge');
    await expect(page.getByRole('heading', { level: 1, name: text.recharge })).toBeVisible();
    await page.getByRole('button', { name: text.confirm, exact: true }).click();
    await expect(page.getByText(text.amountRequired, { exact: true })).toBeVisible();
    await page.getByText(text.other, { exact: true }).click();
    const amountInput = page.getByLabel(text.customAmount);
    await amountInput.fill('12.345');
    await expect(page.getByText(text.amountInvalid, { exact: true })).toBeVisible();

    // 25.50 paid internationally: 1% service fee 0.26 (0.255 rounded half up), 4% fee 1.02, total 26.78.
    await amountInput.fill('25.50');
    await page.getByRole('radio', { name: text.international }).check();
    await expect(page.getByTestId('fee-total')).toHaveText(money(text.currency, '26.78'));
    await expectAccessible(page, `/recharge (${locale})`);
    await page.getByRole('button', { name: text.confirm, exact: true }).click();

    // The payment page: the order, the notice of spec §1, un-paid until the administrator confirms.
    await expect(page).toHaveURL(/\/pay\?order=[0-9a-f-]{36}$/);
    const orderId = new URL(page.url()).searchParams.get('order')!;
    await expect(page.getByText(text.notice)).toBeVisible();
    await expect(page.getByText(text.unpaid)).toBeVisible();
    await expect(page.getByText(/PO-[0-9A-Z]{8}/).first()).toBeVisible();

    const admin = await call<Session>(request, 'POST', '/api/auth/login', {
      data: { account: E2E_ADMIN.username, password: E2E_ADMIN.password },
    });
    await call(request, 'POST', `/api/admin/pay-orders/${orderId}/confirm`, { token: admin.accessToken });

    // The page notices the confirmation by itself and shows the success page.
    await expect(page).toHaveURL(new RegExp(`/pay/paySuccess\\?order=${orderId}$`), { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: text.paySuccess })).toBeVisible();
    await expect(page.getByText(money(text.currency, '25.50')).first()).toBeVisible();
    await page.getByRole('button', { name: text.activities }).click();

    // Activities: the top-up, and the balance in the header.
    await expect(page).toHaveURL(/\/consumptionRecord$/);
    await expect(page.getByRole('heading', { level: 1, name: text.activitiesTitle })).toBeVisible();
    await expect(page.getByTestId('balance-text')).toHaveText(money(text.currency, '25.50'));
    const row = page.getByRole('row').filter({ hasText: text.reason });
    await expect(row).toContainText(text.topUp);
    await expect(row).toContainText(money(`+${text.currency}`, '25.50'));
    await expect(row).toContainText(text.finished);
    await expectAccessible(page, `/consumptionRecord (${locale})`);

    // The CSV export downloads the filtered records.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: text.export }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^activities-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'id,trade_date,change_time,activity_type,change_amount,balance_after,currency,recharge_status,reason,note,card_number,pay_order_id,refunds_activity_id',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,TOP_UP,25.50,25.50,USD,FINISHED,pay_order,,,${orderId},`);
  });
}
