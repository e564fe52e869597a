import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

/**
 * What a crawler and a shared link get (decision 0025): robots.txt, sitemap.xml and the language links of each
 * prerendered page, from a stand-in for the web build shaped like the real one (apps/web/build/*).
 */
const LOCALES = ['en', 'zh-CN'] as const;
const PRERENDERED = ['/home', '/plan', '/addOn', '/login', '/register', '/passwordReset'];
const addressesOf = (page: string) => ({ en: page, 'zh-CN': `${page}?lang=zh-CN` });
const CRAWL_MAP = {
  pages: [
    ...PRERENDERED.map((page) => ({ route: page, addresses: addressesOf(page) })),
    {
      route: '/disclaimer/:locale',
      addresses: { en: '/disclaimer/en', 'zh-CN': '/disclaimer/cn?lang=zh-CN' },
    },
  ],
  disallowed: ['/mySims', '/consumptionRecord', '/adminMode', '/personal', '/recharge', '/pay', '/echarts'],
};
const PUBLIC = 'https://shop.example';

let dist: string;
let t: TestApp;

const writeDist = async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-crawl-'));
  await mkdir(path.join(dist, '.vite'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>SIM Portal</title></head><body><div id="root"></div></body></html>',
  );
  const routes = [...PRERENDERED, '/mySims', '/mySims/:id/traffic', '/pay', '/disclaimer/:locale', '*', '/'];
  await writeFile(
    path.join(dist, '.vite', 'route-preloads.json'),
    JSON.stringify(routes.map((route) => ({ path: route, modules: [], styles: [] }))),
  );
  await writeFile(
    path.join(dist, '.vite', 'prerendered-pages.json'),
    JSON.stringify(
      PRERENDERED.flatMap((page) =>
        LOCALES.map((locale) => ({
          path: page,
          locale,
          html: `<!doctype html><html lang="${locale}"><head><title>${page} ${locale}</title></head><body><div id="root"><h1>${page} in ${locale}</h1></div></body></html>`,
        })),
      ),
    ),
  );
  await writeFile(path.join(dist, '.vite', 'crawl-map.json'), JSON.stringify(CRAWL_MAP));
};

beforeAll(async () => {
  await writeDist();
  t = await buildTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL: `${PUBLIC}/` });
});
afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

/** `<link rel="…" hreflang="…" href="…">` and `<meta property="og:url">` of a document, in order. */
const linksOf = (html: string) => ({
  canonical: [...html.matchAll(/<link rel="canonical" href="([^"]+)">/g)].map((match) => match[1]),
  alternates: Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((match) => [
      match[1],
      match[2],
    ]),
  ),
  ogUrl: [...html.matchAll(/<meta property="og:url" content="([^"]+)">/g)].map((match) => match[1]),
});

describe('the OpenAPI document of a portal with its web build', () => {
  it('lists the API only: no page of the app, `/` included (issue #31: `GET /` had no summary)', () => {
    const paths = Object.keys((t.app.swagger() as { paths: Record<string, unknown> }).paths);
    expect(paths.filter((url) => !url.startsWith('/api/'))).toEqual([]);
  });
});

describe('robots.txt', () => {
  it('allows the findable pages, disallows the app and the API, and names the sitemap absolutely', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    // with PUBLIC_URL the file is the same for every request
    expect(res.headers.vary ?? '').not.toContain('host');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    const allowed = lines.filter((line) => line.startsWith('Allow: ')).map((line) => line.slice(7));
    expect(allowed.sort()).toEqual([...PRERENDERED, '/disclaimer/en', '/disclaimer/cn'].sort());
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice(10));
    expect(disallowed).toEqual(expect.arrayContaining(['/api/', '/mySims', '/adminMode', '/pay']));
    // no rule keeps a crawler out of a listed page
    for (const page of allowed) {
      expect(
        disallowed.filter((prefix) => page.startsWith(prefix)),
        page,
      ).toEqual([]);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC}/sitemap.xml`);
  });
});

describe('sitemap.xml', () => {
  const parse = (xml: string) =>
    new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '',
      isArray: (name) => name === 'url' || name === 'xhtml:link',
    }).parse(xml) as {
      urlset: {
        xmlns: string;
        'xmlns:xhtml': string;
        url: { loc: string; 'xhtml:link': { rel: string; hreflang: string; href: string }[] }[];
      };
    };

  it('is XML that lists every findable page in both languages, each with its language alternates', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(XMLValidator.validate(res.body)).toBe(true);
    const { urlset } = parse(res.body);
    expect(urlset.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(urlset['xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');

    const expected = CRAWL_MAP.pages.flatMap((page) =>
      LOCALES.map((locale) => `${PUBLIC}${page.addresses[locale]}`),
    );
    expect(urlset.url.map((url) => url.loc).sort()).toEqual(expected.sort());
    expect(urlset.url.map((url) => url.loc)).toContain(`${PUBLIC}/plan?lang=zh-CN`);
    expect(urlset.url.map((url) => url.loc)).toContain(`${PUBLIC}/disclaimer/cn?lang=zh-CN`);

    for (const url of urlset.url) {
      const page = CRAWL_MAP.pages.find((candidate) =>
        LOCALES.some((locale) => `${PUBLIC}${candidate.addresses[locale]}` === url.loc),
      )!;
      // every alternate of the page, itself included, and the x-default one: the English, bare address
      expect(
        url['xhtml:link'].every((link) => link.rel === 'alternate'),
        url.loc,
      ).toBe(true);
      expect(
        Object.fromEntries(url['xhtml:link'].map((link) => [link.hreflang, link.href])),
        url.loc,
      ).toEqual({
        en: `${PUBLIC}${page.addresses.en}`,
        'zh-CN': `${PUBLIC}${page.addresses['zh-CN']}`,
        'x-default': `${PUBLIC}${page.addresses.en}`,
      });
    }
  });

  it('lists no private page, nor the API', async () => {
    const { urlset } = parse((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body);
    for (const { loc } of urlset.url) {
      const pathname = new URL(loc).pathname;
      expect(
        [...CRAWL_MAP.disallowed, '/api/'].filter((prefix) => pathname.startsWith(prefix)),
        loc,
      ).toEqual([]);
    }
  });
});

describe("a prerendered page's language links", () => {
  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  for (const page of PRERENDERED) {
    for (const locale of LOCALES) {
      const address = addressesOf(page)[locale];
      it(`${address}: its own canonical, its address in each language and og:url (${locale})`, async () => {
        const res = await get(address);
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain(`<h1>${page} in ${locale}</h1>`);
        expect(res.body).toContain(`<html lang="${locale}">`);
        expect(linksOf(res.body)).toEqual({
          canonical: [`${PUBLIC}${address}`],
          alternates: {
            en: `${PUBLIC}${page}`,
            'zh-CN': `${PUBLIC}${page}?lang=zh-CN`,
            'x-default': `${PUBLIC}${page}`,
          },
          ogUrl: [`${PUBLIC}${address}`],
        });
      });
    }
  }

  it('follows the language the address names over the one the visitor chose before', async () => {
    const chinese = await get('/plan?lang=zh-CN', 'simportal-locale=en');
    expect(chinese.body).toContain('<h1>/plan in zh-CN</h1>');
    const english = await get('/plan?lang=en', 'simportal-locale=zh-CN');
    expect(english.body).toContain('<h1>/plan in en</h1>');
    // the English page's canonical address is the bare path, whichever address it was asked by
    expect(linksOf(english.body).canonical).toEqual([`${PUBLIC}/plan`]);
    // without `lang`, the visitor's choice as before (decision 0018), and that language's canonical address
    const chosen = await get('/plan', 'simportal-locale=zh-CN');
    expect(chosen.body).toContain('<h1>/plan in zh-CN</h1>');
    expect(linksOf(chosen.body).canonical).toEqual([`${PUBLIC}/plan?lang=zh-CN`]);
  });

  it('is not prerendered for a language we do not speak nor a query that says more than the language', async () => {
    for (const url of ['/plan?lang=fr', '/plan?lang=zh-CN&from=mail', '/plan?lang=zh-cn']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('<h1>');
      expect(res.body, url).not.toContain('rel="canonical"');
    }
  });
});

describe('what a crawler reads of the status', () => {
  it('answers 404 for an unknown path, and 200 for robots.txt and sitemap.xml, which are no pages', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
    for (const url of ['/robots.txt', '/sitemap.xml']) {
      const res = await t.app.inject({ method: 'HEAD', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).not.toContain('text/html');
    }
  });
});

describe('the origin without PUBLIC_URL (decision 0025)', () => {
  let own: TestApp;
  beforeAll(async () => {
    own = await buildTestApp({ WEB_DIST_DIR: dist, TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await own?.close();
  });

  it("is the request's own: its host, and behind a trusted proxy the forwarded host and scheme", async () => {
    const direct = await own.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'Portal.Example:8443' },
    });
    expect(direct.body).toContain('Sitemap: http://portal.example:8443/sitemap.xml');
    // a shared cache keeps one copy per origin (issue #31)
    expect(direct.headers.vary).toContain('host, x-forwarded-host, x-forwarded-proto');
    const sitemap = await own.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'a.example' },
    });
    expect(sitemap.headers.vary).toContain('host, x-forwarded-host, x-forwarded-proto');
    const proxied = await own.app.inject({
      method: 'GET',
      url: '/plan?lang=zh-CN',
      headers: { host: 'internal:3000', 'x-forwarded-host': 'sims.example', 'x-forwarded-proto': 'https' },
    });
    expect(linksOf(proxied.body).canonical).toEqual(['https://sims.example/plan?lang=zh-CN']);
    // the same page for another origin carries that origin's links, not the first one's
    const other = await own.app.inject({
      method: 'GET',
      url: '/plan?lang=zh-CN',
      headers: { host: 'b.example' },
    });
    expect(linksOf(other.body).canonical).toEqual(['http://b.example/plan?lang=zh-CN']);
  });

  it('is never a Host header that is no host name: the configured default instead', async () => {
    const res = await own.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'evil.example"><script>' },
    });
    expect(res.body).not.toContain('evil');
    expect(res.body).toContain('<loc>http://localhost:3000/home</loc>');
  });
});

describe('a build without a crawl map (an older one)', () => {
  it('has no robots.txt nor sitemap.xml: they are unknown paths', async () => {
    const older = await mkdtemp(path.join(os.tmpdir(), 'web-dist-old-'));
    await writeFile(
      path.join(older, 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
    const app = await buildTestApp({ WEB_DIST_DIR: older });
    try {
      expect((await app.app.inject({ method: 'GET', url: '/robots.txt' })).body).not.toContain('Sitemap');
    } finally {
      await app.close();
      await rm(older, { recursive: true, force: true });
    }
  });
});
