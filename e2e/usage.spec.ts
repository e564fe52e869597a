import { expect, type Page, test } from '@playwright/test';
import { demoCards } from '../apps/server/src/db/seed/demo-inventory.ts';
import { apiLogin, loginInBrowser, newAccount, registerAccount } from './support/session.ts';

// Traffic Detail journeys (issue 8), in both languages. Each binds a demo card that carries simulated usage
// (demo cards 11 and 12, modules/usage/demo-usage.ts) and no other journey binds.

type Locale = 'en' | 'zh-CN';

const TEXTS = {
  en: {
    detail: 'Traffic Detail',
    total: 'Total used',
    lastWeek: 'Last week',
    nextWeek: 'Next week',
    lastMonth: 'Last month',
    apply: 'Show',
    endBeforeStart: 'The end date cannot be before the start date',
    required: 'Please select a date range',
    daily: 'Bar chart of data used per day',
    pie: 'Pie chart of the proportion of data used by region',
    proportion: 'Proportion',
    updated: 'Usage data last updated',
    left: 'left',
  },
  'zh-CN': {
    detail: '流量详情',
    total: '总用量',
    lastWeek: '上一周',
    nextWeek: '下一周',
    lastMonth: '上个月',
    apply: '显示流量',
    endBeforeStart: '结束日期不能早于开始日期',
    required: '请选择日期范围',
    daily: '每日流量柱状图',
    pie: '各地区流量占比饼图',
    proportion: '占比',
    updated: '流量数据更新于',
    left: '剩余',
  },
} as const;

const CARD_FOR: Record<Locale, number> = { en: 11, 'zh-CN': 12 };

const customerWithCard = async (page: Page, locale: Locale) => {
  const account = newAccount(`usage${locale === 'en' ? 'en' : 'zh'}`);
  await registerAccount(page.request, account);
  const session = await apiLogin(page.request, { account: account.username, password: account.password });
  const card = demoCards()[CARD_FOR[locale] - 1]!;
  const bound = await page.request.post('/api/sims', {
    headers: { authorization: `Bearer ${session.accessToken}` },
    data: { cardNumber: card.cardNumber, iccid: card.iccid, verifyCode: card.verifyCode },
  });
  expect([200, 201], await bound.text()).toContain(bound.status());
  await page.addInitScript((value) => localStorage.setItem('locale', JSON.stringify(value)), locale);
  await loginInBrowser(page, { account: account.username, password: account.password }, '/mySims');
  return card;
};

for (const locale of ['en', 'zh-CN'] as const) {
  test(`Traffic Detail: presets, an invalid custom range and the charts (${locale})`, async ({ page }) => {
    const texts = TEXTS[locale];
    const card = await customerWithCard(page, locale);

    // My SIMs: today's use, the allowance left and the link
    const item = page.getByRole('listitem').filter({ hasText: card.iccid });
    await expect(item).toContainText(texts.left);
    await item.getByRole('link', { name: texts.detail }).click();
    await expect(page).toHaveURL(/\/mySims\/\d+\/traffic$/);
    await expect(page.getByRole('heading', { level: 1, name: texts.detail })).toBeVisible();

    // the charts of the last seven days, with their text alternatives
    await expect(page.getByText(texts.total)).toBeVisible();
    await expect(page.getByText(texts.updated)).toBeVisible();
    await expect(page.getByRole('img', { name: new RegExp(texts.daily) })).toBeVisible();
    await expect(page.getByRole('img', { name: new RegExp(texts.pie) })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: texts.proportion })).toBeVisible();
    await expect(page.locator('.usage-chart canvas').first()).toBeVisible();

    // presets: the window ends today, so "next" is disabled until it moves back
    const next = page.getByRole('button', { name: texts.nextWeek });
    await expect(next).toBeDisabled();
    const showing = page.locator('.usage-range-text');
    const first = await showing.textContent();
    await page.getByRole('button', { name: texts.lastWeek }).click();
    await expect(showing).not.toHaveText(first ?? '');
    await expect(next).toBeEnabled();
    await next.click();
    await expect(showing).toHaveText(first ?? '');
    await expect(next).toBeDisabled();
    await page.getByRole('button', { name: texts.lastMonth }).click();
    await expect(next).toBeEnabled();

    // custom range: required, then end before start
    await page.getByRole('button', { name: texts.apply }).click();
    await expect(page.getByText(texts.required)).toBeVisible();
    const inputs = page.locator('.usage-custom input');
    await inputs.nth(0).fill('2026-01-10');
    await inputs.nth(0).press('Enter');
    await inputs.nth(1).fill('2026-01-05');
    await inputs.nth(1).press('Enter');
    await page.getByRole('button', { name: texts.apply }).click();
    await expect(page.getByText(texts.endBeforeStart)).toBeVisible();
  });
}
