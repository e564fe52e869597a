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
  // what apps/web/build/prerender-pages.ts writes: /home prerendered in both languages, and the signed-in
  // shells of My SIMs and Traffic Detail
  const document = (heading: string, locale: string) =>
    `<!doctype html><html lang="${locale}"><head><title>page</title></head><body><div id="root"><h1>${heading} in ${locale}</h1></div></body></html>`;
  await writeFile(
    path.join(dist, '.vite', 'prerendered-pages.json'),
    JSON.stringify(
      (['en', 'zh-CN'] as const).flatMap((locale) => [
        { path: '/home', locale, html: document('home', locale) },
        { path: '/mySims', locale, shell: true, html: document('my sims shell', locale) },
        { path: '/mySims/:id/traffic', locale, shell: true, html: document('traffic shell', locale) },
      ]),
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

  it("names the route's page chunks in the HTML head, so they load alongside the entry", async () => {
    // a returning visitor's (see the prerendered pages below)
    const html = async (url: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url,
          headers: { accept: 'text/html', cookie: 'simportal-account=1' },
        })
      ).body;
    const home = await html('/home');
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-H1.js">');
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/tabs-T1.js">');
    expect(home).toContain('<link rel="preload" as="style" crossorigin href="/assets/home-C1.css">');
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

  it('sends a prerendered page in the language its cookie names, only to a visitor it was made for', async () => {
    const get = (url: string, cookie?: string) =>
      t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
    const first = await get('/home');
    expect(first.body).toContain('<h1>home in en</h1>');
    // its chunks wait, inert, until the page has painted; its styles are inline, so no stylesheet preloads
    expect(first.body).toContain(
      '<template data-page-code><link rel="modulepreload" crossorigin href="/assets/home-page-H1.js">',
    );
    expect(first.body).not.toContain('home-C1.css');
    expect(first.headers.vary).toContain('cookie');
    expect((await get('/home', 'simportal-locale=zh-CN; other=1')).body).toContain('<h1>home in zh-CN</h1>');
    // an unknown language falls back to the default one
    expect((await get('/home', 'simportal-locale=fr')).body).toContain('<h1>home in en</h1>');
    // the app's first render would not match for these: they get the plain page with the route's preloads
    for (const [url, cookie] of [
      ['/home', 'simportal-account=1'],
      ['/home?from=mail', undefined],
      ['/HOME', undefined],
      ['/home/', undefined],
    ] as const) {
      const res = await get(url, cookie);
      expect(res.body, `${url} ${cookie}`).not.toContain('<h1>home in');
      expect(res.body, `${url} ${cookie}`).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/home-page-H1.js">',
      );
    }
  });

  it("sends a browser that holds a session the page's shell in its language, with the page's chunks waiting", async () => {
    const get = (url: string, cookie?: string) =>
      t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
    const shell = await get('/mySims', 'simportal-account=1');
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain('<h1>my sims shell in en</h1>');
    expect(shell.body).toContain(
      '<template data-page-code><link rel="modulepreload" crossorigin href="/assets/my-sims-page-M1.js">',
    );
    expect(shell.headers['cache-control']).toBe('no-cache');
    // any address the route takes, its query included (the app reads it), in the language of the cookie or
    // the address
    expect((await get('/mySims/12/traffic?from=mail', 'simportal-account=1')).body).toContain(
      '<h1>traffic shell in en</h1>',
    );
    expect((await get('/mySims', 'simportal-account=1; simportal-locale=zh-CN')).body).toContain(
      '<h1>my sims shell in zh-CN</h1>',
    );
    expect((await get('/mySims?lang=zh-CN', 'simportal-account=1')).body).toContain(
      '<h1>my sims shell in zh-CN</h1>',
    );
    // a first-time visitor is sent to log in by the app: no shell of a page they cannot see
    const visitor = await get('/mySims');
    expect(visitor.body).not.toContain('shell in');
    expect(visitor.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/my-sims-page-M1.js">',
    );
    // a route without a shell stays index.html with its preloads
    const notFound = await get('/no/such/page', 'simportal-account=1');
    expect(notFound.statusCode).toBe(404);
    expect(notFound.body).not.toContain('shell in');
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
