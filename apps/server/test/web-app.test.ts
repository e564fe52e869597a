import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

let t: TestApp;
let dist: string;
const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;

beforeAll(async () => {
  // A stand-in for the Vite build: an index page and one hashed, precompressed asset.
  dist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>portal</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(dist, 'assets', 'index-AbC123.js'), script);
  await writeFile(path.join(dist, 'assets', 'index-AbC123.js.br'), brotliCompressSync(script));
  // what apps/web/build/route-preloads.ts lists: each page route's chunks beyond the entry
  await mkdir(path.join(dist, '.vite'));
  await writeFile(
    path.join(dist, '.vite', 'route-preloads.json'),
    JSON.stringify([
      {
        path: '/home',
        modules: ['/assets/home-page-H1.js', '/assets/tabs-T1.js'],
        styles: ['/assets/home-C1.css'],
      },
      { path: '*', modules: ['/assets/not-found-N1.js'], styles: [] },
      { path: '/mySims', modules: ['/assets/my-sims-page-M1.js'], styles: [] },
      { path: '/disclaimer/:lang', modules: ['/assets/disclaimer-page-D1.js'], styles: [] },
      // a redirect route: the router sends `/` to /home
      { path: '/', modules: [], styles: [] },
      { path: '/mySims/:id/traffic', modules: ['/assets/traffic-page-X1.js'], styles: [] },
    ]),
  );
  // what apps/web/build/prerender-pages.ts writes: /home prerendered in both languages
  const document = (heading: string, locale: string) =>
    `<!doctype html><html lang="${locale}"><head><title>page</title></head><body><div id="root"><h1>${heading} in ${locale}</h1></div></body></html>`;
  await writeFile(
    path.join(dist, '.vite', 'prerendered-pages.json'),
    JSON.stringify(
      (['en', 'zh-CN'] as const).map((locale) => ({ path: '/home', locale, html: document('home', locale) })),
    ),
  );
  t = await buildTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

describe('serving the single-page app', () => {
  it('answers client-side routes with index.html, never cached; a path no route takes with 404', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/home', 200],
      ['/mySims', 200],
      ['/disclaimer/cn', 200],
      ['/no/such/page', 404],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      // the not-found page is the app's own, with its chunk: a crawler reads the status, a person the page
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("names the route's page chunks and stylesheets in the HTML head, so they load alongside the entry", async () => {
    const html = async (url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body;
    // the prerendered page and index.html alike
    for (const home of [await html('/home'), await html('/home?from=mail')]) {
      expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-H1.js">');
      expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/tabs-T1.js">');
      expect(home).toContain('<link rel="stylesheet" crossorigin href="/assets/home-C1.css">');
    }
    const home = await html('/home');
    expect(home).not.toContain('not-found-N1');
    for (const url of ['/mySims/12/traffic', '/MYSIMS/12/traffic/', '/mySims/12/traffic?range=week']) {
      const traffic = await html(url);
      expect(traffic, url).toContain('href="/assets/traffic-page-X1.js"');
      expect(traffic, url).not.toContain('home-page-H1');
    }
    // the catch-all route's page for anything else; a route without a page (`/` redirects) gets none
    expect(await html('/mySims/12')).toContain('href="/assets/not-found-N1.js"');
    expect(await html('/no/such/page')).toContain('href="/assets/not-found-N1.js"');
  });

  it('sends a prerendered page in the language its cookie names, for exactly its address', async () => {
    const get = (url: string, cookie?: string) =>
      t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
    const first = await get('/home');
    expect(first.body).toContain('<h1>home in en</h1>');
    expect(first.headers.vary).toContain('cookie');
    expect((await get('/home', 'simportal-locale=zh-CN; other=1')).body).toContain('<h1>home in zh-CN</h1>');
    // the address's language wins over the cookie's
    expect((await get('/home?lang=en', 'simportal-locale=zh-CN')).body).toContain('<h1>home in en</h1>');
    // an unknown language falls back to the default one
    expect((await get('/home', 'simportal-locale=fr')).body).toContain('<h1>home in en</h1>');
    // the app's first render would not match for these: they get the plain page with the route's preloads
    for (const url of ['/home?from=mail', '/HOME', '/home/']) {
      const res = await get(url);
      expect(res.body, url).not.toContain('<h1>home in');
      expect(res.body, url).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/home-page-H1.js">',
      );
    }
    // a browser holding an account gets index.html, whose app draws the page for it
    const account = await get('/home', 'simportal-account=1');
    expect(account.body).not.toContain('<h1>home in');
    expect(account.body).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-H1.js">');
    // a signed-in page is index.html with its preloads, whatever the cookies say
    const mySims = await get('/mySims', 'simportal-account=1');
    expect(mySims.body).toContain('<div id="root"></div>');
    expect(mySims.body).toContain('<link rel="modulepreload" crossorigin href="/assets/my-sims-page-M1.js">');
  });

  it('sends the HTML brotli or gzip encoded when accepted, the same page either way', async () => {
    const get = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/home',
        headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
      });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('gzip;q=1, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it("never serves the build's notes for the server", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/.vite/route-preloads.json' });
    expect(res.body).not.toContain('home-page-H1');
  });

  it('serves hashed assets with long immutable caching, precompressed when the client accepts it', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'] ?? br.rawPayload.length)).toBeLessThan(script.length);
  });

  it('serves only the files of the build, by their exact names', async () => {
    for (const url of ['/assets/INDEX-AbC123.js', '/assets/index-AbC123.js.br', '/assets/missing-Z9.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toBe(script);
      expect(res.headers['content-type'], url).toContain('text/html');
    }
  });

  it('keeps unknown /api paths as enveloped 404s and does not serve pages to other methods', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toBe('route_not_found');
    const post = await t.app.inject({ method: 'POST', url: '/home' });
    expect(post.statusCode).toBe(404);
    expect(post.json().message).toBe('route_not_found');
  });
});
