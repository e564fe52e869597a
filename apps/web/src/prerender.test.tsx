import { describe, expect, it } from 'vitest';
import { prerenderedPaths, renderPage } from './prerender.tsx';

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
    ['/plan', 'en', 'Basic plans', 'SIM Portal - Basic plans'],
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
});
