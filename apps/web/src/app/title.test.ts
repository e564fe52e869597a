import { describe, expect, it } from 'vitest';
import commonZh from '../locales/zh-CN/common.json' with { type: 'json' };
import { PAGE_ROUTES } from './routes.ts';
import { documentTitle } from './title.ts';

const translations: Record<string, string> = { 'route.mySims': 'My SIMs', 'route.home': 'Home' };
const translate = (key: string) => translations[key] ?? key;
const title = (pathname: string, titleKey?: string) =>
  documentTitle({ productName: 'SIM Portal', pathname, titleKey, translate });

describe('document title (spec §2)', () => {
  it('is the product name and the translated route title when the route has one', () => {
    expect(title('/mySims', 'route.mySims')).toBe('SIM Portal - My SIMs');
  });

  it('follows the language through the translate function', () => {
    const zh = documentTitle({
      productName: 'SIM Portal',
      pathname: '/mySims',
      titleKey: 'route.mySims',
      translate: () => '我的 SIM 卡',
    });
    expect(zh).toBe('SIM Portal - 我的 SIM 卡');
  });

  it("is 'home' for the root path", () => {
    expect(title('/')).toBe('SIM Portal - home');
  });

  it("turns the path's slashes into ' · ' otherwise", () => {
    expect(title('/no/such/page')).toBe('SIM Portal - no · such · page');
    expect(title('/single')).toBe('SIM Portal - single');
    expect(title('/trailing/')).toBe('SIM Portal - trailing');
  });

  it("names the not-found page in the reader's language, not by the mistyped address (issue #56)", () => {
    const notFound = PAGE_ROUTES.find((route) => route.path === '*');
    const zh = documentTitle({
      productName: '环球流量卡',
      pathname: '/no-such-page',
      titleKey: notFound?.titleKey,
      translate: (key) => (key === 'notFound.title' ? commonZh.notFound.title : key),
    });
    expect(zh).toBe('环球流量卡 - 页面不存在');
  });

  it('decodes escaped path segments', () => {
    expect(title('/caf%C3%A9/x%20y')).toBe('SIM Portal - café · x y');
    expect(title('/bad%E0%A4%A')).toBe('SIM Portal - bad%E0%A4%A');
  });
});
