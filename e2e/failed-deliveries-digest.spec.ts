import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './support/server.ts';
import { apiLogin, newCustomer, openSignedIn } from './support/session.ts';
import { t } from './support/texts.ts';

// The administrators' digest of failed deliveries (issue #68, decision 0092): an API customer's webhook endpoint
// that refuses every connection makes a delivery round fail; the owner's inbox then holds one digest saying how
// many of which kinds, which opens Admin Management's Failed deliveries tab. Screens at 390 and 1280 px in both
// languages go to test-results/screens.

const SCREENS = 'test-results/screens';

test('a failed webhook delivery reaches the administrator as one inbox digest', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(request, { account: E2E_ADMIN.username, password: E2E_ADMIN.password });
  const customer = await newCustomer(request, 'digest');
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  // nothing listens on port 9 of this machine: every attempt fails to connect
  const endpoint = await request.post('/api/webhooks', {
    headers: as(customer.accessToken),
    data: { url: 'http://127.0.0.1:9/books', events: ['pay_order.credited'] },
  });
  expect(endpoint.status(), await endpoint.text()).toBe(200);
  const order = await request.post('/api/wallet/pay-orders', {
    headers: as(customer.accessToken),
    data: { amountMinor: 1_000, method: 'DOMESTIC', remark: '' },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { id } = (await order.json()).data as { id: string };
  const confirmed = await request.post(`/api/admin/pay-orders/${id}/confirm`, {
    headers: as(admin.accessToken),
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  // the delivery worker's next round (JOB_WORKER_INTERVAL_SECONDS) tries the webhook, fails, and tells
  const digest = async () =>
    (
      (await (await request.get('/api/inbox', { headers: as(admin.accessToken) })).json()).data.items as {
        kind: string;
        body: string;
        link: string;
      }[]
    ).find((item) => item.kind === 'deliveries.failed');
  await expect.poll(digest, { timeout: 60_000, intervals: [1_000] }).toBeTruthy();
  expect((await digest())!.link).toBe('/adminMode?tab=deliveries');

  for (const [locale, width] of [
    ['en', 1280],
    ['zh-CN', 390],
    ['en', 390],
    ['zh-CN', 1280],
  ] as const) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await openSignedIn(page, admin, '/inbox', locale);
    const item = page
      .getByRole('link', { name: new RegExp(t(locale, 'push.failedDeliveries.title')) })
      .first();
    await expect(item).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SCREENS}/digest-inbox-${locale}-${width}.png`, fullPage: true });
    if (locale === 'zh-CN' && width === 1280) {
      await item.click();
      await expect(page).toHaveURL(/\/adminMode\?tab=deliveries$/);
      await expect(page.getByRole('tab', { name: t(locale, 'admin.tabs.deliveries') })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      // the failed webhook event is listed there, to be sent again
      await expect(page.getByText(t(locale, 'admin.deliveries.kind.webhook')).first()).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/digest-opens-${locale}-${width}.png` });
    }
  }
});
