import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { apiCall } from './support/populated-customer.ts';
import { E2E_ADMIN, E2E_BASE_URL } from './support/server.ts';
import { apiLogin, newAccount, openSignedIn, registerAccount } from './support/session.ts';

// Papers (issue #71, decision 0102) through the real UI: /pay offers the pro-forma invoice of a waiting order, and
// Personal Center › Receipts and statements lists the receipt of a confirmed one, the pro-formas and the months.
// Each download is a PDF; the screens at 390 and 1280 px in both languages and the PDFs go to test-results/screens.

const SCREENS = 'test-results/screens';

/** Clicks `button`, and keeps what the browser downloads as `name` beside the screens; answers its bytes. */
const download = async (page: Page, button: ReturnType<Page['getByRole']>, name: string) => {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = `${SCREENS}/${name}`;
  await file.saveAs(path);
  expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return path;
};

test('a customer downloads a pro-forma on /pay and the receipt and statement in Personal Center', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await apiLogin(request, { account: E2E_ADMIN.username, password: E2E_ADMIN.password });
  const { login } = await registerAccount(request, newAccount('papers'));
  const call = apiCall(E2E_BASE_URL);
  await call('PUT', '/api/admin/operator', {
    token: admin.accessToken,
    data: {
      legalName: '环球流量卡有限公司 Global Data Ltd',
      address: '1 Harbour Road, Hong Kong',
      taxId: 'HK-12345678',
    },
  });
  await call('PUT', '/api/papers/details', {
    token: login.accessToken,
    data: {
      companyName: '上海示例贸易有限公司',
      address: '上海市浦东新区世纪大道 100 号',
      taxId: '91310115MA1K4ABC2X',
      receiptEmail: 'accounts@example-trading.cn',
    },
  });
  const paid = await call<{ id: string }>('POST', '/api/wallet/pay-orders', {
    token: login.accessToken,
    data: { amountMinor: 12_000, method: 'INTERNATIONAL' },
  });
  await call('POST', `/api/admin/pay-orders/${paid.id}/confirm`, { token: admin.accessToken });
  const waiting = await call<{ id: string; reference: string }>('POST', '/api/wallet/pay-orders', {
    token: login.accessToken,
    data: { amountMinor: 5_000, method: 'DOMESTIC' },
  });

  for (const [locale, width] of [
    ['en', 1280],
    ['zh-CN', 390],
    ['en', 390],
    ['zh-CN', 1280],
  ] as const) {
    const en = locale === 'en';
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await openSignedIn(page, login, `/pay?order=${waiting.id}`, locale);
    const proForma = page.getByRole('button', { name: en ? 'Download pro-forma invoice' : '下载形式发票' });
    await expect(proForma).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/papers-pay-${locale}-${width}.png`, fullPage: true });
    if (width === 1280) await download(page, proForma, `papers-pro-forma-${locale}.pdf`);

    await page.goto('/personal#papers');
    const section = page.locator('#papers');
    await expect(
      section.getByRole('heading', { name: en ? 'Receipts and statements' : '收据与对账单' }),
    ).toBeVisible();
    const receipt = section.locator('.papers-row').filter({ hasText: /^R-/ }).first();
    await expect(receipt).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: `${SCREENS}/papers-personal-${locale}-${width}.png` });
    if (width === 1280) {
      await download(page, receipt.getByRole('button'), `papers-receipt-${locale}.pdf`);
      await download(
        page,
        section.getByRole('button', { name: new RegExp(en ? 'statement of' : '对账单') }),
        `papers-statement-${locale}.pdf`,
      );
    }
  }

  // the operator's details the papers print, an owner's to change in Admin Management › Support
  for (const [locale, width] of [
    ['en', 1280],
    ['zh-CN', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await openSignedIn(page, admin, '/adminMode?tab=support', locale);
    const operator = page.locator('.support-settings-operator');
    await expect(operator.getByRole('textbox').first()).toHaveValue('环球流量卡有限公司 Global Data Ltd');
    await operator.scrollIntoViewIfNeeded();
    await operator.screenshot({ path: `${SCREENS}/papers-operator-${locale}-${width}.png` });
  }
});
