import { expect, type Page, test } from '@playwright/test';
import { t } from './support/texts.ts';

/**
 * A crawler's view of the shop, and a person's who follows a shared link (decision 0025): robots.txt,
 * sitemap.xml, a real 404, and /plan's language links and Open Graph tags in both languages, read from the
 * HTML as the server sends it (no script runs, as for most crawlers and every link preview).
 */

/** The head's tags a search engine and a link preview read. */
const headOf = (page: Page) =>
  page.evaluate(() => {
    const meta = (key: string) =>
      [...document.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`)].map((tag) =>
        tag.getAttribute('content'),
      );
    return {
      lang: document.documentElement.lang,
      title: document.title,
      description: meta('description'),
      canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((link) =>
        link.getAttribute('href'),
      ),
      alternates: Object.fromEntries(
        [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
          link.getAttribute('hreflang'),
          link.getAttribute('href'),
        ]),
      ),
      og: Object.fromEntries(
        [
          'og:type',
          'og:site_name',
          'og:title',
          'og:description',
          'og:url',
          'og:locale',
          'og:locale:alternate',
        ].map((key) => [key, meta(key)]),
      ),
      twitter: meta('twitter:card'),
    };
  });

test.describe("a crawler's view", () => {
  test('robots.txt allows the shop, keeps crawlers out of the app and the API, and names the sitemap', async ({
    request,
    baseURL,
  }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const lines = (await res.text()).split('\n');
    for (const line of ['User-agent: *', 'Allow: /plan', 'Allow: /addOn', 'Allow: /disclaimer/cn']) {
      expect(lines).toContain(line);
    }
    for (const path of ['/api/', '/mySims', '/adminMode', '/personal', '/consumptionRecord', '/recharge']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('sitemap.xml is XML listing the public pages in both languages with their hreflang pairs', async ({
    page,
    request,
    baseURL,
  }) => {
    const res = await request.get('/sitemap.xml');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/xml; charset=utf-8');
    await page.goto('/home');
    // the browser's own XML parser: a sitemap that is not well-formed XML fails here
    const urls = await page.evaluate(
      (xml) => {
        const doc = new DOMParser().parseFromString(xml, 'application/xml');
        if (doc.querySelector('parsererror')) throw new Error('sitemap.xml is not well-formed XML');
        return [...doc.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'url')].map(
          (url) => ({
            loc: url.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'loc')[0]
              ?.textContent,
            alternates: Object.fromEntries(
              [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((link) => [
                link.getAttribute('hreflang'),
                link.getAttribute('href'),
              ]),
            ),
          }),
        );
      },
      await res.text(),
    );
    const pages = ['/home', '/plan', '/addOn', '/login', '/register', '/passwordReset'];
    // the destination pages (decision 0028) follow the public pages; checked below
    const destinations = urls.filter((url) => url.loc?.includes('?to='));
    expect(
      urls
        .filter((url) => !url.loc?.includes('?to='))
        .map((url) => url.loc)
        .sort(),
    ).toEqual(
      [
        ...pages.flatMap((path) => [`${baseURL}${path}`, `${baseURL}${path}?lang=zh-CN`]),
        `${baseURL}/disclaimer/en`,
        `${baseURL}/disclaimer/cn?lang=zh-CN`,
      ].sort(),
    );
    // every destination a plan on sale covers, in both languages, with the hreflang triple
    const catalogue = await (await request.get('/api/catalog')).json();
    const covered = new Set<string>(
      catalogue.data.plans.flatMap((plan: { coverage: string[] }) => plan.coverage),
    );
    expect(destinations).toHaveLength(covered.size * 2);
    for (const code of covered) {
      const en = `${baseURL}/plan?to=${code}`;
      const zh = `${baseURL}/plan?to=${code}&lang=zh-CN`;
      for (const loc of [en, zh]) {
        expect(destinations.find((url) => url.loc === loc)?.alternates, loc).toEqual({
          en,
          'zh-CN': zh,
          'x-default': en,
        });
      }
    }
    for (const url of urls.filter((candidate) => candidate.loc?.match(/\/plan(\?lang=zh-CN)?$/))) {
      expect(url.alternates).toEqual({
        en: `${baseURL}/plan`,
        'zh-CN': `${baseURL}/plan?lang=zh-CN`,
        'x-default': `${baseURL}/plan`,
      });
    }
    // and each listed address answers 200 with a page
    for (const { loc } of urls) expect((await request.get(loc!)).status(), loc!).toBe(200);
  });

  test('an unknown path answers 404 with the not-found page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(404);
    expect(res?.headers()['content-type']).toContain('text/html');
    await context.close();
    // and with the app running, it shows its not-found page there
    const app = await browser.newPage();
    expect((await app.goto('/plans'))?.status()).toBe(404);
    await expect(app.getByRole('heading', { level: 1, name: t('en', 'notFound.title') })).toBeVisible();
    await app.close();
  });

  for (const [address, locale, expected] of [
    [
      '/plan',
      'en',
      {
        lang: 'en',
        title: 'SIM Portal - Basic plans',
        siteName: 'SIM Portal',
        description: /^Basic plans for roaming data SIM cards and eSIMs/,
        ogLocale: ['en_US'],
        ogAlternate: ['zh_CN'],
      },
    ],
    [
      '/plan?lang=zh-CN',
      'zh-CN',
      {
        lang: 'zh-CN',
        title: '环球流量卡 - 基础套餐',
        siteName: '环球流量卡',
        description: /^漫游流量卡和 eSIM 的基础套餐/,
        ogLocale: ['zh_CN'],
        ogAlternate: ['en_US'],
      },
    ],
  ] as const) {
    test(`/plan in ${locale}: its own title, description, canonical, hreflang pairs and Open Graph tags`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      expect((await page.goto(address))?.status()).toBe(200);
      const head = await headOf(page);
      expect(head.lang).toBe(expected.lang);
      expect(head.title).toBe(expected.title);
      expect(head.description).toHaveLength(1);
      expect(head.description[0]).toMatch(expected.description);
      expect(head.canonical).toEqual([`${baseURL}${address}`]);
      expect(head.alternates).toEqual({
        en: `${baseURL}/plan`,
        'zh-CN': `${baseURL}/plan?lang=zh-CN`,
        'x-default': `${baseURL}/plan`,
      });
      expect(head.og).toEqual({
        'og:type': ['website'],
        'og:site_name': [expected.siteName],
        'og:title': [expected.title],
        'og:description': head.description,
        'og:url': [`${baseURL}${address}`],
        'og:locale': expected.ogLocale,
        'og:locale:alternate': expected.ogAlternate,
      });
      expect(head.twitter).toEqual(['summary']);
      await context.close();
    });
  }
  test('a destination page, /plan?to=JP, in both languages: its own title, the live offer and price, its links', async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // the server keeps a destination's offer for up to 30 s (decision 0028): a journey that just changed the
    // catalogue (e2e/catalogue.spec.ts retires its plan) is seen once that has passed
    await expect(async () => {
      // the offer as the shop sells it now: the plans that work in Japan and their cheapest ordinary day
      const catalogue = await (await request.get('/api/catalog')).json();
      const japan = (
        catalogue.data.plans as { priceMinor: number; cycleDays: number; coverage: string[] }[]
      ).filter((plan) => plan.coverage.includes('JP'));
      expect(japan.length).toBeGreaterThan(0);
      const lowest = (
        Math.min(...japan.map((plan) => Math.floor(plan.priceMinor / plan.cycleDays))) / 100
      ).toFixed(2);
      const plans = japan.length === 1 ? '1 basic plan works' : `${japan.length} basic plans work`;
      const en = `${baseURL}/plan?to=JP`;
      const zh = `${baseURL}/plan?to=JP&lang=zh-CN`;
      for (const [address, expected] of [
        [
          en,
          {
            lang: 'en',
            title: 'SIM Portal - Data plans for Japan',
            siteName: 'SIM Portal',
            description: new RegExp(`^${plans} in Japan, from \\$${lowest.replace('.', '\\.')} a day\\. `),
            ogLocale: ['en_US'],
            ogAlternate: ['zh_CN'],
          },
        ],
        [
          zh,
          {
            lang: 'zh-CN',
            title: '环球流量卡 - 日本流量套餐',
            siteName: '环球流量卡',
            description: new RegExp(
              `^日本可用的基础套餐共 ${japan.length} 个，日租费 US\\$${lowest.replace('.', '\\.')} 起。`,
            ),
            ogLocale: ['zh_CN'],
            ogAlternate: ['en_US'],
          },
        ],
      ] as const) {
        expect((await page.goto(address))?.status()).toBe(200);
        const head = await headOf(page);
        expect(head.lang).toBe(expected.lang);
        expect(head.title).toBe(expected.title);
        expect(head.description).toHaveLength(1);
        expect(head.description[0]).toMatch(expected.description);
        expect(head.canonical).toEqual([address]);
        expect(head.alternates).toEqual({ en, 'zh-CN': zh, 'x-default': en });
        expect(head.og).toEqual({
          'og:type': ['website'],
          'og:site_name': [expected.siteName],
          'og:title': [expected.title],
          'og:description': head.description,
          'og:url': [address],
          'og:locale': expected.ogLocale,
          'og:locale:alternate': expected.ogAlternate,
        });
        expect(head.twitter).toEqual(['summary']);
      }
    }).toPass({ timeout: 60_000, intervals: [5_000] });
    // a code no plan covers is no page of its own: /plan's head
    await page.goto('/plan?to=AQ');
    expect((await headOf(page)).canonical).toEqual([`${baseURL}/plan`]);
    await context.close();
  });
});

test.describe('a shared link in Chinese', () => {
  test('opens the shop in Chinese for a first-time visitor, taken over as it stands, and the choice is kept', async ({
    page,
  }) => {
    const mismatches: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('[hydration]'))
        mismatches.push(message.text());
    });
    // the <h1> the HTML parser made: the app takes the prerendered page over rather than drawing it again
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { parsed?: Element | null }).parsed = document.querySelector('h1');
      });
    });
    await page.goto('/plan?lang=zh-CN');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(t('zh-CN', 'route.plan'));
    await page.waitForFunction(() => {
      const h1 = document.querySelector('h1');
      return h1 !== null && Object.keys(h1).some((key) => key.startsWith('__reactFiber'));
    });
    expect(
      await page.evaluate(
        () => (window as unknown as { parsed?: Element | null }).parsed === document.querySelector('h1'),
      ),
    ).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('"zh-CN"');
    // a page without `lang` keeps the language the link chose
    await page.goto('/addOn');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('zh-CN', 'route.addOn'));

    // switching language on an address that names one rewrites it: what the address bar shows is what is seen
    await page.goto('/plan?lang=zh-CN');
    await page.getByLabel(t('zh-CN', 'layout.language')).selectOption('en');
    await expect(heading).toHaveText(t('en', 'route.plan'));
    await expect(page).toHaveURL(/\/plan$/);
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('"en"');
    expect(mismatches).toEqual([]);
  });

  test('a destination page is taken over as it stands, then shows the plans that work there', async ({
    page,
  }) => {
    const mismatches: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('[hydration]'))
        mismatches.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { parsed?: Element | null }).parsed = document.querySelector('h1');
      });
    });
    await page.goto('/plan?to=JP&lang=zh-CN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('zh-CN', 'route.plan'));
    await expect(page.getByRole('status').filter({ hasText: '日本' })).toBeVisible();
    expect(
      await page.evaluate(
        () => (window as unknown as { parsed?: Element | null }).parsed === document.querySelector('h1'),
      ),
    ).toBe(true);
    expect(mismatches).toEqual([]);
  });
});
