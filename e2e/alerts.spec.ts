import { expect, test } from '@playwright/test';
import { apiCall, fixtureCards, importFixtureCards } from './support/populated-customer.ts';
import { E2E_ADMIN, E2E_BASE_URL } from './support/server.ts';
import { apiLogin, newCustomer, openSignedIn } from './support/session.ts';
import { t } from './support/texts.ts';

// Alerts the customer sets (issue #58) on a phone, in Chinese: a card's data alerts on Traffic Detail, one tap
// a share, and how early the low-balance reminder comes in the Personal Center, one choice. After each, the
// screen says it is saved, the server answers the same, and a reload shows it again.

test.use({ viewport: { width: 390, height: 844 } });

test('a traveller sets a card’s data alerts and the low-balance reminder (zh-CN, phone)', async ({
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

  // Traffic Detail: 80 % and the whole allowance until the traveller chooses
  await openSignedIn(page, session, `/mySims/${cardId}/traffic`, 'zh-CN');
  const alerts = page.getByRole('region', { name: t('zh-CN', 'usage.alerts.title') });
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
});
