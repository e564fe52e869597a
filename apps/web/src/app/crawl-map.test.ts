import { describe, expect, it } from 'vitest';
import { translationsOf } from '../locales/bundles.ts';
import { crawlMapOf } from './crawl-map.ts';
import { PAGE_ROUTES, type PageRoute } from './routes.ts';

const page = (path: string, extra: Partial<PageRoute> = {}): PageRoute => ({
  path,
  layout: 'default',
  page: async () => () => null,
  ...extra,
});

describe('crawl map of the route table (decision 0025)', () => {
  it('lists the shop, the sign-in pages and the disclaimers in both languages, and nothing private', () => {
    const map = crawlMapOf(PAGE_ROUTES, translationsOf);
    expect(map.pages.map(({ destinations: _, ...page }) => page)).toEqual([
      { route: '/home', addresses: { en: '/home', 'zh-CN': '/home?lang=zh-CN' } },
      { route: '/plan', addresses: { en: '/plan', 'zh-CN': '/plan?lang=zh-CN' } },
      { route: '/addOn', addresses: { en: '/addOn', 'zh-CN': '/addOn?lang=zh-CN' } },
      { route: '/login', addresses: { en: '/login', 'zh-CN': '/login?lang=zh-CN' } },
      { route: '/register', addresses: { en: '/register', 'zh-CN': '/register?lang=zh-CN' } },
      { route: '/passwordReset', addresses: { en: '/passwordReset', 'zh-CN': '/passwordReset?lang=zh-CN' } },
      {
        route: '/disclaimer/:locale',
        addresses: { en: '/disclaimer/en', 'zh-CN': '/disclaimer/cn?lang=zh-CN' },
      },
    ]);
    expect(map.disallowed.sort()).toEqual(
      [
        '/mySims',
        '/consumptionRecord',
        '/adminMode',
        '/integrations',
        '/inbox',
        '/personal',
        '/recharge',
        '/pay',
        '/echarts',
        '/invite',
        '/join',
      ].sort(),
    );
  });

  it("gives the shop's plan list a page per destination, with its head's templates in each language", () => {
    const map = crawlMapOf(PAGE_ROUTES, translationsOf);
    expect(map.pages.filter((page) => page.destinations).map((page) => page.route)).toEqual(['/plan']);
    const texts = map.pages.find((page) => page.route === '/plan')?.destinations?.texts;
    expect(texts?.en?.title).toBe('SIM Portal - Data plans for {{place}}');
    expect(texts?.['zh-CN']?.title).toBe('环球流量卡 - {{place}}流量套餐');
    // each plural form the language has: English one and other, Chinese other only
    expect(Object.keys(texts?.en?.description ?? {}).sort()).toEqual(['one', 'other']);
    expect(texts?.en?.description.other).toMatch(
      /^\{\{count\}\} basic plans work in \{\{place\}\}, from \{\{price\}\} a day/,
    );
    expect(Object.keys(texts?.['zh-CN']?.description ?? {})).toEqual(['other']);
    for (const locale of ['en', 'zh-CN'] as const) {
      for (const text of Object.values(texts?.[locale]?.description ?? {})) {
        expect(text, locale).toMatch(/\{\{place\}\}.*\{\{count\}\}|\{\{count\}\}.*\{\{place\}\}/);
        expect(text, locale).toContain('{{price}}');
      }
    }
  });

  it('refuses destination pages without the texts to word them', () => {
    expect(() => crawlMapOf(PAGE_ROUTES)).toThrow(/\/plan has destination pages but no texts/);
    const route = page('/shop', {
      findable: { descriptionKey: 'x', destinations: { titleKey: 'no.title', descriptionKey: 'no.text' } },
    });
    expect(() => crawlMapOf([route], translationsOf)).toThrow(/no text no\.text_/);
  });

  it('lists every prerendered page: each carries its own description and language links', () => {
    for (const route of PAGE_ROUTES.filter((candidate) => candidate.prerender)) {
      expect(route.findable, route.path).toBeDefined();
    }
  });

  it('keeps a parameter of a private page out of its prefix', () => {
    expect(crawlMapOf([page('/cards/:id/usage')]).disallowed).toEqual(['/cards/']);
  });

  it('refuses a listed page whose parameter names no language, and a rule that would hide a listed page', () => {
    expect(() => crawlMapOf([page('/cards/:id', { findable: { descriptionKey: 'x' } })])).toThrow(
      /no language/,
    );
    expect(() => crawlMapOf([page('/shop', { findable: { descriptionKey: 'x' } }), page('/sho')])).toThrow(
      /\/sho would keep crawlers out of \/shop/,
    );
  });
});
