import { expect, test } from '@playwright/test';
import { demoCards } from '../apps/server/src/seed/demo-inventory.ts';
import { E2E_ADMIN } from './support/server.ts';
import { apiLogin, newCustomer, openSignedIn } from './support/session.ts';
import { t } from './support/texts.ts';

// "Not connecting?" (issue #69) on a phone, in Chinese, for two faults. Demo card 2 is abroad in Japan with data
// roaming off (seed/demo-network.ts: the simulator attaches it on each activation and opens no data session);
// once paused, the doctor proposes resuming it. No other journey binds demo card 2.

test.use({ viewport: { width: 390, height: 844 } });

const zh = (key: string, values = {}) => t('zh-CN', key, values);

test('a traveller finds why the card has no data: roaming off, then paused (zh-CN, phone)', async ({
  page,
}) => {
  const admin = await apiLogin(page.request, { account: E2E_ADMIN.username, password: E2E_ADMIN.password });
  const session = await newCustomer(page.request, 'doctor', 'zh-CN');
  const headers = { authorization: `Bearer ${session.accessToken}` };
  const card = demoCards()[1]!;
  const bound = await page.request.post('/api/sims', {
    headers,
    data: { cardNumber: card.cardNumber, iccid: card.iccid, verifyCode: card.verifyCode },
  });
  expect(bound.status(), await bound.text()).toBe(201);
  const cardId = (await bound.json()).data.id as number;
  const recharged = await page.request.post('/api/admin/recharges', {
    headers: { authorization: `Bearer ${admin.accessToken}` },
    data: { account: session.userInfo.username, amountMinor: 5_000, reason: 'e2e connection doctor' },
  });
  expect(recharged.status(), await recharged.text()).toBe(201);
  const [plan] = (await (await page.request.get('/api/catalog')).json()).data.plans as { id: number }[];
  // the activation's RESUME reaches the simulated network, whose events are pulled right after it
  const ordered = await page.request.post(`/api/sims/${cardId}/plan-orders`, {
    headers,
    data: { planId: plan!.id },
  });
  expect(ordered.status(), await ordered.text()).toBe(200);

  // one tap from My SIMs: the finding, its fix, and the events in plain words (模拟网络, 日本)
  await openSignedIn(page, session, '/mySims', 'zh-CN');
  const open = page.getByRole('button', { name: zh('sims.doctor.openFor', { card: card.cardNumber }) });
  await open.click();
  const drawer = page.getByRole('dialog', { name: zh('sims.doctor.title', { card: card.cardNumber }) });
  await expect(drawer.getByText(zh('sims.doctor.finding.roaming_off.title'))).toBeVisible();
  await expect(drawer.getByText(zh('sims.doctor.finding.roaming_off.fix'))).toBeVisible();
  await expect(drawer.getByText(zh('sims.doctor.event.attach_accepted'), { exact: true })).toBeVisible();
  await expect(drawer.getByText(/模拟网络，日本/)).toBeVisible();
  await expect(drawer).not.toContainText('Simulator');
  await drawer
    .getByRole('button', { name: 'Close' })
    .or(drawer.getByRole('button', { name: '关闭' }))
    .click();
  await expect(drawer).toBeHidden();

  // Stop Billing pauses it: the network turns the card away, and the doctor's one fix is to resume it
  const stopped = await page.request.post(`/api/sims/${cardId}/stop-billing`, { headers });
  expect(stopped.status(), await stopped.text()).toBe(200);
  await open.click();
  await expect(drawer.getByText(zh('sims.doctor.finding.card_paused.title'))).toBeVisible();
  await expect(
    drawer.getByText(
      `${zh('sims.doctor.event.attach_rejected')}${zh('sims.doctor.because', { cause: zh('sims.doctor.cause.card_inactive') })}`,
    ),
  ).toBeVisible();
  await drawer.getByRole('button', { name: zh('sims.doctor.finding.card_paused.action') }).click();
  // the card's plan dialog takes the drawer's place: the way back into service
  await expect(page.getByRole('dialog', { name: new RegExp(card.cardNumber) })).toBeVisible();
  await expect(drawer).toBeHidden();
});
