import { expect, type Page, test } from '@playwright/test';
import { AUTH_TEXT } from './support/auth-texts.ts';
import { E2E_ADMIN } from './support/server.ts';
import { DEMO_CUSTOMER, loginInBrowser } from './support/session.ts';
import { type Lang, t } from './support/texts.ts';

// Admin mode (issue 10): an administrator logs in, is sent from /plan to /adminMode, finds the demo customer,
// recharges them, enters their view (banner) and exits back to admin mode; a customer opening /adminMode lands
// on /plan. In both interface languages.

type Locale = 'en' | 'zh-CN';

// antd spaces out two-character Chinese button labels, and a loading icon may prefix a label
const label = (text: string) => new RegExp(`^(?:loading )?${text.split('').join('\\s?')}$`);

/** What the journey reads on screen, from the app's own texts (support/texts.ts). */
const textsOf = (lang: Lang) => ({
  title: t(lang, 'route.adminMode'),
  search: t(lang, 'admin.customers.search'),
  customersTab: t(lang, 'admin.tabs.customers'),
  searchButton: t(lang, 'admin.common.search'),
  recharge: t(lang, 'admin.recharge.open'),
  rechargeTitle: t(lang, 'admin.recharge.title'),
  amount: t(lang, 'admin.recharge.amount'),
  reason: t(lang, 'admin.recharge.reason'),
  recharged: t(lang, 'messages:recharge_success'),
  enter: t(lang, 'admin.view.enter'),
  exit: t(lang, 'admin.view.exit'),
  mySims: t(lang, 'route.mySims'),
  auditTab: t(lang, 'admin.tabs.audit'),
  enteredView: t(lang, 'admin.audit.actions.customer_view_enter'),
  leftView: t(lang, 'admin.audit.actions.customer_view_leave'),
});

/** The demo customer the administrator enters the view of (the seed's demo account). */
const DEMO = { name: 'demo', email: 'demo@simportal.local' };

const TEXTS = {
  en: {
    ...textsOf('en'),
    confirmEnter: t('en', 'admin.view.confirmTitle', { name: DEMO.name }),
    banner: t('en', 'admin.view.banner', DEMO),
  },
  'zh-CN': {
    ...textsOf('zh-CN'),
    confirmEnter: t('zh-CN', 'admin.view.confirmTitle', { name: DEMO.name }),
    banner: t('zh-CN', 'admin.view.banner', DEMO),
  },
} as const;

/** The interface language, set once on a same-origin page that is not the app. */
const useLocale = async (page: Page, locale: Locale) => {
  await page.goto('/api/health');
  await page.evaluate((value) => localStorage.setItem('locale', JSON.stringify(value)), locale);
};

for (const locale of ['en', 'zh-CN'] as const) {
  const text = TEXTS[locale];
  const auth = AUTH_TEXT[locale];

  test(`an administrator recharges the demo customer, enters their view and exits (${locale})`, async ({
    page,
  }) => {
    await useLocale(page, locale);
    await page.goto('/login');
    await page.getByLabel(auth.account, { exact: true }).fill(E2E_ADMIN.username);
    await page.getByLabel(auth.password, { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: auth.logIn }).click();
    await expect(page).toHaveURL(/\/adminMode$/);

    // spec §4: an administrator opening /plan is sent to admin mode
    await page.goto('/plan');
    await expect(page).toHaveURL(/\/adminMode$/);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();

    // search the demo customer on the Customer List (with pay orders waiting, the page opens on their queue)
    await page.getByRole('tab', { name: text.customersTab }).click();
    await page.getByLabel(text.search).fill(DEMO_CUSTOMER.account);
    await page.getByRole('button', { name: label(text.searchButton) }).click();
    const row = page.getByRole('row', { name: new RegExp(DEMO_CUSTOMER.email) });
    await expect(row).toBeVisible();

    // recharge them: 12.50 in major units
    await row.getByRole('button', { name: label(text.recharge) }).click();
    const dialog = page.getByRole('dialog', { name: text.rechargeTitle });
    await expect(dialog.getByLabel(auth.account, { exact: true })).toHaveValue(DEMO_CUSTOMER.account);
    await dialog.getByLabel(text.amount, { exact: true }).fill('12.50');
    await dialog.getByLabel(text.reason, { exact: true }).fill(`e2e ${locale}`);
    await dialog.getByRole('button', { name: label(text.recharge) }).click();
    await expect(page.getByText(text.recharged)).toBeVisible();
    await expect(dialog).toBeHidden();

    // enter their view, after a confirmation
    await row.getByRole('button', { name: text.enter }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: text.confirmEnter });
    await confirm.getByRole('button', { name: label(text.enter) }).click();
    await expect(page).toHaveURL(/\/mySims$/);
    const banner = page.getByTestId('customer-view-banner');
    await expect(banner).toContainText(text.banner);
    await expect(page.getByRole('heading', { level: 1, name: text.mySims })).toBeVisible();
    // the banner stays on every page
    await page.goto('/consumptionRecord');
    await expect(banner).toContainText(text.banner);

    // exit: back to admin mode as the administrator, on the search the view was entered from
    await banner.getByRole('button', { name: label(text.exit) }).click();
    await expect(page).toHaveURL(/\/adminMode\?(.+&)?q=/);
    await expect(banner).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(DEMO_CUSTOMER.email) })).toBeVisible();

    // both are in the audit log
    await page.getByRole('tab', { name: text.auditTab }).click();
    await expect(page.getByRole('cell', { name: text.enteredView, exact: true }).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: text.leftView, exact: true }).first()).toBeVisible();
  });

  test(`a customer opening /adminMode lands on /plan (${locale})`, async ({ page }) => {
    await useLocale(page, locale);
    await loginInBrowser(
      page,
      { account: DEMO_CUSTOMER.account, password: DEMO_CUSTOMER.password },
      '/adminMode',
    );
    await expect(page).toHaveURL(/\/plan$/);
  });
}
