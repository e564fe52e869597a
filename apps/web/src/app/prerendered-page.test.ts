import { describe, expect, it } from 'vitest';
import { prerenderedDocument } from '../../build/prerendered-document.ts';
import { matchesFirstRender, PRERENDERED_PAGE_ID, parsePrerenderedPage } from './prerendered-page.ts';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>SIM Portal</title>
    <script type="module" crossorigin src="/assets/index-E1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-R1.js">
    <link rel="stylesheet" crossorigin href="/assets/vendor-V1.css">
    <link rel="stylesheet" crossorigin href="/assets/index-I1.css">
  </head>
  <body>
    <div id="root">
      <div class="hydrate-fallback" role="status"><span>SIM Portal</span></div>
    </div>
  </body>
</html>`;

const ASSETS: Record<string, string> = {
  '/assets/vendor-V1.css': '.vendor{}',
  '/assets/index-I1.css': '.index{}',
  '/assets/home-H1.css': '.home{}',
};

const page = {
  path: '/home',
  locale: 'zh-CN',
  title: 'SIM Portal - 首页 <b>',
  html: '<h1>一张流量卡</h1>',
  styles: '<style data-css-hash="a">.ant-btn{}</style>',
  // a value that would end the JSON block if it were written as it is
  hydrationData: { loaderData: { '0-0': null, note: '</script><script>alert(1)</script>' } },
};

const build = () =>
  prerenderedDocument(INDEX, page, ['/assets/home-H1.css'], (href) => {
    const css = ASSETS[href];
    if (css === undefined) throw new Error(`no asset ${href}`);
    return css;
  });

const jsonBlock = (html: string) =>
  new RegExp(`<script type="application/json" id="${PRERENDERED_PAGE_ID}">([^<]*)</script>`).exec(html)?.[1];

describe('a prerendered document', () => {
  it("holds the page's markup in #root and the page's language and title", () => {
    const html = build();
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain('<title>SIM Portal - 首页 &lt;b&gt;</title>');
    expect(html).toContain('<div id="root"><h1>一张流量卡</h1></div>');
    expect(html).not.toContain('hydrate-fallback');
  });

  it("has every style inline, antd's before the app's so the app's rules win ties, and no stylesheet to wait for", () => {
    const html = build();
    expect(html).not.toContain('rel="stylesheet"');
    const antd = html.indexOf('.ant-btn{}');
    const app = html.indexOf('.vendor{}\n.index{}\n.home{}');
    expect(antd).toBeGreaterThan(-1);
    expect(app).toBeGreaterThan(antd);
  });

  it('fetches the code at low priority, since the page reads without it', () => {
    const html = build();
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-E1.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-R1.js">',
    );
  });

  it('carries the JSON block the app reads back unchanged, which no value in it can break out of', () => {
    const html = build();
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(parsePrerenderedPage(jsonBlock(html))).toEqual({
      path: page.path,
      locale: page.locale,
      hydrationData: page.hydrationData,
    });
  });

  it('refuses an index.html it cannot place the page in', () => {
    expect(() =>
      prerenderedDocument(INDEX.replace('<div id="root">', '<div id="app">'), page, [], () => ''),
    ).toThrow(/#root/);
  });
});

describe('taking a prerendered page over', () => {
  const prerendered = { path: '/home', locale: 'en' as const, hydrationData: { loaderData: {} } };
  const visitor = { pathname: '/home', search: '', locale: 'en' as const, holdsAccountState: false };

  it('happens only when the first render will be the same HTML', () => {
    expect(matchesFirstRender(prerendered, visitor)).toBe(true);
    expect(matchesFirstRender(prerendered, { ...visitor, locale: 'zh-CN' })).toBe(false);
    expect(matchesFirstRender(prerendered, { ...visitor, holdsAccountState: true })).toBe(false);
    expect(matchesFirstRender(prerendered, { ...visitor, search: '?redirect=%2FmySims' })).toBe(false);
    expect(matchesFirstRender(prerendered, { ...visitor, pathname: '/login' })).toBe(false);
  });

  it('reads nothing from a missing or broken block', () => {
    expect(parsePrerenderedPage(undefined)).toBeNull();
    expect(parsePrerenderedPage('{"path":')).toBeNull();
    expect(parsePrerenderedPage('{"path":"/home"}')).toBeNull();
  });
});
