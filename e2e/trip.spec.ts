import { expect, test } from '@playwright/test';
import { pressInDialog } from './support/dialog.ts';
import { pickOption } from './support/select.ts';
import { E2E_ADMIN } from './support/server.ts';
import { apiLogin, newCustomer, openSignedIn } from './support/session.ts';
import { ANY, type Lang, pattern, t, usd } from './support/texts.ts';

// A trip bought whole (issue #33, decision 0044), one journey per language on a 390 px phone: "10 days in Japan"
// at normal use with a new eSIM → the plans ranked by the whole trip's cost, the cheapest marked → that plan
// ordered with a new eSIM in one step → My SIMs shows the card on the plan, its cycle's end and its data in GB.

/**
 * The default catalogue (migrations 0001, 0015, 0025) priced for 10 days in Japan at normal use (1.5 GB a day)
 * with a new eSIM (US$5.00), features/catalog/trip.ts: the 30-day 20 GB plan needs no add-on ($18.00 of daily
 * fees + $5.00) and beats the 500 MB daily plan ($15.00 + $8.00 of add-ons + $5.00 = $28.00).
 */
const CHEAPEST = { en: 'Global 30 Days 20 GB', 'zh-CN': '全球 30 天 20 GB' } as const;
const JAPAN = { en: 'Japan', 'zh-CN': '日本' } as const;

const textsOf = (lang: Lang) => ({
  where: t(lang, 'shop.destinations.label'),
  found: t(lang, 'shop.destinations.found.plans', { count: 5, place: JAPAN[lang] }),
  days: t(lang, 'shop.trip.label'),
  normal: t(lang, 'shop.trip.usage.normal'),
  esim: t(lang, 'shop.trip.needEsim', { fee: usd(lang, 5) }),
  cheapest: t(lang, 'shop.trip.cheapest', { count: 10 }),
  cost: t(lang, 'shop.trip.cost', { count: 10, total: usd(lang, 23) }),
  covered: pattern(lang, 'shop.trip.covered', { data: ANY }),
  second: t(lang, 'shop.trip.cost', { count: 10, total: usd(lang, 28) }),
  order: t(lang, 'shop.plans.orderEsimNamed', { name: CHEAPEST[lang] }),
  applyHeading: t(lang, 'esim.route.apply'),
  buy: pattern(lang, 'esim.apply.buttonWithPlan', { fee: ANY }),
  confirmTitle: pattern(lang, 'esim.apply.confirmTitleWithPlan', { plan: CHEAPEST[lang], fee: ANY }),
  confirm: t(lang, 'esim.apply.confirmWithPlan'),
  installHeading: t(lang, 'esim.view.heading'),
  mySims: t(lang, 'route.mySims'),
  cycleEnds: pattern(lang, 'billing.panel.cycleEnds', { day: ANY }),
  left: t(lang, 'billing.panel.left'),
});

for (const locale of ['en', 'zh-CN'] as const) {
  const text = textsOf(locale);

  test(`a trip (${locale}): 10 days in Japan, ranked, the cheapest bought with a new eSIM in one step`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const customer = await newCustomer(page.request, `trip${locale === 'en' ? 'en' : 'zh'}`, locale);
    // the administrator credits the balance, as after a payment: the eSIM and the plan's first day
    const admin = await apiLogin(page.request, { account: E2E_ADMIN.username, password: E2E_ADMIN.password });
    const credited = await page.request.post('/api/admin/recharges', {
      headers: { authorization: `Bearer ${admin.accessToken}` },
      data: { account: customer.userInfo.username, amountMinor: 6000, reason: 'e2e trip' },
    });
    expect(credited.status(), await credited.text()).toBe(201);
    await openSignedIn(page, customer, '/plan', locale);

    // the trip's questions come first: where, how many days, how much data a day, a new eSIM; each answer lives
    // in the address (a shared link prices the same trip) and is read back before the next is given
    await pickOption(page, {
      input: page.getByLabel(text.where),
      typed: JAPAN[locale],
      option: JAPAN[locale],
      shows: page.locator('.destination-filter'),
    });
    await expect(page.getByRole('status').filter({ hasText: text.found })).toBeVisible();
    await page.getByLabel(text.days).fill('10');
    await expect(page).toHaveURL(/[?&]days=10(&|$)/);
    const normal = page.getByRole('radio', { name: new RegExp(`^${text.normal}`) });
    await normal.click();
    await expect(normal).toBeChecked();
    const esim = page.getByRole('checkbox', { name: text.esim });
    await esim.click();
    await expect(esim).toBeChecked();
    await expect(page).toHaveURL(
      /\/plan\?(?=.*\bto=JP\b)(?=.*\bdays=10\b)(?=.*\buse=normal\b)(?=.*\besim=1\b)/,
    );

    // ranked by the whole trip: the cheapest first and marked, the next dearer
    const cards = page.locator('.catalogue-item');
    const first = cards.first();
    await expect(first.getByRole('heading', { level: 2 })).toHaveText(CHEAPEST[locale]);
    await expect(first.getByText(text.cheapest, { exact: true })).toBeVisible();
    await expect(first.getByText(text.cost, { exact: true })).toBeVisible();
    // with the reason: its data covers the use asked for
    await expect(first.getByText(text.covered)).toBeVisible();
    await expect(cards.nth(1).getByText(text.second, { exact: true })).toBeVisible();
    await expect(cards.nth(1).getByText(text.cheapest, { exact: true })).toHaveCount(0);

    // one step: the plan and the eSIM in one purchase, one confirmation showing the whole price
    await first.getByRole('link', { name: text.order }).click();
    await expect(page).toHaveURL(/\/mySims\/applyEsim\?plan=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: text.applyHeading })).toBeVisible();
    await page.getByRole('button', { name: text.buy }).click();
    await pressInDialog(page.getByRole('dialog').filter({ hasText: text.confirmTitle }), text.confirm);
    await expect(page).toHaveURL(/\/mySims\/\d+\/esim$/);
    await expect(page.getByRole('heading', { level: 1, name: text.installHeading })).toBeVisible();
    const cardId = page.url().match(/mySims\/(\d+)\/esim/)![1];

    // My SIMs: the card on the plan, when its cycle ends, its data in GB
    await page.goto('/mySims');
    await expect(page.getByRole('heading', { level: 1, name: text.mySims })).toBeVisible();
    const card = page.locator('.sim-card').filter({ has: page.locator(`#sim-card-${cardId}`) });
    await expect(card.getByText(CHEAPEST[locale]).first()).toBeVisible();
    await expect(card.getByText(text.cycleEnds)).toBeVisible();
    const left = card.locator('.sim-usage-figures div').filter({ hasText: text.left }).locator('dd');
    await expect(left).toHaveText(/^20[\s\u00a0]?GB/);
  });
}
