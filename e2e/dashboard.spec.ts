import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { BillingRun } from '@simportal/contract/api/billing';
import type { DashboardOverview } from '@simportal/contract/api/dashboard';
import { minorToMajorString } from '@simportal/contract/money';
import { apiCall, populateCustomer } from './support/populated-customer.ts';
import { E2E_ADMIN, E2E_BASE_URL } from './support/server.ts';
import { apiLogin, loginInBrowser, newAccount, registerAccount } from './support/session.ts';
import { type Lang, t } from './support/texts.ts';

// Admin Management › Overview (issue #20): after the day's billing run (the server runs it at start) a new
// customer's day (fees of cards put in service, an add-on, an eSIM, a top-up) adds to the overview's figures of
// today exactly what the customer's own Activities list; the screen shows them, and the customer's waiting pay
// order is confirmed from the overview's queue, becoming today's top-up. In both languages, on a desktop.

type Locale = 'en' | 'zh-CN';

/** What the journey reads on screen, from the app's own texts (support/texts.ts). */
const textsOf = (lang: Lang) => ({
  tab: t(lang, 'admin.tabs.overview'),
  revenue: t(lang, 'admin.overview.revenue'),
  showTable: t(lang, 'admin.overview.showTable'),
  revenueTable: t(lang, 'admin.overview.revenueTitle'),
  dailyFees: t(lang, 'admin.overview.kind.dailyFees'),
  confirmed: t(lang, 'admin.orders.confirmed'),
});

const TEXTS = {
  en: {
    ...textsOf('en'),
    confirmOf: (reference: string) => t('en', 'admin.orders.confirmOf', { reference }),
    ok: new RegExp(`^${t('en', 'admin.orders.confirm')}$`),
  },
  'zh-CN': {
    ...textsOf('zh-CN'),
    confirmOf: (reference: string) => t('zh-CN', 'admin.orders.confirmOf', { reference }),
    ok: new RegExp(`^${t('zh-CN', 'admin.orders.confirm')}$`),
  },
} as const;

/** Money as the web shows it (lib/format.ts formatMoney), from the exact decimal string. */
const money = (minor: number, locale: Locale, currency: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(
    minorToMajorString(minor) as Intl.StringNumericLiteral,
  );

/** A day as the overview's tables write it (lib/format.ts formatDay). */
const dayText = (day: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

const api = async <T>(request: APIRequestContext, token: string, path: string): Promise<T> => {
  const res = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: T }).data;
};

const useLocale = async (page: Page, locale: Locale) => {
  await page.goto('/api/health');
  await page.evaluate((value) => localStorage.setItem('locale', JSON.stringify(value)), locale);
};

test.describe.configure({ mode: 'serial' });

/** A day's figures of the overview API (the server test holds them against the ledger's rows). */
const todayOf = async (request: APIRequestContext, token: string) => {
  const overview = await api<DashboardOverview>(request, token, '/api/admin/dashboard?preset=last7Days');
  return { overview, today: overview.days.at(-1)! };
};

for (const [index, locale] of (['en', 'zh-CN'] as const).entries()) {
  const text = TEXTS[locale];

  test(`the overview shows the day's revenue after the run and confirms a waiting pay order (${locale})`, async ({
    page,
  }) => {
    const { request } = page;
    const admin = await apiLogin(request, { account: E2E_ADMIN.username, password: E2E_ADMIN.password });
    // the day's run, done by the server at start, is recorded
    const runs = await api<{ items: BillingRun[] }>(request, admin.accessToken, '/api/admin/billing/runs');
    const before = await todayOf(request, admin.accessToken);
    expect(runs.items.map((entry) => entry.businessDay)).toContain(before.overview.today);

    // a new customer's day, through the API as the customer and the administrator would: cards put in service
    // on a plan (today's fee), an add-on, an eSIM, a pay order confirmed and one left waiting
    const { account, login } = await registerAccount(request, newAccount(`dash${index}`));
    const populated = await populateCustomer(apiCall(E2E_BASE_URL), {
      adminToken: admin.accessToken,
      customer: { token: login.accessToken, username: account.username },
      series: 700 + index,
    });
    // what the overview must add for that day: the customer's own Activities of today, by kind
    const mine = await api<{ items: { type: string; reason: string; amountMinor: number }[] }>(
      request,
      login.accessToken,
      `/api/wallet/activities?start=${before.overview.today}&end=${before.overview.today}&pageSize=100`,
    );
    const sum = (type: string, reasons?: (reason: string) => boolean) =>
      mine.items
        .filter((row) => row.type === type && (reasons?.(row.reason) ?? true))
        .reduce((total, row) => total + row.amountMinor, 0);
    // the StarterPack card's remaining days, credited when it was bound: a TOP_UP, counted apart from money
    const starterPack = (reason: string) => reason === 'starter_pack_credit';
    const after = await todayOf(request, admin.accessToken);
    expect(sum('DAILY_FEE')).toBeLessThan(0);
    expect(after.today.dailyFeesMinor - before.today.dailyFeesMinor).toBe(-sum('DAILY_FEE'));
    expect(after.today.addOnsMinor - before.today.addOnsMinor).toBe(-sum('ADD_ON_PURCHASE'));
    expect(after.today.esimFeesMinor - before.today.esimFeesMinor).toBe(-sum('ESIM_APPLY'));
    expect(sum('TOP_UP', starterPack)).toBeGreaterThan(0);
    expect(after.today.starterPackCreditsMinor - before.today.starterPackCreditsMinor).toBe(
      sum('TOP_UP', starterPack),
    );
    expect(after.today.topUpsMinor - before.today.topUpsMinor).toBe(
      sum('TOP_UP', (reason) => !starterPack(reason)),
    );
    expect(after.today.newCustomers - before.today.newCustomers).toBe(1);
    const { overview, today } = after;

    await useLocale(page, locale);
    await loginInBrowser(page, { account: E2E_ADMIN.username, password: E2E_ADMIN.password }, '/adminMode');
    await page.getByRole('tab', { name: text.tab }).click();
    // the page's landing (the Overview, while pay orders wait) needs no tab in the address
    await expect(page).toHaveURL(/\/adminMode(\?tab=overview)?$/);

    // the range's revenue, and today's daily fees in the revenue chart's table
    await expect(page.locator('.overview-figure-revenue dd')).toHaveText(
      money(overview.totals.revenueMinor, locale, overview.currency),
    );
    const revenue = page.getByRole('region', { name: text.revenueTable });
    await revenue.getByText(text.showTable).click();
    const headers = await revenue.getByRole('columnheader').allInnerTexts();
    const cells = await revenue
      .getByRole('row', { name: new RegExp(`^${dayText(overview.today, locale)}`) })
      .getByRole('cell')
      .allInnerTexts();
    expect(cells[headers.indexOf(text.dailyFees) - 1]).toBe(
      money(today.dailyFeesMinor, locale, overview.currency),
    );

    // confirm the customer's waiting order from the queue: it leaves the list and becomes today's top-up
    const waiting = await api<{ items: { id: string; reference: string; amountMinor: number }[] }>(
      request,
      admin.accessToken,
      `/api/admin/pay-orders?status=INIT&q=${account.username}`,
    );
    const order = waiting.items.find((item) => item.id === populated.waitingPayOrder)!;
    await page.getByRole('button', { name: text.confirmOf(order.reference) }).click();
    // pressed from the keyboard: antd may flip the popup to the other side of its button once it has zoomed in,
    // and a pointer click aimed at it just before would land on what was under it
    await page.locator('.ant-popconfirm').getByRole('button', { name: text.ok }).press('Enter');
    await expect(page.getByText(text.confirmed)).toBeVisible();
    await expect(page.getByRole('button', { name: text.confirmOf(order.reference) })).toHaveCount(0);
    const confirmed = await todayOf(request, admin.accessToken);
    expect(confirmed.today.topUpsMinor).toBe(today.topUpsMinor + order.amountMinor);
  });
}
