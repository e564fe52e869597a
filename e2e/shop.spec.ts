import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { DEMO_CUSTOMER, loginInBrowser } from './support/session.ts';
import { ANY, escapeRegExp, type Lang, pattern, t, usd } from './support/texts.ts';

const OFCA = 'https://www.ofca.gov.hk/en/consumer_focus/rrsps/';
const CTT = 'https://telecommunications.ctt.gov.mo/web/en/mediainfo/pressrelease/2068-press20200324-en';

// Intl may put a no-break space between a number and its unit; match either.
const s = '[\\s\\u00a0]?';

/** What the journey reads on screen, from the app's own texts (support/texts.ts). */
const textsOf = (lang: Lang) => ({
  language: t(lang, 'layout.language'),
  hero: t(lang, 'home.hero.title'),
  announcement: t(lang, 'home.announcement.label'),
  prices: t(lang, 'home.prices.title'),
  faq: t(lang, 'home.faq.title'),
  paymentNotice: t(lang, 'shop.paymentNotice.title'),
  support: t(lang, 'home.support.title'),
  seePlans: t(lang, 'home.hero.seePlans'),
  planTitle: t(lang, 'route.plan'),
  addOnMenu: t(lang, 'route.addOn'),
});

/** The seeded catalogue's plan the visitor is asked to log in for (migration 0001). */
const PLAN_500 = { en: 'Global Daily 500 MB', 'zh-CN': '全球日包 500 MB' } as const;

/** The texts with the seeded catalogue's values in them. */
const journeyTextsOf = (lang: Lang) => ({
  hongKong: new RegExp(escapeRegExp(t(lang, 'home.announcement.hongKong'))),
  macao: new RegExp(escapeRegExp(t(lang, 'home.announcement.macao'))),
  faqTabs: [
    [t(lang, 'home.faq.start.tab'), t(lang, 'home.faq.start.q1')],
    [t(lang, 'home.faq.accounts.tab'), t(lang, 'home.faq.accounts.q1')],
    [t(lang, 'home.faq.payment.tab'), t(lang, 'home.faq.payment.q1')],
    [t(lang, 'home.faq.network.tab'), t(lang, 'home.faq.network.q3')],
  ] as const,
  cyclePrice: t(lang, 'shop.terms.pricePerCycle', { price: usd(lang, 24), days: 30 }),
  dailyFee: t(lang, 'shop.terms.dailyFee', { price: usd(lang, 0.8) }),
  loginToOrder: t(lang, 'shop.order.loginNamed', { name: PLAN_500[lang] }),
  addOnPrice: usd(lang, 5),
  disclaimerFooter: t(lang, 'layout.disclaimerIn', { language: t(lang, `language.${lang}`) }),
});

const TEXTS = {
  en: {
    ...textsOf('en'),
    ...journeyTextsOf('en'),
    dailyRule: new RegExp(`^500${s}MB every day; after that you stay online at reduced speed$`),
    cycleRule: new RegExp(`^10${s}GB for the whole 30-day cycle; data stops when it is used up$`),
    addOnTraffic: new RegExp(`^1${s}GB \\(1024${s}MB\\)$`),
  },
  'zh-CN': {
    ...textsOf('zh-CN'),
    ...journeyTextsOf('zh-CN'),
    dailyRule: new RegExp(`^每天 500${s}MB；用完后仍可上网，但会降速$`),
    cycleRule: new RegExp(`^整个 30 天周期共 10${s}GB；用完即停止上网$`),
    addOnTraffic: new RegExp(`^1${s}GB（1024${s}MB）$`),
  },
} as const;

for (const [locale, text] of Object.entries(TEXTS)) {
  test(`a visitor walks through the shop in ${locale}`, async ({ page }) => {
    await page.goto('/home');
    if (locale !== 'en') await page.getByLabel(t('en', 'layout.language')).selectOption(locale);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);

    // home: hero, announcement with the official real-name pages, live prices, support, FAQ
    await expect(page.getByRole('heading', { level: 1, name: text.hero })).toBeVisible();
    const announcement = page.getByRole('region', { name: text.announcement });
    for (const [name, href] of [
      [text.hongKong, OFCA],
      [text.macao, CTT],
    ] as const) {
      const link = announcement.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const prices = page.getByRole('region', { name: text.prices });
    await expect(prices.getByText(text.dailyRule).first()).toBeVisible();
    await expect(prices.getByText(text.addOnPrice)).toBeVisible();
    // support: the demo's channels as tappable actions (seed/demo-support.ts), not "coming soon"
    const support = page.getByRole('region', { name: text.support });
    await expect(support.getByRole('link', { name: /payments@simportal\.example/ })).toHaveAttribute(
      'href',
      'mailto:payments@simportal.example',
    );

    // the FAQ renders as the reader nears it (below the fold): its heading is swapped for the real section's as
    // the page scrolls there, so the scroll is retried until the tabs show
    await expect(async () => {
      await page
        .getByRole('heading', { level: 2, name: text.faq })
        .scrollIntoViewIfNeeded({ timeout: 1_000 });
      await expect(page.getByRole('tab', { name: text.faqTabs[0][0] })).toBeVisible({ timeout: 1_000 });
    }).toPass();
    for (const [tab, question] of text.faqTabs) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('heading', { level: 3, name: question })).toBeVisible();
    }
    // the payment tab carries the payment notice; the network tab links the real-name pages again
    await page.getByRole('tab', { name: text.faqTabs[2][0] }).click();
    await expect(page.getByRole('tabpanel').getByText(text.paymentNotice)).toBeVisible();
    await page.getByRole('tab', { name: text.faqTabs[3][0] }).click();
    await expect(page.getByRole('tabpanel').getByRole('link', { name: text.hongKong })).toHaveAttribute(
      'href',
      OFCA,
    );
    await expectAccessible(page, `/home (${locale})`);

    // the basic plans, in plain words, and a visitor is asked to log in to order
    await page.getByRole('link', { name: text.seePlans }).click();
    await expect(page).toHaveURL(/\/plan$/);
    await expect(page.getByRole('heading', { level: 1, name: text.planTitle })).toBeVisible();
    await expect(page.getByText(text.dailyRule).first()).toBeVisible();
    await expect(page.getByText(text.cycleRule).first()).toBeVisible();
    await expect(page.getByText(text.cyclePrice).first()).toBeVisible();
    await expect(page.getByText(text.dailyFee).first()).toBeVisible();
    const order = page.getByRole('link', { name: text.loginToOrder });
    await expect(order).toHaveAttribute('href', '/login?redirect=%2Fplan');
    await expectAccessible(page, `/plan (${locale})`);

    // the add-ons, from the main menu
    await page
      .getByRole('navigation', {
        name: locale === 'en' ? t('en', 'layout.mainMenu') : t('zh-CN', 'layout.mainMenu'),
      })
      .getByRole('link', {
        name: text.addOnMenu,
      })
      .click();
    await expect(page).toHaveURL(/\/addOn$/);
    await expect(page.getByRole('heading', { level: 1, name: text.addOnMenu })).toBeVisible();
    await expect(page.getByText(text.addOnTraffic).first()).toBeVisible();
    await expect(page.getByText(text.addOnPrice).first()).toBeVisible();
    await expectAccessible(page, `/addOn (${locale})`);

    // both disclaimers, from the footer and from each other, each in its own language
    await page.getByRole('link', { name: text.disclaimerFooter }).click();
    const own = locale === 'en' ? 'en' : 'cn';
    await expect(page).toHaveURL(new RegExp(`/disclaimer/${own}$`));
    for (const [path, lang, title, other] of [
      ['/disclaimer/en', 'en', 'Disclaimer and Terms of Service', '查看中文版本'],
      ['/disclaimer/cn', 'zh-CN', '免责声明与服务条款', 'Read in English'],
    ] as const) {
      if (!page.url().endsWith(path)) await page.goto(path);
      const article = page.getByRole('article');
      await expect(article).toHaveAttribute('lang', lang);
      await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(article.getByRole('link', { name: other })).toBeVisible();
      // the interface around the text stays in the chosen language
      await expect(page.getByLabel(text.language)).toHaveValue(locale);
      await expectAccessible(page, `${path} (${locale})`);
    }
  });
}

test('the announcement scrolls, pauses on request and stands still for reduced motion', async ({ page }) => {
  // as everyone sees it who has not asked for less motion (the journeys' browser has)
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/home');
  const text = page.locator('.marquee-text');
  await expect(text).toHaveCSS('animation-play-state', 'running');
  // it rests for its first seconds, while the page loads (decision 0059)
  await expect(text).toHaveCSS('animation-delay', '3s');
  const pause = page.getByRole('button', { name: t('en', 'home.announcement.pause') });
  await pause.click();
  await expect(pause).toHaveAttribute('aria-pressed', 'true');
  await expect(text).toHaveCSS('animation-play-state', 'paused');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(text).toHaveCSS('animation-name', 'none');
  await expect(pause).toBeHidden();
});

test('the shop works on a 375 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (const path of ['/home', '/plan', '/addOn', '/disclaimer/en']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test.describe('a logged-in customer', () => {
  test.beforeEach(async ({ page }) => {
    await loginInBrowser(page, { account: DEMO_CUSTOMER.account, password: DEMO_CUSTOMER.password });
  });

  test('without a card yet, is offered an eSIM with the plan or to add a card in My SIMs', async ({
    page,
  }) => {
    await page.goto('/plan');
    await page.getByRole('button', { name: t('en', 'shop.plans.orderNamed', { name: PLAN_500.en }) }).click();
    const dialog = page.getByRole('dialog', {
      name: t('en', 'billing.order.titleForPlan', { name: PLAN_500.en }),
    });
    await expect(dialog.getByText(t('en', 'billing.order.noCardsWithEsim'))).toBeVisible();
    await expect(dialog.getByRole('button', { name: t('en', 'billing.order.noCardsEsim') })).toBeVisible();
    await expectAccessible(page, '/plan order dialog');
    await dialog.getByRole('button', { name: t('en', 'billing.order.goToMySims') }).click();
    await expect(page).toHaveURL(/\/mySims$/);
  });

  test('sees the catalogue charts with text alternatives, and no made-up usage without cards', async ({
    page,
  }) => {
    await page.goto('/echarts');
    await expect(page.getByRole('heading', { level: 1, name: t('en', 'charts.title') })).toBeVisible();
    const pricePerGb = page.getByRole('img', {
      name: pattern('en', 'charts.pricePerGbSummary', { name: ANY, price: ANY }),
    });
    await expect(pricePerGb).toBeVisible();
    await expect(pricePerGb.locator('canvas')).toHaveCount(1);
    // a chart further down is drawn once it is scrolled near (components/echart-canvas.tsx)
    const addOns = page.getByRole('img', {
      name: pattern('en', 'charts.addOnSummary', { name: ANY, traffic: ANY, price: ANY }),
    });
    // its element may be replaced while the page settles (CI, once: "not attached"): scroll to whichever is there
    await expect(async () => {
      await addOns.scrollIntoViewIfNeeded({ timeout: 2_000 });
      await expect(addOns.locator('canvas')).toHaveCount(1, { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await page.getByText(t('en', 'charts.showTable')).first().click();
    await expect(
      page.getByRole('table').first().getByRole('rowheader', { name: 'Asia 30 Days 10 GB' }),
    ).toBeVisible();
    await expect(page.getByText(t('en', 'charts.usageEmpty'))).toBeVisible();
    await expect(page.getByRole('link', { name: t('en', 'charts.usageMySims') })).toHaveAttribute(
      'href',
      '/mySims',
    );
    await expectAccessible(page, '/echarts');
  });
});
