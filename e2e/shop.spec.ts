import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';

const OFCA = 'https://www.ofca.gov.hk/en/consumer_focus/rrsps/';
const CTT = 'https://telecommunications.ctt.gov.mo/web/en/mediainfo/pressrelease/2068-press20200324-en';

// Intl may put a no-break space between a number and its unit; match either.
const s = '[\\s\\u00a0]?';

const TEXTS = {
  en: {
    language: 'Language',
    hero: 'One data SIM wherever you travel',
    announcement: 'Announcement',
    hongKong: /Hong Kong: OFCA real-name registration/,
    macao: /Macao: CTT real-name registration notice/,
    prices: 'Price guide',
    faq: 'Frequently asked questions',
    faqTabs: [
      ['Start to use', 'What do I need to get started?'],
      ['Accounts', 'How do I register?'],
      ['Payment', 'How do I top up my balance?'],
      ['Network', 'Do I need anything special in Hong Kong or Macao?'],
    ],
    paymentNotice: 'Please do not pay online',
    support: 'Coming soon',
    seePlans: 'See basic plans',
    planTitle: 'Basic Plan',
    dailyRule: new RegExp(`^500${s}MB every day; after that you stay online at reduced speed$`),
    cycleRule: new RegExp(`^10${s}GB for the whole 30-day cycle; data stops when it is used up$`),
    cyclePrice: '$24.00 per 30-day cycle',
    dailyFee: '$0.80 a day',
    loginToOrder: 'Log in to order Global Daily 500 MB',
    addOnMenu: 'Add On',
    addOnTraffic: new RegExp(`^1${s}GB \\(1,024${s}MB\\)$`),
    addOnPrice: '$5.00',
    disclaimerFooter: 'Disclaimer (English)',
  },
  'zh-CN': {
    language: '语言',
    hero: '一张流量卡，畅游世界各地',
    announcement: '公告',
    hongKong: /香港：通讯事务管理局办公室（OFCA）实名登记/,
    macao: /澳门：邮电局实名登记通告/,
    prices: '价格指南',
    faq: '常见问题',
    faqTabs: [
      ['开始使用', '开始使用需要准备什么？'],
      ['账户', '如何注册？'],
      ['付款', '如何为余额充值？'],
      ['网络', '在香港或澳门使用有什么特别要求吗？'],
    ],
    paymentNotice: '请勿在线付款',
    support: '即将推出',
    seePlans: '查看基础套餐',
    planTitle: '基础套餐',
    dailyRule: new RegExp(`^每天 500${s}MB；用完后仍可上网，但会降速$`),
    cycleRule: new RegExp(`^整个 30 天周期共 10${s}GB；用完即停止上网$`),
    cyclePrice: '每 30 天周期 US$24.00',
    dailyFee: '每天 US$0.80',
    loginToOrder: '登录后订购全球日包 500 MB',
    addOnMenu: '流量加油包',
    addOnTraffic: new RegExp(`^1${s}GB（1,024${s}MB）$`),
    addOnPrice: 'US$5.00',
    disclaimerFooter: '免责声明（中文）',
  },
} as const;

for (const [locale, text] of Object.entries(TEXTS)) {
  test(`a visitor walks through the shop in ${locale}`, async ({ page }) => {
    await page.goto('/home');
    if (locale !== 'en') await page.getByLabel('Language').selectOption(locale);
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
    await expect(page.getByText(text.support, { exact: true })).toBeVisible();

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
      .getByRole('navigation', { name: locale === 'en' ? 'Main menu' : '主菜单' })
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
  await page.goto('/home');
  const text = page.locator('.marquee-text');
  await expect(text).toHaveCSS('animation-play-state', 'running');
  const pause = page.getByRole('button', { name: 'Pause scrolling' });
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
  test.beforeEach(async ({ page, request }) => {
    const answer = await request.post('/api/auth/login', {
      data: { account: 'demo', password: 'Demo-2026', rememberMe: true },
    });
    expect(answer.ok()).toBe(true);
    const { data } = await answer.json();
    await page.goto('/home');
    await page.evaluate((auth) => localStorage.setItem('auth', JSON.stringify(auth)), {
      accessToken: data.accessToken,
      refreshToken: data.refreshToken,
      username: data.userInfo.username,
      email: data.userInfo.email,
      isRememberMe: true,
      userInfo: data.userInfo,
    });
  });

  test('without a card yet, is asked to add one in My SIMs before ordering', async ({ page }) => {
    await page.goto('/plan');
    await page.getByRole('button', { name: 'Order Global Daily 500 MB' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ordering Global Daily 500 MB' });
    await expect(dialog.getByText(/add your card in My SIMs first/)).toBeVisible();
    await expectAccessible(page, '/plan order dialog');
    await dialog.getByRole('button', { name: 'Go to My SIMs' }).click();
    await expect(page).toHaveURL(/\/mySims$/);
  });

  test('sees the catalogue charts with text alternatives, and no made-up usage without cards', async ({
    page,
  }) => {
    await page.goto('/echarts');
    await expect(page.getByRole('heading', { level: 1, name: 'Charts' })).toBeVisible();
    const pricePerGb = page.getByRole('img', { name: /price per GB of high-speed data for each basic plan/ });
    await expect(pricePerGb).toBeVisible();
    await expect(pricePerGb.locator('canvas')).toHaveCount(1);
    await expect(page.getByRole('img', { name: /extra data of each add-on/ }).locator('canvas')).toHaveCount(
      1,
    );
    await page.getByText('Show the data as a table').first().click();
    await expect(
      page.getByRole('table').first().getByRole('rowheader', { name: 'Asia 30 Days 10 GB' }),
    ).toBeVisible();
    await expect(page.getByText(/None of your cards has reported usage yet/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to My SIMs' })).toHaveAttribute('href', '/mySims');
    await expectAccessible(page, '/echarts');
  });
});
