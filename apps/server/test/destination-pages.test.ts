import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AdminPlan, PlanInput } from '@simportal/contract/api/catalog-admin';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './admin-fixtures.ts';
import { signedInUser } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

/**
 * Destination pages (decision 0028): /plan?to=JP in sitemap.xml for every destination a plan on sale covers,
 * and its own head (title, description with the live count and lowest daily fee, canonical, hreflang, Open
 * Graph), from a stand-in for the web build shaped like the real one (apps/web/build/*: the crawl map carries
 * the share texts' templates, the prerendered /plan carries share-tags.ts's tags).
 */
const PUBLIC = 'https://shop.example';
const TEXTS = {
  en: {
    title: 'SIM Portal - Data plans for {{place}}',
    description: {
      one: '{{count}} basic plan works in {{place}}, from {{price}} a day.',
      other: '{{count}} basic plans work in {{place}}, from {{price}} a day.',
    },
  },
  'zh-CN': {
    title: 'SIM Portal - {{place}}流量套餐',
    description: { other: '{{place}}可用的基础套餐共 {{count}} 个，日租费 {{price}} 起。' },
  },
};
const CRAWL_MAP = {
  pages: [
    { route: '/home', addresses: { en: '/home', 'zh-CN': '/home?lang=zh-CN' } },
    {
      route: '/plan',
      addresses: { en: '/plan', 'zh-CN': '/plan?lang=zh-CN' },
      destinations: { texts: TEXTS },
    },
  ],
  disallowed: ['/mySims'],
};
const PLAN_HEAD = {
  en: { title: 'SIM Portal - Basic Plan', description: 'Basic plans for roaming data SIM cards.' },
  'zh-CN': { title: 'SIM Portal - 基础套餐', description: '漫游流量卡的基础套餐。' },
};
const documentOf = (locale: 'en' | 'zh-CN') => {
  const { title, description } = PLAN_HEAD[locale];
  const other = locale === 'en' ? 'zh_CN' : 'en_US';
  return [
    `<!doctype html><html lang="${locale}"><head><title>${title}</title>`,
    `<meta name="description" content="${description}"><meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="SIM Portal"><meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:locale" content="${locale === 'en' ? 'en_US' : 'zh_CN'}">`,
    `<meta property="og:locale:alternate" content="${other}"><meta name="twitter:card" content="summary">`,
    `<meta name="twitter:title" content="${title}"><meta name="twitter:description" content="${description}">`,
    `</head><body><div id="root"><h1>/plan in ${locale}</h1></div></body></html>`,
  ].join('');
};

let dist: string;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-destinations-'));
  await mkdir(path.join(dist, '.vite'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>SIM Portal</title></head><body><div id="root"></div></body></html>',
  );
  const routes = ['/home', '/plan', '/mySims', '*'];
  await writeFile(
    path.join(dist, '.vite', 'route-preloads.json'),
    JSON.stringify(routes.map((route) => ({ path: route, modules: [], styles: [] }))),
  );
  await writeFile(
    path.join(dist, '.vite', 'prerendered-pages.json'),
    JSON.stringify(
      (['en', 'zh-CN'] as const).map((locale) => ({ path: '/plan', locale, html: documentOf(locale) })),
    ),
  );
  await writeFile(path.join(dist, '.vite', 'crawl-map.json'), JSON.stringify(CRAWL_MAP));
  t = await buildTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL: `${PUBLIC}/` });
  admin = (await signedInUser(t, { level: 1 })).tokens.accessToken;
});
afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

/** Past the half minute one reading of the catalogue is kept (DESTINATION_OFFERS_MAX_AGE_MS). */
const afterCache = () => t.clock.advance(31_000);

const sitemapDestinations = async (): Promise<{ loc: string; alternates: Record<string, string> }[]> => {
  const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(res.statusCode).toBe(200);
  const { urlset } = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    isArray: (name) => name === 'url' || name === 'xhtml:link',
  }).parse(res.body) as {
    urlset: { url: { loc: string; 'xhtml:link': { hreflang: string; href: string }[] }[] };
  };
  return urlset.url
    .filter((url) => url.loc.includes('?to='))
    .map((url) => ({
      loc: url.loc,
      alternates: Object.fromEntries(url['xhtml:link'].map((link) => [link.hreflang, link.href])),
    }));
};
const listedCodes = async () =>
  [...new Set((await sitemapDestinations()).map(({ loc }) => new URL(loc).searchParams.get('to')))].sort();

const shopPlans = async (): Promise<{ priceMinor: number; cycleDays: number; coverage: string[] }[]> =>
  (await call(t, null, 'GET', '/api/catalog')).json().data.plans;

/** A plan of 7 days for 10.50 (1.50 a day) or as given, covering only Antarctica, where nothing else works. */
const antarcticPlan = (changes: Partial<PlanInput> = {}): PlanInput => ({
  name: { en: 'Antarctica 7 Days', 'zh-CN': '南极洲 7 天' },
  description: { en: '1 GB over 7 days.', 'zh-CN': '7 天内共 1 GB。' },
  priceMinor: 1050,
  cycleDays: 7,
  totalTrafficMb: 1024,
  trafficLimitType: 'PER_CYCLE',
  restrictRule: 'STOP',
  planType: 'BASIC',
  sortOrder: 50,
  coverage: ['AQ'],
  ...changes,
});
const createPlan = async (input: PlanInput): Promise<AdminPlan> => {
  const res = await call(t, admin, 'POST', '/api/admin/catalog/plans', input);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};
const retire = async (plan: AdminPlan) => {
  const res = await call(t, admin, 'PUT', `/api/admin/catalog/plans/${plan.id}/on-sale`, {
    onSale: false,
    revision: plan.revision,
  });
  expect(res.statusCode, res.body).toBe(200);
};

/** An attribute's value as a parser reads it: the server writes `&` of an address as `&amp;`. */
const attributeValue = (value: string | undefined) =>
  value
    ?.replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The head's tags a search engine and a link preview read. */
const headOf = (html: string) => {
  const meta = (key: string) =>
    [...html.matchAll(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`, 'g'))].map((match) =>
      attributeValue(match[1]),
    );
  return {
    title: [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1]),
    description: meta('description'),
    ogTitle: meta('og:title'),
    ogDescription: meta('og:description'),
    ogUrl: meta('og:url'),
    ogLocale: meta('og:locale'),
    twitter: [meta('twitter:card'), meta('twitter:title'), meta('twitter:description')],
    canonical: [...html.matchAll(/<link rel="canonical" href="([^"]+)">/g)].map((match) =>
      attributeValue(match[1]),
    ),
    alternates: Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((match) => [
        match[1],
        attributeValue(match[2]),
      ]),
    ),
  };
};
const page = async (url: string, cookie?: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};

describe('sitemap.xml lists a destination page per country or region a plan on sale covers', () => {
  it('names each in both languages with the hreflang triple, read from the catalogue', async () => {
    const covered = [...new Set((await shopPlans()).flatMap((plan) => plan.coverage))].sort();
    expect(covered.length).toBeGreaterThan(100);
    expect(await listedCodes()).toEqual(covered);
    const entries = await sitemapDestinations();
    expect(entries).toHaveLength(covered.length * 2);
    const japan = entries.filter(({ loc }) => loc.includes('to=JP'));
    expect(japan.map(({ loc }) => loc).sort()).toEqual([
      `${PUBLIC}/plan?to=JP`,
      `${PUBLIC}/plan?to=JP&lang=zh-CN`,
    ]);
    for (const entry of japan) {
      expect(entry.alternates).toEqual({
        en: `${PUBLIC}/plan?to=JP`,
        'zh-CN': `${PUBLIC}/plan?to=JP&lang=zh-CN`,
        'x-default': `${PUBLIC}/plan?to=JP`,
      });
    }
  });

  it('follows the catalogue within a minute: a new plan for a new country, then its retirement', async () => {
    expect(await listedCodes()).not.toContain('AQ');
    const first = await createPlan(antarcticPlan());
    // one reading is kept for half a minute: a crawler walking the shop costs one query
    expect(await listedCodes()).not.toContain('AQ');
    afterCache();
    expect(await listedCodes()).toContain('AQ');
    await retire(first);
    afterCache();
    expect(await listedCodes()).not.toContain('AQ');
  });
});

describe('a destination page', () => {
  it("has its own head from the live catalogue: Japan's plans and lowest daily fee, in both languages", async () => {
    afterCache();
    const japan = (await shopPlans()).filter((plan) => plan.coverage.includes('JP'));
    expect(japan.length).toBeGreaterThan(1);
    // the daily fee of decision 0009, worked out here: an ordinary day is the price ÷ days, rounded down
    const lowest = Math.min(...japan.map((plan) => Math.floor(plan.priceMinor / plan.cycleDays)));
    const dollars = (lowest / 100).toFixed(2);
    const en = headOf(await page('/plan?to=JP'));
    expect(en).toEqual({
      title: ['SIM Portal - Data plans for Japan'],
      description: [`${japan.length} basic plans work in Japan, from $${dollars} a day.`],
      ogTitle: ['SIM Portal - Data plans for Japan'],
      ogDescription: en.description,
      ogUrl: [`${PUBLIC}/plan?to=JP`],
      ogLocale: ['en_US'],
      twitter: [['summary'], en.title, en.description],
      canonical: [`${PUBLIC}/plan?to=JP`],
      alternates: {
        en: `${PUBLIC}/plan?to=JP`,
        'zh-CN': `${PUBLIC}/plan?to=JP&lang=zh-CN`,
        'x-default': `${PUBLIC}/plan?to=JP`,
      },
    });
    const zh = headOf(await page('/plan?to=JP&lang=zh-CN'));
    expect(zh.title).toEqual(['SIM Portal - 日本流量套餐']);
    expect(zh.description).toEqual([`日本可用的基础套餐共 ${japan.length} 个，日租费 US$${dollars} 起。`]);
    expect(zh.ogDescription).toEqual(zh.description);
    expect(zh.ogLocale).toEqual(['zh_CN']);
    expect(zh.canonical).toEqual([`${PUBLIC}/plan?to=JP&lang=zh-CN`]);
    expect(zh.ogUrl).toEqual(zh.canonical);
    // the body is the prerendered shop, which the app takes over and filters
    expect(await page('/plan?to=JP&lang=zh-CN')).toContain('<h1>/plan in zh-CN</h1>');
  });

  it('counts in the plural form of the language, and names the lowest fee of the plans there', async () => {
    const cheap = await createPlan(antarcticPlan());
    afterCache();
    expect(headOf(await page('/plan?to=AQ')).description).toEqual([
      '1 basic plan works in Antarctica, from $1.50 a day.',
    ]);
    const dearer = await createPlan(antarcticPlan({ priceMinor: 2000, cycleDays: 10, sortOrder: 51 }));
    afterCache();
    expect(headOf(await page('/plan?to=aq')).description).toEqual([
      '2 basic plans work in Antarctica, from $1.50 a day.',
    ]);
    expect(headOf(await page('/plan?lang=zh-CN&to=AQ')).description).toEqual([
      '南极洲可用的基础套餐共 2 个，日租费 US$1.50 起。',
    ]);
    // the address a page is asked by in another case or order still names the one canonical address
    expect(headOf(await page('/plan?lang=zh-CN&to=aq')).canonical).toEqual([
      `${PUBLIC}/plan?to=AQ&lang=zh-CN`,
    ]);
    await retire(cheap);
    afterCache();
    expect(headOf(await page('/plan?to=AQ')).description).toEqual([
      '1 basic plan works in Antarctica, from $2.00 a day.',
    ]);
    await retire({ ...dearer });
  });

  it('is no page of its own for an unknown code or one no plan covers: the plain /plan head, never a 500', async () => {
    afterCache();
    for (const url of ['/plan?to=AQ', '/plan?to=EU', '/plan?to=japan', '/plan?to=', '/plan?to=%E0%A4%A']) {
      const head = headOf(await page(url));
      expect(head.title, url).toEqual([PLAN_HEAD.en.title]);
      expect(head.description, url).toEqual([PLAN_HEAD.en.description]);
      expect(head.canonical, url).toEqual([`${PUBLIC}/plan`]);
    }
    const zh = headOf(await page('/plan?to=ZZ&lang=zh-CN'));
    expect(zh.title).toEqual([PLAN_HEAD['zh-CN'].title]);
    expect(zh.canonical).toEqual([`${PUBLIC}/plan?lang=zh-CN`]);
    // a query saying more than a destination and a language gets index.html, as any other (decision 0025)
    expect(await page('/plan?to=JP&from=mail')).not.toContain('rel="canonical"');
    // an account holder gets index.html, whose app renders the list (decision 0018)
    expect(await page('/plan?to=JP', 'simportal-account=1')).not.toContain('Data plans for');
  });

  it("puts the destination's title and description in place of the build's, not beside them", async () => {
    afterCache();
    const html = await page('/plan?to=JP&lang=zh-CN');
    // one title, and every og tag once: the build's own were replaced, not added to
    expect(html.match(/<title>/g)).toHaveLength(1);
    for (const key of ['description', 'og:title', 'og:description', 'twitter:title', 'twitter:description']) {
      expect(html.match(new RegExp(`"${key}"`, 'g')), key).toHaveLength(1);
    }
  });
});
