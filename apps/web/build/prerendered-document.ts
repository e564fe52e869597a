/**
 * Puts a prerendered page into the built index.html (docs/how-a-page-loads.md): its language, title and share
 * tags, its markup in #root, the JSON block the app reads before it hydrates that markup, and antd's styles the
 * built stylesheet lacks inline. Scripts and stylesheets stay as index.html has them (the server adds the
 * route's own, apps/server/src/plugins/route-pages.ts). Pure string work, so the build and a test can both run
 * it.
 */
import type { Locale } from '@simportal/contract/locales';
import { PRERENDERED_PAGE_ID } from '../src/app/loading/prerendered-page.ts';
import { shareTags } from './share-tags.ts';

export interface PageRendering {
  path: string;
  locale: Locale;
  title: string;
  /** What a search result or a shared link says of the page, in its language. */
  description: string;
  siteName: string;
  html: string;
  /** antd's styles for `html`, as `<style>` elements. */
  styles: string;
  hydrationData: unknown;
}

/** index.html's own description, which is the site's: each page has its own. */
const DESCRIPTION = /<meta name="description"[^>]*>\s*/;

const escapeText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** JSON that cannot end the element it sits in (`</script>`) nor open a comment. */
const inertJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** Holds a press on the page until the app has hydrated it (apps/web/public/early-actions.js). */
export const EARLY_ACTIONS_SCRIPT = '/early-actions.js';

const replaceOnce = (document: string, pattern: RegExp, replacement: string, what: string): string => {
  if (!pattern.test(document)) throw new Error(`prerender: index.html has no ${what}`);
  return document.replace(pattern, () => replacement);
};

/** The link to antd's stylesheet, which linkAntdStylesheet writes into index.html. */
const ANTD_STYLESHEET_LINK = /<link data-antd-styles[^>]*href="([^"]+)"[^>]*>/;

/**
 * Links antd's stylesheet (antd's styles built at build time) from index.html, before the app's own
 * stylesheets so these win a tie, as they do over the styles antd injects itself (at the head's start).
 */
export const linkAntdStylesheet = (index: string, href: string): string => {
  const before = /<link rel="stylesheet"|<\/head>/;
  if (!before.test(index)) throw new Error('prerender: index.html has no </head>');
  return index.replace(
    before,
    (found) => `<link data-antd-styles rel="stylesheet" crossorigin href="${href}">${found}`,
  );
};

/** cssinjs' map of the styles a stylesheet holds: `path:id;path:id…` in the content of one rule. */
const CACHE_MAP = /data-ant-cssinjs-cache-path\s*\{\s*content\s*:\s*"([^"]*)"/;
const STYLE_ELEMENT = /<style\b([^>]*)>[\s\S]*?<\/style>/g;

/**
 * `styles` (antd's `<style>` elements of a page) without those `stylesheet` (antd's built stylesheet) holds,
 * by the ids in its cache map. CSS variables (`data-token-hash`) stay: antd writes them in the browser unless
 * it finds them, by id, in the page.
 */
const withoutStylesIn = (styles: string, stylesheet: string): string => {
  const held = new Set(
    (CACHE_MAP.exec(stylesheet)?.[1] ?? '')
      .split(';')
      .map((entry) => entry.slice(entry.lastIndexOf(':') + 1)),
  );
  return styles.replace(STYLE_ELEMENT, (element, attributes: string) => {
    const id = /data-css-hash="([^"]+)"/.exec(attributes)?.[1];
    return attributes.includes('data-token-hash=') || id === undefined || !held.has(id) ? element : '';
  });
};

/** `index` is the built index.html; `readAsset` returns a stylesheet's text by its URL path. */
export const prerenderedDocument = (
  index: string,
  page: PageRendering,
  readAsset: (href: string) => string,
): string => {
  const antdHref = ANTD_STYLESHEET_LINK.exec(index)?.[1];
  // a build without the file (a test's) keeps every antd style inline
  const inlineAntd = antdHref === undefined ? page.styles : withoutStylesIn(page.styles, readAsset(antdHref));
  let document = index.replace(DESCRIPTION, '');
  document = replaceOnce(document, /<html lang="[^"]*">/, `<html lang="${page.locale}">`, '<html lang>');
  // antd's inline styles first, as in the browser, where it puts its styles at the head's start
  document = replaceOnce(
    document,
    /<title>[^<]*<\/title>/,
    `<title>${escapeText(page.title)}</title>${shareTags(page)}${inlineAntd}`,
    '<title>',
  );
  const data = { path: page.path, locale: page.locale, hydrationData: page.hydrationData };
  // #root runs to the body's end (its splash is the only thing in it): everything up to </body> is replaced
  return replaceOnce(
    document,
    /<div id="root">[\s\S]*<\/div>\s*<\/body>/,
    `<div id="root">${page.html}</div><script type="application/json" id="${PRERENDERED_PAGE_ID}">${inertJson(data)}</script><script defer src="${EARLY_ACTIONS_SCRIPT}"></script></body>`,
    '#root',
  );
};
