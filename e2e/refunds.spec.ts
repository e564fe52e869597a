import { expect, test } from '@playwright/test';
import { apiCall, populateCustomer } from './support/populated-customer.ts';
import { E2E_ADMIN, E2E_BASE_URL } from './support/server.ts';
import { apiLogin, loginInBrowser, newAccount, openSignedIn, registerAccount } from './support/session.ts';
import { t } from './support/texts.ts';

// Refunds to the balance (issue #71, decision 0101) through the real UI: a customer asks for an add-on back on
// Activities (credited at once, or waiting), and the administrator finds the waiting ones beside the pay orders.
// Screens at 390 and 1280 px in both languages go to test-results/screens.

const SCREENS = 'test-results/screens';

test('a customer asks for a refund; the administrator sees the waiting ones with their evidence', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await apiLogin(request, { account: E2E_ADMIN.username, password: E2E_ADMIN.password });
  const { account, login } = await registerAccount(request, newAccount('refund'));
  const call = apiCall(E2E_BASE_URL);
  await populateCustomer(call, {
    adminToken: admin.accessToken,
    customer: { token: login.accessToken, username: account.username },
    series: 71,
  });
  for (const [locale, width] of [
    ['en', 1280],
    ['zh-CN', 390],
    ['en', 390],
    ['zh-CN', 1280],
  ] as const) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await openSignedIn(page, login, '/consumptionRecord', locale);
    const asked = width === 1280 ? locale === 'en' : locale === 'zh-CN';
    if (!asked) {
      // both purchases were asked for already: the rows say so
      await expect(
        page.getByText(locale === 'en' ? 'Refund under review' : '退款审核中').first(),
      ).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/refunds-activities-${locale}-${width}.png`, fullPage: true });
      continue;
    }
    const ask = page.getByRole('button', { name: locale === 'en' ? 'Ask for a refund' : '申请退款' });
    await expect(ask.first()).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/refunds-activities-${locale}-${width}.png`, fullPage: true });
    await ask.first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio').nth(1).check();
    await page.screenshot({ path: `${SCREENS}/refunds-dialog-${locale}-${width}.png` });
    await dialog.getByRole('button', { name: locale === 'en' ? 'Send' : '提交' }).click();
    await expect(dialog.locator('.ant-alert')).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/refunds-outcome-${locale}-${width}.png` });
    await page.keyboard.press('Escape');
  }

  for (const [locale, width] of [
    ['en', 1280],
    ['en', 390],
    ['zh-CN', 1280],
    ['zh-CN', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await loginInBrowser(page, { account: E2E_ADMIN.username, password: E2E_ADMIN.password }, '/adminMode');
    await openSignedIn(page, null, null, locale);
    await page.goto('/adminMode');
    // "Waiting for you" counts them, and its link takes the focus to their list (amended 0101)
    const tile = page
      .locator('.overview-queue')
      .filter({ has: page.locator('dt', { hasText: t(locale, 'admin.overview.refundsWaiting') }) });
    await expect(tile.locator('dd').first()).not.toHaveText('0');
    await page.screenshot({ path: `${SCREENS}/refunds-overview-${locale}-${width}.png` });
    await tile.getByRole('link', { name: t(locale, 'admin.overview.openRefunds') }).click();
    const title = page.getByRole('heading', {
      name: locale === 'en' ? 'Refunds waiting for review' : '待审核的退款',
    });
    await expect(title).toBeFocused();
    await expect(title).toBeInViewport();
    await page.screenshot({ path: `${SCREENS}/refunds-admin-${locale}-${width}.png`, fullPage: true });
  }
});
