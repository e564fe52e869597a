import hash from '@emotion/hash';
import { describe, expect, it } from 'vitest';
import { THEME } from './app/theme.ts';
import { prerenderedPaths, renderPage, renderShell, shellPaths } from './prerender.tsx';

// The build's prerender in the test runner: the whole app rendered in Node as a first-time visitor sees it.
describe('the prerender', () => {
  it('renders the pages the route table marks', () => {
    expect(prerenderedPaths()).toEqual(['/home', '/plan', '/addOn', '/login', '/register', '/passwordReset']);
  });

  it.each([
    ['/home', 'en', /^Roaming data SIM cards and eSIMs for travel across Asia, Europe/],
    ['/home', 'zh-CN', /^覆盖亚洲、欧洲、美洲、大洋洲和非洲的漫游流量卡和 eSIM/],
    ['/plan', 'en', /^Basic plans for roaming data SIM cards and eSIMs: one daily fee/],
    ['/plan', 'zh-CN', /^漫游流量卡和 eSIM 的基础套餐/],
    ['/addOn', 'zh-CN', /^加油包：/],
    ['/passwordReset', 'en', /^Forgot your password\?/],
  ] as const)('describes %s in %s in its own words', async (path, locale, description) => {
    const page = await renderPage(path, locale);
    expect(page.description).toMatch(description);
    expect(page.siteName).toBe(locale === 'en' ? 'SIM Portal' : '环球流量卡');
  });

  it.each([
    ['/home', 'en', 'One data SIM wherever you travel', 'SIM Portal - Home'],
    ['/home', 'zh-CN', '一张流量卡，畅游世界各地', '环球流量卡 - 首页'],
    ['/login', 'en', 'Log in', 'SIM Portal - Login'],
    ['/login', 'zh-CN', '登录', '环球流量卡 - 登录'],
    ['/plan', 'en', 'Basic Plan', 'SIM Portal - Basic Plan'],
    ['/addOn', 'zh-CN', '流量加油包', '环球流量卡 - 流量加油包'],
    ['/register', 'en', 'Create your account', 'SIM Portal - Register'],
    ['/passwordReset', 'zh-CN', '重置密码', '环球流量卡 - 重置密码'],
  ] as const)(
    'renders %s in %s: the page itself, its title and the styles antd gives it',
    async (path, locale, heading, title) => {
      const page = await renderPage(path, locale);
      expect(page.html).toMatch(new RegExp(`<h1[^>]*>${heading.replace(/[+]/g, '\\+')}</h1>`));
      // the layout around it, not the loading splash
      expect(page.html).toContain('language-switch');
      expect(page.html).not.toContain('hydrate-fallback');
      expect(page.title).toBe(title);
      expect(page.styles).toMatch(/^<style[^>]*data-css-hash/);
      // what the router's loaders answered (the guard lets a visitor in), for the router to start from
      expect(Object.values(page.hydrationData.loaderData ?? {})).toContain(null);
      expect(page.hydrationData.errors).toBeNull();
    },
  );

  it('sends /home with its parts as boundaries of their own, which the app takes over one pass each', async () => {
    const { html } = await renderPage('/home', 'en');
    // React marks a boundary the server completed <!--$-->…<!--/$--> and hydrates each in a later pass (0061)
    const parts = [...html.matchAll(/<!--\$-->([\s\S]*?)<!--\/\$-->/g)].map((match) => match[1] ?? '');
    expect(parts.find((part) => part.includes('<h1'))).toContain('One data SIM wherever you travel');
    expect(parts.some((part) => part.includes('id="home-faq"'))).toBe(true);
    // the announcement above them is the page's own pass, with the layout
    expect(parts.some((part) => part.includes('marquee'))).toBe(false);
    expect(parts.length).toBeGreaterThanOrEqual(5);
  });

  it("renders a shell of the customer's own pages for a signed-in visitor", () => {
    expect(shellPaths()).toEqual([
      '/mySims',
      '/mySims/applyEsim',
      '/mySims/:id/esim',
      '/mySims/:id/traffic',
      '/consumptionRecord',
      '/personal',
      '/recharge',
    ]);
  });

  it.each([
    ['/mySims', 'en', 'My SIMs', 'SIM Portal - My SIMs', 'My account'],
    ['/mySims', 'zh-CN', '我的 SIM 卡', '环球流量卡 - 我的 SIM 卡', '我的账号'],
    ['/mySims/:id/traffic', 'en', 'Traffic Detail', 'SIM Portal - Traffic Detail', 'My account'],
    ['/consumptionRecord', 'zh-CN', '收支记录', '环球流量卡 - 收支记录', '我的账号'],
    ['/personal', 'zh-CN', '个人中心', '环球流量卡 - 个人中心', '我的账号'],
    ['/recharge', 'en', 'Top up', 'SIM Portal - Top up', 'My account'],
  ] as const)(
    "renders %s's shell in %s: the frame of a session whose user has not arrived, the heading, no one's data",
    async (path, locale, heading, title, account) => {
      const shell = await renderShell(path, locale);
      expect(shell.shell).toBe(true);
      expect(shell.html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(shell.title).toBe(title);
      // the account corner of a stored session, not a login link; the menu of a customer
      expect(shell.html).toContain(`<span class="header-link">${account}</span>`);
      expect(shell.html).not.toContain('/login');
      expect(shell.html).toContain('href="/mySims"');
      // nothing to list or share: the site's own description stays
      expect(shell.description).toBeUndefined();
      // its antd styles inline, without cssinjs' map of them (the map the browser reads is the stylesheet's)
      expect(shell.styles).toMatch(/^<style[^>]*data-css-hash/);
      expect(shell.styles).not.toContain('data-ant-cssinjs-cache-path');
      // the theme's CSS variables under the id antd looks for in the browser (useCacheToken), so it finds them
      // there rather than writing a second copy of them
      expect(shell.styles).toMatch(
        new RegExp(`data-css-hash="${hash(`css-var-${THEME.cssVar.key}`)}">\\.${THEME.cssVar.key}\\{--ant-`),
      );
    },
  );

  // On a phone the largest text of the page's first frame, which the cards and the figures arriving later do
  // not outgrow: Lighthouse's largest paint is the shell's, not a card's name (decision 0029).
  it.each([
    ['/mySims', 'en', /<div class="[^"]*\bsims-intro\b[^"]*">Your SIM cards, each with its plan/],
    ['/mySims', 'zh-CN', /<div class="[^"]*\bsims-intro\b[^"]*">您的 SIM 卡：每张卡的套餐/],
    ['/mySims/:id/traffic', 'en', /<div class="[^"]*\busage-intro\b[^"]*">How much data this card used/],
    ['/mySims/:id/traffic', 'zh-CN', /<div class="[^"]*\busage-intro\b[^"]*">这张卡在所选日期内/],
  ] as const)("holds %s's introduction in its shell in %s", async (path, locale, introduction) => {
    expect((await renderShell(path, locale)).html).toMatch(introduction);
  });
});
