import { describe, expect, it } from 'vitest';
import { linkAntdStylesheet, prerenderedDocument } from '../../../build/prerendered-document.ts';
import { matchesFirstRender, PRERENDERED_PAGE_ID, parsePrerenderedPage } from './prerendered-page.ts';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Buy and manage data SIM cards." />
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
};

const page = {
  path: '/home',
  locale: 'zh-CN' as const,
  title: 'SIM Portal - 首页 <b>',
  description: '覆盖 130 多个目的地的 "漫游" 流量卡 & eSIM',
  siteName: 'SIM Portal',
  html: '<h1>一张流量卡</h1>',
  styles: '<style data-css-hash="a">.ant-btn{}</style>',
  // a value that would end the JSON block if it were written as it is
  hydrationData: { loaderData: { '0-0': null, note: '</script><script>alert(1)</script>' } },
};

const build = () =>
  prerenderedDocument(INDEX, page, (href) => {
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

  it("says what the page is in its language, to a search result and a shared link, in place of the site's", () => {
    const html = build();
    const description = '覆盖 130 多个目的地的 &quot;漫游&quot; 流量卡 &amp; eSIM';
    expect(html).not.toContain('Buy and manage');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    for (const tag of [
      `<meta name="description" content="${description}">`,
      '<meta property="og:type" content="website">',
      '<meta property="og:site_name" content="SIM Portal">',
      '<meta property="og:title" content="SIM Portal - 首页 &lt;b&gt;">',
      `<meta property="og:description" content="${description}">`,
      '<meta property="og:locale" content="zh_CN">',
      '<meta property="og:locale:alternate" content="en_US">',
      '<meta name="twitter:card" content="summary">',
      '<meta name="twitter:title" content="SIM Portal - 首页 &lt;b&gt;">',
      `<meta name="twitter:description" content="${description}">`,
    ]) {
      expect(html).toContain(tag);
    }
  });

  it("puts antd's styles inline before the app's stylesheets, so the app's rules win ties", () => {
    const html = build();
    const head = html.slice(0, html.indexOf('</head>'));
    const antd = head.indexOf('.ant-btn{}');
    expect(antd).toBeGreaterThan(-1);
    expect(head.indexOf('href="/assets/vendor-V1.css"')).toBeGreaterThan(antd);
  });

  it("keeps index.html's scripts as they are: the entry and its preloads in the head", () => {
    const head = build().slice(0, build().indexOf('</head>'));
    expect(head).toContain('<script type="module" crossorigin src="/assets/index-E1.js"></script>');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/react-R1.js">');
  });

  it('carries the JSON block the app reads back unchanged, which no value in it can break out of', () => {
    const html = build();
    // the entry, the JSON block and the holder of early presses: none from the values
    expect(html.match(/<script/g)).toHaveLength(3);
    expect(html).toContain('<script defer src="/early-actions.js"></script></body>');
    expect(parsePrerenderedPage(jsonBlock(html))).toEqual({
      path: page.path,
      locale: page.locale,
      hydrationData: page.hydrationData,
    });
  });

  it("links antd's stylesheet in the head and leaves out the page's copies of what it holds", () => {
    const index = linkAntdStylesheet(INDEX, '/assets/antd-A1.css');
    // in index.html: before the app's stylesheets, so these win a tie
    expect(index).toMatch(
      /<link data-antd-styles rel="stylesheet" crossorigin href="\/assets\/antd-A1\.css"><link rel="stylesheet" crossorigin href="\/assets\/vendor-V1\.css">/,
    );
    const rendered = {
      ...page,
      styles: [
        '<style data-rc-order="prependQueue" data-css-hash="held1">.ant-btn{}</style>',
        '<style data-rc-order="prependQueue" data-token-hash="simportal-theme" data-css-hash="vars1">.simportal-theme{--ant-blue:#1677FF}</style>',
        '<style data-rc-order="prependQueue" data-css-hash="other1">.ant-app{}</style>',
      ].join(''),
    };
    const assets: Record<string, string> = {
      ...ASSETS,
      // cssinjs' cache map as the built stylesheet carries it: path:id pairs
      '/assets/antd-A1.css':
        '.ant-btn{}.data-ant-cssinjs-cache-path{content:"css-x|Button-Button|ant-btn|anticon:held1;css-x|Shared|ant:held2"}',
    };
    const html = prerenderedDocument(index, rendered, (href) => assets[href] ?? '');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(html.match(/antd-A1\.css/g)).toHaveLength(1);
    // what the stylesheet holds is not repeated; CSS variables and what it lacks stay
    expect(head).not.toContain('held1');
    expect(head).toContain('data-css-hash="vars1"');
    expect(head).toContain('.ant-app{}');
  });

  it('refuses an index.html it cannot place the page in', () => {
    expect(() =>
      prerenderedDocument(INDEX.replace('<div id="root">', '<div id="app">'), page, () => ''),
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
    // the address of the page in its language (decision 0025) is the same page
    expect(matchesFirstRender(prerendered, { ...visitor, search: '?lang=en' })).toBe(true);
    expect(matchesFirstRender(prerendered, { ...visitor, search: '?lang=en&from=mail' })).toBe(false);
    expect(matchesFirstRender(prerendered, { ...visitor, pathname: '/login' })).toBe(false);
  });

  it('takes a destination page over as its list, on a page that has them (decision 0028)', () => {
    const plan = { ...prerendered, path: '/plan' };
    const shop = { ...visitor, pathname: '/plan', hasDestinationPages: true };
    expect(matchesFirstRender(plan, { ...shop, search: '?to=JP' })).toBe(true);
    expect(matchesFirstRender(plan, { ...shop, search: '?to=JP&lang=en' })).toBe(true);
    expect(matchesFirstRender(plan, { ...shop, search: '?to=JP&from=mail' })).toBe(false);
    expect(matchesFirstRender(plan, { ...shop, search: '?to=JP', locale: 'zh-CN' })).toBe(false);
    // a page without destination pages may read `to` otherwise: rendered afresh
    expect(matchesFirstRender(prerendered, { ...visitor, search: '?to=JP' })).toBe(false);
  });

  it('reads nothing from a missing or broken block', () => {
    expect(parsePrerenderedPage(undefined)).toBeNull();
    expect(parsePrerenderedPage('{"path":')).toBeNull();
    expect(parsePrerenderedPage('{"path":"/home"}')).toBeNull();
  });
});
