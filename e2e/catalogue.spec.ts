import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { luhnCheckDigit } from '@simportal/contract/rules/iccid';
import { apiCall } from './support/populated-customer.ts';
import { pickOption } from './support/select.ts';
import { E2E_ADMIN, E2E_BASE_URL } from './support/server.ts';
import { apiLogin, type LoginResult, newAccount, openSignedIn, registerAccount } from './support/session.ts';
import { ANY, type Lang, pattern, t, usd } from './support/texts.ts';

// Issue #20, the catalogue: an administrator creates a plan that works in Japan, a visitor finds it by
// searching 日本 (or Japan), a customer orders it; the administrator changes its price and the customer's card
// says what it will cost and from when. In both interface languages.

type Locale = 'en' | 'zh-CN';

/** What the journey reads on screen, from the app's own texts (support/texts.ts). */
const textsOf = (lang: Lang) => ({
  tab: t(lang, 'admin.tabs.catalogue'),
  newPlan: t(lang, 'admin.catalogue.newPlan'),
  drawer: t(lang, 'admin.catalogue.newPlan'),
  nameEn: t(lang, 'admin.catalogue.field.name.en'),
  nameZh: t(lang, 'admin.catalogue.field.name.zh-CN'),
  price: t(lang, 'admin.catalogue.field.planPrice'),
  sortOrder: t(lang, 'admin.catalogue.field.sortOrder'),
  coverage: t(lang, 'admin.catalogue.field.coverage'),
  cycleDays: t(lang, 'admin.audit.field.cycleDays'),
  trafficMb: t(lang, 'admin.catalogue.field.trafficMb'),
  limitType: t(lang, 'admin.catalogue.field.limitType'),
  overCycle: t(lang, 'admin.catalogue.limitType.PER_CYCLE'),
  save: t(lang, 'admin.catalogue.save'),
  saved: t(lang, 'messages:catalogue_save_success'),
  search: t(lang, 'shop.destinations.label'),
  card: t(lang, 'billing.order.card'),
  confirmOrder: t(lang, 'billing.order.confirm'),
  ordered: t(lang, 'messages:order_plan_success'),
  edit: t(lang, 'admin.catalogue.edit'),
});

/** Names of places as the app shows them (Intl's name in the interface's language, beside an SVG flag). */
const PLACES = {
  en: { japan: 'Japan', germany: 'Germany' },
  'zh-CN': { japan: '日本', germany: '德国' },
} as const;

const journeyTextsOf = (lang: Lang) => ({
  ...PLACES[lang],
  worksInJapan: t(lang, 'destinations.worksIn', { places: PLACES[lang].japan }),
  order: (name: string) => t(lang, 'shop.plans.orderNamed', { name }),
  ordering: (name: string) => t(lang, 'billing.order.titleForPlan', { name }),
  priceChange: pattern(lang, 'billing.panel.nextPrice', { day: ANY, fee: ANY }),
  newFee: usd(lang, 3),
});

const TEXTS = {
  en: { ...textsOf('en'), ...journeyTextsOf('en') },
  'zh-CN': { ...textsOf('zh-CN'), ...journeyTextsOf('zh-CN') },
} as const;

const call = apiCall(E2E_BASE_URL);
const adminToken = async (page: Page) =>
  (await apiLogin(page.request, { account: E2E_ADMIN.username, password: E2E_ADMIN.password })).accessToken;

/** A fresh inventory card of this journey's own series, imported by the administrator. */
const importCard = async (token: string, serial: number) => {
  const digits = String(serial).padStart(6, '0');
  const body = `898522026120${digits}`;
  const card = {
    cardNumber: `1064840${digits}`,
    iccid: `${body}${luhnCheckDigit(body)}`,
    verifyCode: '246810',
  };
  await call('POST', '/api/admin/cards/import', {
    token,
    csv: `card_number,iccid,verify_code\n${card.cardNumber},${card.iccid},${card.verifyCode}\n`,
  });
  return card;
};

/** Searches for `typed` in the select labelled `label` and picks `option`; `shows` then shows it. */
const searchAndPick = (
  page: Page,
  scope: Locator | Page,
  label: string,
  typed: string,
  option: string,
  shows: Locator,
  closeBy?: Locator,
) => pickOption(page, { input: scope.getByLabel(label, { exact: true }), option, shows, typed, closeBy });

/** The form field labelled `label` in `scope`, which shows what was chosen. */
const field = (scope: Locator | Page, label: string) =>
  scope.locator('.ant-form-item:visible').filter({ hasText: label });

/** A page of its own in `locale`, signed in with `session` (or a visitor). */
const pageIn = async (browser: Browser, locale: Locale, session: LoginResult | null = null) => {
  const page = await (await browser.newContext()).newPage();
  await openSignedIn(page, session, null, locale);
  return page;
};

for (const locale of ['en', 'zh-CN'] as const) {
  const text = TEXTS[locale];

  test(`an administrator's plan for Japan is found by its destination, ordered, and its new price announced (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const suffix = String(Date.now() % 100_000);
    const name = { en: `Japan Explorer ${suffix}`, 'zh-CN': `日本畅游 ${suffix}` };

    // the administrator creates the plan in Admin Management › Catalogue
    const adminPage = await pageIn(browser, locale);
    const admin = await apiLogin(adminPage.request, {
      account: E2E_ADMIN.username,
      password: E2E_ADMIN.password,
    });
    await openSignedIn(adminPage, admin, '/adminMode?tab=catalogue', locale);
    await adminPage.getByRole('button', { name: text.newPlan }).click();
    const drawer = adminPage.getByRole('dialog', { name: text.drawer });
    await drawer.getByLabel(text.nameEn, { exact: true }).fill(name.en);
    await drawer.getByLabel(text.nameZh, { exact: true }).fill(name['zh-CN']);
    await drawer.getByLabel(text.price, { exact: true }).fill('14.00');
    await drawer.getByLabel(text.sortOrder, { exact: true }).fill('900');
    await searchAndPick(
      adminPage,
      drawer,
      text.coverage,
      locale === 'en' ? 'Japan' : '日本',
      text.japan,
      field(drawer, text.coverage),
      adminPage.locator('.ant-drawer-title:visible'),
    );
    await drawer.getByLabel(text.cycleDays, { exact: true }).fill('7');
    await drawer.getByLabel(text.trafficMb, { exact: true }).fill('5120');
    await searchAndPick(adminPage, drawer, text.limitType, '', text.overCycle, field(drawer, text.limitType));
    try {
      await drawer.getByRole('button', { name: text.save }).click();
      await expect(adminPage.getByText(text.saved, { exact: true })).toBeVisible();
      const entry = adminPage.getByRole('listitem').filter({ hasText: name[locale] });
      await expect(entry).toContainText(text.worksInJapan);

      // a visitor finds it by searching for Japan, and not under Germany
      const visitor = await pageIn(browser, locale);
      await visitor.goto('/plan');
      const filter = visitor.locator('.destination-filter');
      await searchAndPick(visitor, visitor, text.search, locale === 'en' ? 'jp' : '日本', text.japan, filter);
      await expect(visitor).toHaveURL(/\/plan\?to=JP$/);
      await expect(visitor.getByRole('heading', { name: name[locale] })).toBeVisible();
      await searchAndPick(
        visitor,
        visitor,
        text.search,
        locale === 'en' ? 'germ' : '德国',
        text.germany,
        filter,
      );
      await expect(visitor.getByRole('heading', { name: name[locale] })).toBeHidden();

      // a customer with a card orders it from the same search
      const token = await adminToken(adminPage);
      const card = await importCard(token, Number(suffix) * 2 + (locale === 'en' ? 0 : 1));
      const { account } = await registerAccount(adminPage.request, newAccount('cat'));
      await call('POST', '/api/admin/recharges', {
        token,
        data: { account: account.username, amountMinor: 5_000, reason: 'e2e catalogue journey' },
      });
      const session = await apiLogin(adminPage.request, {
        account: account.username,
        password: account.password,
      });
      await call('POST', '/api/sims', { token: session.accessToken, data: card });
      const customer = await pageIn(browser, locale, session);
      await customer.goto('/plan?to=JP');
      await customer.getByRole('button', { name: text.order(name[locale]), exact: true }).click();
      const order = customer.getByRole('dialog', { name: text.ordering(name[locale]) });
      // the customer's only card is chosen already
      await expect(field(order, text.card)).toContainText(card.cardNumber);
      await order.getByRole('button', { name: text.confirmOrder }).click();
      await expect(customer.getByText(text.ordered, { exact: true })).toBeVisible();

      // the administrator raises the price: $14.00 → $21.00 a week
      await entry.getByRole('button', { name: text.edit }).click();
      const editing = adminPage
        .getByRole('dialog')
        .filter({ has: adminPage.getByLabel(text.price, { exact: true }) });
      await editing.getByLabel(text.price, { exact: true }).fill('21.00');
      await editing.getByRole('button', { name: text.save }).click();
      await expect(adminPage.getByText(text.saved, { exact: true }).last()).toBeVisible();

      // the customer's card says what it costs from its next cycle, and when that is (the server's day)
      const billing = await call<{ items: { cardNumber: string; nextPlan: { fromDay: string } | null }[] }>(
        'GET',
        '/api/billing/cards',
        { token: session.accessToken },
      );
      const fromDay = billing.items.find((item) => item.cardNumber === card.cardNumber)?.nextPlan?.fromDay;
      expect(fromDay).toBeTruthy();
      const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${fromDay}T00:00:00Z`),
      );
      await customer.goto('/mySims');
      const item = customer.getByRole('listitem').filter({ hasText: card.iccid });
      await expect(item).toContainText(text.priceChange);
      await expect(item).toContainText(day);
      await expect(item).toContainText(text.newFee);
    } finally {
      // the journey's plan leaves the shop again, even when a step above failed, so later journeys (and this
      // one's retry) see the default catalogue: trip.spec counts the plans that work in Japan
      const token = await adminToken(adminPage);
      const catalogue = await call<{ plans: { id: number; name: { en: string }; revision: number }[] }>(
        'GET',
        '/api/admin/catalog',
        { token },
      );
      const plan = catalogue.plans.find((p) => p.name.en === name.en);
      if (plan) {
        await call('PUT', `/api/admin/catalog/plans/${plan.id}/on-sale`, {
          token,
          data: { onSale: false, revision: plan.revision },
        });
      }
    }
  });
}
