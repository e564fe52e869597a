import { expect, test } from '@playwright/test';
import { t } from './support/texts.ts';

test.describe('the app shell', () => {
  test('root redirects home, titles follow the route table, 404 for unknown paths', async ({ page }) => {
    expect((await page.goto('/'))?.status()).toBe(200);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page).toHaveTitle('SIM Portal - Home');
    await expect(page.getByRole('navigation', { name: t('en', 'layout.mainMenu') })).toBeVisible();

    await page.goto('/addOn');
    await expect(page).toHaveTitle('SIM Portal - Add-ons');

    // the not-found page with HTTP 404, so a crawler does not index it (a "soft 404")
    const missing = await page.goto('/no/such/page');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: t('en', 'notFound.title') })).toBeVisible();
    await expect(page).toHaveTitle(`SIM Portal - ${t('en', 'notFound.title')}`);
    await page.getByRole('button', { name: t('en', 'common.backHome') }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('the guard sends a visitor to /login from a customer screen, in the bare layout', async ({ page }) => {
    await page.goto('/mySims');
    await expect(page).toHaveURL(/\/login\?redirect=%2FmySims$/);
    await expect(page).toHaveTitle('SIM Portal - Login');
    // the custom layout has no main menu
    await expect(page.getByRole('navigation', { name: t('en', 'layout.mainMenu') })).toHaveCount(0);

    await page.goto('/consumptionRecord');
    await expect(page).toHaveURL(/\/login\?redirect=%2FconsumptionRecord$/);
    await page.goto('/adminMode');
    await expect(page).toHaveURL(/\/login\?redirect=%2FadminMode$/);
  });

  test('the language switch changes the interface, is remembered as JSON and survives a reload', async ({
    page,
  }) => {
    await page.goto('/home');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByLabel(t('en', 'layout.language')).selectOption('zh-CN');
    await expect(page).toHaveTitle('环球流量卡 - 首页');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('"zh-CN"');

    await page.reload();
    await expect(page).toHaveTitle('环球流量卡 - 首页');
    await page.goto('/mySims');
    await expect(page).toHaveTitle('环球流量卡 - 登录');

    await page.getByLabel(t('zh-CN', 'layout.language')).selectOption('en');
    await expect(page).toHaveTitle('SIM Portal - Login');
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('"en"');
  });

  test('the server answers unknown API paths with the envelope and serves the docs', async ({ request }) => {
    const missing = await request.get('/api/nope');
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 40401, message: 'route_not_found' });
    const health = await request.get('/api/health');
    expect((await health.json()).data.status).toBe('ok');
  });

  test("each page's HTML names that page's chunks from the real build, so they load with the entry", async ({
    request,
  }) => {
    const preloads = async (path: string) =>
      [...(await (await request.get(path)).text()).matchAll(/rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
        (match) => match[1],
      );
    const home = await preloads('/home');
    const login = await preloads('/login');
    expect(home.some((href) => /\/assets\/home-page-[\w-]+\.js$/.test(href ?? ''))).toBe(true);
    expect(login.some((href) => /\/assets\/login-page-[\w-]+\.js$/.test(href ?? ''))).toBe(true);
    expect(home.some((href) => /login-page/.test(href ?? ''))).toBe(false);
    for (const href of [...home, ...login]) expect((await request.get(href!)).status(), href).toBe(200);
  });

  test('a reader who asked for less motion sees the menu open at once; others see it slide', async ({
    browser,
  }) => {
    /** How long the motions running right after the phone's menu is pressed last, in milliseconds. */
    const menuMotions = async (reducedMotion: 'reduce' | 'no-preference') => {
      const context = await browser.newContext({ reducedMotion, viewport: { width: 390, height: 800 } });
      const page = await context.newPage();
      await page.goto('/home');
      await page.getByRole('button', { name: t('en', 'layout.menu') }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      const durations = await page.evaluate(() =>
        document.getAnimations().map((animation) => Number(animation.effect?.getTiming().duration ?? 0)),
      );
      await context.close();
      return durations;
    };
    expect(Math.max(0, ...(await menuMotions('no-preference')))).toBeGreaterThan(100);
    expect(Math.max(0, ...(await menuMotions('reduce')))).toBeLessThanOrEqual(1);
  });
});
