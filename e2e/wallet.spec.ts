import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { E2E_ADMIN } from './support/server.ts';
import { apiLogin, newCustomer, openSignedIn } from './support/session.ts';
import { escapeRegExp, type Lang, t } from './support/texts.ts';

// Intl may put a (no-break) space between the currency and the amount.
const money = (prefix: string, amount: string) =>
  new RegExp(`${escapeRegExp(prefix)}[\\s\\u00a0]?${escapeRegExp(amount)}`);

/** What the journey reads on screen, from the app's own texts (support/texts.ts). */
const textsOf = (lang: Lang) => ({
  recharge: t(lang, 'route.recharge'),
  other: t(lang, 'wallet.recharge.otherAmount'),
  customAmount: t(lang, 'wallet.recharge.customAmount'),
  amountRequired: t(lang, 'messages:amount_required'),
  amountInvalid: t(lang, 'messages:amount_invalid'),
  international: t(lang, 'wallet.method.INTERNATIONAL'),
  confirm: t(lang, 'wallet.recharge.confirm'),
  notice: t(lang, 'wallet.pay.noticeTitle'),
  unpaid: t(lang, 'wallet.status.INIT'),
  paySuccess: t(lang, 'route.paySuccess'),
  activities: t(lang, 'wallet.paySuccess.activities'),
  activitiesTitle: t(lang, 'route.my_recharge_record'),
  topUp: t(lang, 'wallet.type.TOP_UP'),
  reason: t(lang, 'wallet.reason.pay_order'),
  finished: t(lang, 'wallet.status.FINISHED'),
  export: t(lang, 'wallet.activities.export'),
});

const TEXTS = {
  en: {
    ...textsOf('en'),
    currency: '$',
  },
  'zh-CN': {
    ...textsOf('zh-CN'),
    currency: 'US$',
  },
} as const;

for (const locale of ['en', 'zh-CN'] as const) {
  const text = TEXTS[locale];

  test(`wallet journey (${locale}): recharge → pay notice → admin confirms → balance, activities, CSV`, async ({
    page,
    request,
  }) => {
    // The Account Recharge Center: the amount is required and checked before anything is sent.
    await openSignedIn(page, await newCustomer(request, 'wallet_', locale), '/recharge', locale);
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

    const admin = await apiLogin(request, { account: E2E_ADMIN.username, password: E2E_ADMIN.password });
    const confirmed = await request.post(`/api/admin/pay-orders/${orderId}/confirm`, {
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    expect((await confirmed.json()).code, await confirmed.text()).toBe(0);

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
