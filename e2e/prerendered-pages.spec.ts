import { expect, type Page, test } from '@playwright/test';
import { DEMO_CUSTOMER } from './support/session.ts';
import { t } from './support/texts.ts';

/**
 * /home, the shop's /plan and /addOn and the sign-in pages arrive as HTML the build rendered
 * (docs/how-a-page-loads.md): readable before any script has run, in the visitor's language, and then hydrated
 * by the app where they stand, not drawn again.
 */

/** Remembers the page's <h1> as the HTML parser made it, and every hydration mismatch React reports. */
const watchTakeOver = async (page: Page) => {
  const mismatches: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('[hydration]'))
      mismatches.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { parsedHeading?: Element | null }).parsedHeading = document.querySelector('h1');
    });
  });
  return {
    mismatches,
    /** Resolves once React owns the <h1>, i.e. the app has taken the page over. */
    takenOver: () =>
      page.waitForFunction(() => {
        const heading = document.querySelector('h1');
        return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
      }),
    /** True when the <h1> on screen is the very element the HTML parser made. */
    headingKept: () =>
      page.evaluate(
        () =>
          (window as unknown as { parsedHeading?: Element | null }).parsedHeading ===
          document.querySelector('h1'),
      ),
  };
};

test.describe('prerendered pages', () => {
  test('read without JavaScript, in English and, once chosen, in Chinese', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: t('en', 'home.hero.title') })).toBeVisible();
    await expect(page).toHaveTitle('SIM Portal - Home');
    await expect(page.getByRole('link', { name: t('en', 'layout.login') })).toBeVisible();

    // the cookie the app sets when a language is chosen (browser/page-hints.ts)
    await context.addCookies([{ name: 'simportal-locale', value: 'zh-CN', url: baseURL! }]);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: t('zh-CN', 'route.login') })).toBeVisible();
    await expect(page).toHaveTitle('环球流量卡 - 登录');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await context.close();
  });

  test('move only what the compositor animates while their code arrives', async ({ page }) => {
    // as everyone sees it who has not asked for less motion (the journeys' browser has)
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    // the app's entry never arrives: the page as a phone shows it until its code has come and run
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/home');
    // the price guide's placeholder (its pulse after a second) and the announcement's line move; a placeholder's
    // shimmer (antd's moving gradient) was a main-thread paint every frame (decision 0055)
    await expect(page.getByText(t('en', 'shop.status.loading'))).toBeAttached();
    /** The properties the page's running animations move. */
    const animated = () =>
      page.evaluate(() => [
        ...new Set(
          document
            .getAnimations()
            .flatMap((animation) =>
              (animation.effect as KeyframeEffect)
                .getKeyframes()
                .flatMap((frame) =>
                  Object.keys(frame).filter(
                    (key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key),
                  ),
                ),
            ),
        ),
      ]);
    expect((await animated()).sort()).toEqual(['opacity', 'transform']);
    // a reader who asked for less motion: nothing moves, the placeholders as the announcement
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await animated()).toEqual([]);
  });

  test('are taken over by the app where they stand, in both languages, and work', async ({ page }) => {
    const takeOver = await watchTakeOver(page);
    await page.goto('/home');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(t('en', 'home.hero.title'));
    // the app answers: choosing Chinese re-renders the same elements
    await page.getByLabel(t('en', 'layout.language')).selectOption('zh-CN');
    await expect(heading).toHaveText(t('zh-CN', 'home.hero.title'));
    expect(await takeOver.headingKept()).toBe(true);

    // the choice reaches the server: the next page comes prerendered in Chinese and is taken over as well
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('zh-CN', 'route.login'));
    await page.getByLabel(t('zh-CN', 'auth.login.account')).fill(DEMO_CUSTOMER.account);
    await page.getByLabel(t('zh-CN', 'auth.login.password')).fill(DEMO_CUSTOMER.password);
    // antd spaces a two-character Chinese label: 登 录
    await page.getByRole('button', { name: /^登\s?录$/ }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('link', { name: t('zh-CN', 'route.login') })).toHaveCount(0);
    expect(takeOver.mismatches).toEqual([]);
  });

  for (const [locale, headings] of [
    [
      'en',
      [
        t('en', 'home.hero.title'),
        t('en', 'route.plan'),
        t('en', 'route.addOn'),
        t('en', 'layout.login'),
        t('en', 'auth.register.heading'),
        t('en', 'auth.reset.heading'),
      ],
    ],
    [
      'zh-CN',
      [
        t('zh-CN', 'home.hero.title'),
        t('zh-CN', 'route.plan'),
        t('zh-CN', 'route.addOn'),
        t('zh-CN', 'route.login'),
        t('zh-CN', 'auth.register.heading'),
        t('zh-CN', 'route.passwordReset'),
      ],
    ],
  ] as const) {
    test(`every prerendered page is taken over without a mismatch (${locale})`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: 'simportal-locale', value: locale, url: baseURL! }]);
      await context.addInitScript((chosen) => localStorage.setItem('locale', JSON.stringify(chosen)), locale);
      const takeOver = await watchTakeOver(page);
      for (const [index, path] of [
        '/home',
        '/plan',
        '/addOn',
        '/login',
        '/register',
        '/passwordReset',
      ].entries()) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings[index]!);
        await takeOver.takenOver();
        expect(await takeOver.headingKept(), path).toBe(true);
      }
      expect(takeOver.mismatches).toEqual([]);
    });
  }

  test('keep what a visitor typed and chose before the app took the page over', async ({ page }) => {
    const takeOver = await watchTakeOver(page);
    // the app's entry held back, as on a slow line: the page is there, its code is not
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel(t('en', 'auth.login.account')).fill(DEMO_CUSTOMER.account);
    await page.getByLabel(t('en', 'auth.login.password')).fill(DEMO_CUSTOMER.password);
    await page.getByLabel(t('en', 'auth.login.rememberMe')).check();
    await page.getByLabel(t('en', 'layout.language')).selectOption('zh-CN');
    release();
    await takeOver.takenOver();
    // the language chosen early is applied, and the form knows what was typed into it
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('zh-CN', 'route.login'));
    await page.getByRole('button', { name: /^登\s?录$/ }).click();
    await expect(page).toHaveURL(/\/home$/);
    // remember-me, ticked early, counted too: the session is kept in local storage
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toContain('"isRememberMe":true');
    expect(takeOver.mismatches).toEqual([]);
  });

  test('built in an earlier year, are taken over without a mismatch and then show this year', async ({
    page,
  }) => {
    const takeOver = await watchTakeOver(page);
    // the visitor's clock in a later year than the build's
    await page.clock.setFixedTime(new Date('2031-01-02T10:00:00Z'));
    await page.goto('/home');
    await takeOver.takenOver();
    await expect(page.getByRole('contentinfo')).toContainText('© 2031');
    expect(await takeOver.headingKept()).toBe(true);
    expect(takeOver.mismatches).toEqual([]);
  });

  test('are not sent to a browser that holds an account, which the app draws as before', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel(t('en', 'auth.login.account')).fill(DEMO_CUSTOMER.account);
    await page.getByLabel(t('en', 'auth.login.password')).fill(DEMO_CUSTOMER.password);
    await page.getByRole('button', { name: t('en', 'layout.login'), exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('link', { name: t('en', 'layout.login') })).toHaveCount(0);

    const html = await (await page.request.get('/home')).text();
    expect(html).toContain('hydrate-fallback');
    expect(html).not.toContain('One data SIM');
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'home.hero.title'));
    await expect(page.getByRole('link', { name: t('en', 'layout.login') })).toHaveCount(0);
  });
});
