import { expect, test } from '@playwright/test';
import { fleetCustomer } from './support/fleet-customer.ts';
import { E2E_ADMIN } from './support/server.ts';
import { apiLogin, openSignedIn } from './support/session.ts';
import { buttonName, t } from './support/texts.ts';

// The inbox and quiet hours (issue #68) on a 390 px phone, in Chinese, in Shanghai: a traveller whose two cards
// each passed 80 % of the day's data sees the bell's count, opens the inbox, taps one alert and lands on that
// card's Traffic Detail; the count drops, on screen and on the server. Then quiet hours: the device's zone was
// saved quietly on the first load, and the traveller turns them on from 23:00 to 07:00.

test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'Asia/Shanghai' });

test('a traveller reads a data alert from the bell and sets quiet hours (zh-CN, phone)', async ({ page }) => {
  // line 9 of the attempt's series: no other journey takes it (support/populated-customer.ts)
  const { session, server, cards, cardIds, plan } = await fleetCustomer(page, 'zh-CN', 9, 'inbox');
  const admin = await apiLogin(page.request, { account: E2E_ADMIN.username, password: E2E_ADMIN.password });
  const billing = await server('/api/billing/cards?page=1&pageSize=1');
  const today = billing.items[0].businessDay as string;
  // the carrier reports 85 % of each card's day: one data alert each (usage.threshold_reached)
  const planMb = (await server('/api/catalog')).plans.find((p: { id: number }) => p.id === plan.id)
    .totalTrafficMb as number;
  const csv = cards.map((card) => `${card.iccid},${today},JP,Japan,${Math.round(planMb * 0.85 * 1024)}`);
  const imported = await page.request.post('/api/admin/usage/import', {
    headers: { authorization: `Bearer ${admin.accessToken}`, 'content-type': 'text/csv' },
    data: `iccid,date,region_code,region_name,used_kb\n${csv.join('\n')}\n`,
  });
  expect(imported.status(), await imported.text()).toBe(200);
  await expect.poll(async () => (await server('/api/inbox/unread')).unread).toBe(2);
  const inbox = (await server('/api/inbox')).items as { id: number; title: string; link: string }[];
  const alert = inbox.find((item) => item.link === `/mySims/${cardIds[0]}/traffic`);
  expect(alert, JSON.stringify(inbox)).toBeTruthy();

  // the bell says two are unread, in the header of a 390 px phone
  await openSignedIn(page, session, '/mySims', 'zh-CN');
  const bell = (count: number) =>
    page.getByRole('link', {
      name: count > 0 ? t('zh-CN', 'layout.inboxUnread', { count }) : t('zh-CN', 'layout.inbox'),
      exact: true,
    });
  await expect(bell(2)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // the inbox: both alerts, newest first, unread; one tap opens the card's Traffic Detail
  await bell(2).click();
  await expect(page).toHaveURL(/\/inbox$/);
  await expect(page.getByRole('heading', { level: 1, name: t('zh-CN', 'route.inbox') })).toBeVisible();
  const item = page.getByRole('link', {
    name: new RegExp(alert!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  });
  await expect(item).toContainText(t('zh-CN', 'inbox.unreadMark'));
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/mySims/${cardIds[0]}/traffic$`));
  await expect(page.getByRole('heading', { level: 1, name: t('zh-CN', 'usage.title') })).toBeVisible();
  // the count drops without a reload, and the server says the same
  await expect(bell(1)).toBeVisible();
  expect((await server('/api/inbox/unread')).unread).toBe(1);
  const read = ((await server('/api/inbox')).items as { id: number; read: boolean }[]).find(
    (entry) => entry.id === alert!.id,
  );
  expect(read?.read).toBe(true);

  // quiet hours: the first load saved this phone's zone (Shanghai) while they follow the device
  expect((await server('/api/quiet-hours')).timeZone).toBe('Asia/Shanghai');
  await page.goto('/personal');
  const quiet = page.getByRole('region', { name: t('zh-CN', 'account.quiet.title') });
  const enabled = quiet.getByRole('switch', { name: t('zh-CN', 'account.quiet.enabled') });
  await expect(enabled).not.toBeChecked();
  await expect(quiet.getByText(/Asia\/Shanghai/)).toBeVisible();
  await enabled.click();
  const from = quiet.getByLabel(t('zh-CN', 'account.quiet.from'));
  await from.click();
  await from.fill('23:00');
  await from.press('Tab');
  await quiet.getByRole('button', { name: buttonName(t('zh-CN', 'account.quiet.save')) }).click();
  await expect(page.getByText(t('zh-CN', 'account.quiet.saved'))).toBeVisible();
  expect(await server('/api/quiet-hours')).toEqual({
    enabled: true,
    from: '23:00',
    to: '07:00',
    timeZone: 'Asia/Shanghai',
    followDevice: true,
  });
  await page.reload();
  await expect(quiet.getByRole('switch', { name: t('zh-CN', 'account.quiet.enabled') })).toBeChecked();
  await expect(quiet.getByLabel(t('zh-CN', 'account.quiet.from'))).toHaveValue('23:00');
});
