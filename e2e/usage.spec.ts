import { expect, type Page, test } from '@playwright/test';
import { demoCards } from '../apps/server/src/seed/demo-inventory.ts';
import { apiLogin, loginInBrowser, newAccount, registerAccount } from './support/session.ts';
import { ANY, type Lang, pattern, t } from './support/texts.ts';

// Traffic Detail journeys (issue 8), in both languages. Each binds a demo card that carries simulated usage
// (demo cards 11 and 12, modules/usage/demo-usage.ts) and no other journey binds.

type Locale = 'en' | 'zh-CN';

/** What the journey reads on screen, from the app's own texts (support/texts.ts). */
const textsOf = (lang: Lang) => ({
  detail: t(lang, 'usage.title'),
  settings: t(lang, 'usage.settings.open'),
  alertsTitle: t(lang, 'usage.alerts.title'),
  total: t(lang, 'usage.total'),
  lastWeek: t(lang, 'usage.range.lastWeek'),
  nextWeek: t(lang, 'usage.range.nextWeek'),
  lastMonth: t(lang, 'usage.range.lastMonth'),
  apply: t(lang, 'usage.range.apply'),
  endBeforeStart: t(lang, 'messages:date_end_before_start'),
  tooLong: t(lang, 'messages:date_range_too_long'),
  required: t(lang, 'messages:date_range_required'),
  proportion: t(lang, 'usage.regions.proportion'),
  traffic: t(lang, 'sims.field.traffic'),
  left: t(lang, 'billing.panel.left'),
});

const journeyTextsOf = (lang: Lang) => ({
  daily: pattern(lang, 'usage.daily.summary', { total: ANY, days: ANY, day: ANY, most: ANY }),
  pie: pattern(lang, 'usage.regions.summary', { list: ANY }),
  updated: pattern(lang, 'usage.lastUpdated', { at: ANY }),
  readout: pattern(lang, 'usage.daily.readout', { date: ANY, used: ANY }),
});

const TEXTS = {
  en: {
    ...textsOf('en'),
    ...journeyTextsOf('en'),
    today: /^[\d.,]+ (kB|MB|GB) today/,
    leftValue: /^([\d.,]+ (kB|MB|GB)|None left: )/,
  },
  'zh-CN': {
    ...textsOf('zh-CN'),
    ...journeyTextsOf('zh-CN'),
    today: /^今天 [\d.,]+ (kB|MB|GB)/,
    leftValue: /^([\d.,]+ (kB|MB|GB)|已用完：)/,
  },
} as const;

const CARD_FOR: Record<Locale, number> = { en: 11, 'zh-CN': 12 };
// only to build a range longer than a year: a day of difference from the server's business day changes nothing
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

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

    // My SIMs: today's use, the allowance left (the card's plan and data) and the link
    const item = page.getByRole('listitem').filter({ hasText: card.iccid });
    await expect(item.locator(`dt:text-is("${texts.traffic}") + dd`)).toHaveText(texts.today);
    await expect(item.locator(`dt:text-is("${texts.left}") + dd`)).toHaveText(texts.leftValue);
    await item.getByRole('link', { name: texts.detail }).click();
    await expect(page).toHaveURL(/\/mySims\/\d+\/traffic$/);
    await expect(page.getByRole('heading', { level: 1, name: texts.detail })).toBeVisible();
    // the card's alerts and limits are a link under its summary, no longer forms above the chart (issue #67)
    await expect(page.getByRole('link', { name: texts.settings })).toBeVisible();
    await expect(page.getByText(texts.alertsTitle)).toHaveCount(0);

    // the charts of the last seven days, with their text alternatives
    await expect(page.getByText(texts.total)).toBeVisible();
    await expect(page.getByText(texts.updated)).toBeVisible();
    const daily = page.getByRole('img', { name: texts.daily });
    await expect(daily).toBeVisible();
    // a bar a day; tapping one says its day and use above the chart, as the table lists it
    const days = daily.locator('[data-day]');
    await expect(days).toHaveCount(7);
    const readout = page.locator('.daily-bars-readout');
    const lastDay = await readout.textContent();
    await days.nth(1).click();
    await expect(days.nth(1)).toHaveClass(/daily-bars-chosen/);
    await expect(readout).toHaveText(texts.readout);
    await expect(readout).not.toHaveText(lastDay ?? '');
    await expect(page.getByRole('columnheader', { name: texts.proportion })).toBeVisible();
    // the pie's ECharts is fetched and drawn once it is scrolled near; the figure is drawn anew when its data
    // arrives, which can detach the element being scrolled to, so the scroll is tried again until the chart shows
    const pie = page.getByRole('img', { name: texts.pie });
    await expect(async () => {
      await pie.scrollIntoViewIfNeeded({ timeout: 2_000 });
      await expect(pie.locator('canvas')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });

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

    // custom range: required, then end before start, then longer than a year; nothing is asked of the server
    await page.getByRole('button', { name: texts.apply }).click();
    await expect(page.getByText(texts.required)).toBeVisible();
    const inputs = page.locator('.usage-custom input');
    const pick = async (start: string, end: string) => {
      await inputs.nth(0).fill(start);
      await inputs.nth(0).press('Enter');
      await inputs.nth(1).fill(end);
      await inputs.nth(1).press('Enter');
      await page.getByRole('button', { name: texts.apply }).click();
    };
    const shown = await showing.textContent();
    await pick('2026-01-10', '2026-01-05');
    await expect(page.getByText(texts.endBeforeStart)).toBeVisible();
    await pick(daysAgo(400), daysAgo(2));
    await expect(page.getByText(texts.tooLong)).toBeVisible();
    await expect(showing).toHaveText(shown ?? '');

    // on a phone the custom range's calendars open inside the screen, on last month and this one, never on a
    // month to come (issue #67)
    await page.setViewportSize({ width: 360, height: 740 });
    await page.reload();
    await page.locator('.usage-custom input').first().click();
    const popup = page.locator('.range-picker-popup');
    await expect(popup).toBeVisible();
    const box = (await popup.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    // the days disabled in view are this month's days after today only: the other month shown is last month
    const today = await page.evaluate(() => {
      const now = new Date();
      return { day: now.getDate(), days: new Date(now.getFullYear(), now.getMonth() + 1, 0).getDate() };
    });
    await expect(popup.locator('.ant-picker-cell-in-view.ant-picker-cell-disabled')).toHaveCount(
      today.days - today.day,
    );
    await expect(popup.locator('.ant-picker-cell-in-view.ant-picker-cell-today')).toHaveCount(1);
  });
}
