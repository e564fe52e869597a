import { expect, test } from '@playwright/test';
import { addDaysToIsoDate } from '@simportal/contract/calendar-date';
import { chooseMenuItem } from './support/menu.ts';
import { apiCall, fixtureCards, importFixtureCards } from './support/populated-customer.ts';
import { E2E_ADMIN, E2E_BASE_URL } from './support/server.ts';
import { apiLogin, newCustomer, openSignedIn } from './support/session.ts';
import { buttonName, t } from './support/texts.ts';

// Life on the road (issue #58) on a phone, in Chinese: a card's data alerts on its Alerts and limits (issue #67),
// one tap a share, worded by the channel they go by; its auto add-on there, turned on and saved; how early the low-balance reminder comes in the Personal Center,
// one choice; and the card's trip dates on My SIMs (the last day of billing and the idle pause). After each, the
// screen says it is saved, the server answers the same, and a reload shows it again.

test.use({ viewport: { width: 390, height: 844 } });

test('a traveller sets a card’s alerts, auto add-on, reminder and trip dates (zh-CN, phone)', async ({
  page,
}) => {
  const admin = await apiLogin(page.request, { account: E2E_ADMIN.username, password: E2E_ADMIN.password });
  // a card of this attempt's own (line 2 of its series: the billing journey takes line 1)
  const [card] = fixtureCards((Date.now() + process.pid) % 99_999, 1, 2);
  await importFixtureCards(apiCall(E2E_BASE_URL), admin.accessToken, [card!]);
  const session = await newCustomer(page.request, 'alerts', 'zh-CN');
  const headers = { authorization: `Bearer ${session.accessToken}` };
  const bound = await page.request.post('/api/sims', {
    headers,
    data: { cardNumber: card!.cardNumber, iccid: card!.iccid, verifyCode: card!.verifyCode },
  });
  expect(bound.status(), await bound.text()).toBe(201);
  const cardId = (await bound.json()).data.id as number;
  const server = async (path: string) => (await (await page.request.get(path, { headers })).json()).data;
  // in use on the first plan, paid by the administrator's recharge
  const recharged = await page.request.post('/api/admin/recharges', {
    headers: { authorization: `Bearer ${admin.accessToken}` },
    data: { account: session.userInfo.username, amountMinor: 5_000, reason: 'e2e alerts journey' },
  });
  expect(recharged.status(), await recharged.text()).toBe(201);
  const [plan] = (await server('/api/catalog')).plans as { id: number }[];
  const ordered = await page.request.post(`/api/sims/${cardId}/plan-orders`, {
    headers,
    data: { planId: plan!.id },
  });
  expect(ordered.status(), await ordered.text()).toBe(200);

  // the card's Alerts and limits, from its tile on My SIMs (issue #67): 80 % and the whole allowance until the
  // traveller chooses, said to come by mail (no device receives notifications yet)
  await openSignedIn(page, session, '/mySims', 'zh-CN');
  await page
    .getByRole('link', { name: new RegExp(`^${t('zh-CN', 'sims.usage.settings')}`) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/mySims/${cardId}/alerts$`));
  await expect(
    page.getByRole('heading', { level: 1, name: t('zh-CN', 'usage.settings.title') }),
  ).toBeVisible();
  const alerts = page.getByRole('region', { name: t('zh-CN', 'usage.alerts.title') });
  await expect(alerts.getByText(t('zh-CN', 'usage.channels.mail'))).toBeVisible();
  const share = (name: string) => alerts.getByRole('checkbox', { name });
  await expect(share('80%')).toBeChecked();
  await expect(share('50%')).not.toBeChecked();
  // two taps: half as well, and no longer 80 %
  await share('50%').click();
  await expect(share('50%')).toBeChecked();
  await share('80%').click();
  await expect(share('80%')).not.toBeChecked();
  await expect(share('80%')).toBeEnabled();
  expect(await server(`/api/usage/cards/${cardId}/alerts`)).toEqual({ thresholds: [50, 100] });
  await expect(page.getByText(t('zh-CN', 'usage.alerts.saved')).first()).toBeVisible();
  await page.reload();
  await expect(share('50%')).toBeChecked();
  await expect(share('80%')).not.toBeChecked();
  await expect(share(t('zh-CN', 'usage.alerts.usedUp'))).toBeChecked();

  // the auto add-on beside them: off until turned on, then bought when the data runs out, once a day
  const auto = page.getByRole('region', { name: t('zh-CN', 'usage.autoAddOn.title') });
  await auto.getByRole('checkbox', { name: t('zh-CN', 'usage.autoAddOn.enabled') }).click();
  await auto.getByRole('combobox', { name: t('zh-CN', 'usage.autoAddOn.when') }).selectOption('0');
  await auto.getByRole('button', { name: buttonName(t('zh-CN', 'usage.autoAddOn.save')) }).click();
  await expect(page.getByText(t('zh-CN', 'usage.autoAddOn.saved'))).toBeVisible();
  expect((await server(`/api/usage/cards/${cardId}/auto-add-on`)).rule).toMatchObject({
    enabled: true,
    whenLeftBelowPercent: 0,
    maxPerDay: 1,
  });

  // the Personal Center: the operator's 3 days, then a week, in one choice
  await page.goto('/personal');
  const reminder = page.getByRole('combobox', { name: new RegExp(t('zh-CN', 'account.reminder.label')) });
  await expect(reminder).toHaveValue('3');
  await reminder.selectOption('7');
  await expect(page.getByText(t('zh-CN', 'account.reminder.saved'))).toBeVisible();
  expect(await server('/api/billing/runway-reminder')).toEqual({ days: 7, chosen: true });
  await page.reload();
  await expect(reminder).toHaveValue('7');
  await expect(reminder.locator('option:checked')).toHaveText(
    t('zh-CN', 'account.reminder.days', { count: 7 }),
  );

  // My SIMs: the trip's last day three days ahead, and a pause after 3 days without data
  const today = (await server(`/api/billing/cards/${cardId}`)).businessDay as string;
  const lastDay = addDaysToIsoDate(today, 3);
  await page.goto('/mySims');
  const dialog = page.getByRole('dialog');
  await chooseMenuItem(page, {
    opener: page.getByRole('button', { name: new RegExp(`^${t('zh-CN', 'sims.actions.more')}`) }),
    item: t('zh-CN', 'sims.trip.menu'),
    opens: dialog,
  });
  await dialog.getByLabel(t('zh-CN', 'sims.trip.endsAfter')).fill(lastDay);
  await dialog.getByText(t('zh-CN', 'sims.trip.idleDays', { count: 3 }), { exact: true }).click();
  await dialog.getByRole('button', { name: buttonName(t('zh-CN', 'sims.trip.save')) }).click();
  await expect(page.getByText(t('zh-CN', 'messages:trip_save_success'))).toBeVisible();
  expect((await server(`/api/billing/cards/${cardId}`)).trip).toEqual({
    startsOn: null,
    endsAfter: lastDay,
    idlePauseDays: 3,
  });
  const line = `${t('zh-CN', 'sims.trip.lineEnds', { day: longDay(lastDay) })} · ${t('zh-CN', 'sims.trip.lineIdle', { count: 3 })}`;
  await expect(page.getByText(line)).toBeVisible();
  await page.reload();
  await expect(page.getByText(line)).toBeVisible();
});

/** A day as the screens write it in Chinese (lib/format.ts formatDay). */
const longDay = (day: string) =>
  new Intl.DateTimeFormat('zh-CN', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
