/**
 * Puts a prerendered page into the built index.html (decision 0018): its language and title, its markup in
 * #root, the JSON block the app reads before it takes that markup over, and every style it needs inline, so
 * the browser paints it as soon as the HTML has arrived, before any script or stylesheet. Pure string work,
 * so the build and a test can both run it.
 */
import type { Locale } from '@simportal/contract/locales';
import { PRERENDERED_PAGE_ID } from '../src/app/prerendered-page.ts';
import { shareTags } from './share-tags.ts';

export interface PageRendering {
  path: string;
  locale: Locale;
  title: string;
  /** What a search result or a shared link says of the page, in its language; none for a signed-in page's shell. */
  description?: string;
  siteName: string;
  html: string;
  /** antd's styles for `html`, as `<style>` elements. */
  styles: string;
  hydrationData: unknown;
  /** A signed-in page's shell (decision 0029), which the app replaces rather than takes over. */
  shell?: true;
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>\s*/g;
/** The entry script and the chunks it imports, as the build writes them into index.html's head. */
const PAGE_CODE = /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g;
/** Where the loader of a prerendered page's code is served (apps/web/public/page-code.js). */
export const PAGE_CODE_LOADER = '/page-code.js';

/**
 * Script and preload tags kept inert until the page has painted, and the loader that then puts them to work
 * (the server adds the route's own chunks the same way, plugins/route-pages.ts).
 */
export const deferredCode = (tags: string): string =>
  tags === '' ? '' : `<template data-page-code>${tags}</template>`;

/** index.html's own description, which is the site's: each page has its own. */
const DESCRIPTION = /<meta name="description"[^>]*>\s*/;

const escapeText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** JSON that cannot end the element it sits in (`</script>`) nor open a comment. */
const inertJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

const replaceOnce = (document: string, pattern: RegExp, replacement: string, what: string): string => {
  if (!pattern.test(document)) throw new Error(`prerender: index.html has no ${what}`);
  return document.replace(pattern, () => replacement);
};

/** The link to antd's stylesheet (decision 0029), which linkAntdStylesheet writes into index.html. */
const ANTD_STYLESHEET_LINK = /<link data-antd-styles[^>]*href="([^"]+)"[^>]*>\s*/;

/**
 * Links antd's stylesheet from index.html, before the app's own stylesheets so these win a tie, as they do over
 * the styles antd injects itself (at the head's start). The app waits for it before its first render (main.tsx).
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

/**
 * `index` is the built index.html; `pageStyles` the route's own stylesheets (the build's route preloads);
 * `readAsset` returns a stylesheet's text by its URL path.
 */
export const prerenderedDocument = (
  index: string,
  page: PageRendering,
  pageStyles: readonly string[],
  readAsset: (href: string) => string,
): string => {
  const antdLink = ANTD_STYLESHEET_LINK.exec(index);
  const antdStyles = antdLink?.[0].trim() ?? '';
  const appIndex = index.replace(ANTD_STYLESHEET_LINK, '');
  const stylesheets = [...appIndex.matchAll(STYLESHEET_LINK)].map((match) => match[1] ?? '');
  const css = [...new Set([...stylesheets, ...pageStyles])].map(readAsset).join('\n');
  // antd's stylesheet is linked in the head, render-blocking, of a first visitor's page and a signed-in
  // visitor's shell alike (decision 0029, amended): its parse (a long task on a phone) and the restyling of the
  // whole page it causes then come before the first paint, not while the app starts on a page already shown;
  // the page's own copies of what it holds are left out (all but antd's CSS variables, which the browser's antd
  // writes anyway unless it finds them in the page), which also makes the HTML a third of its size. A build
  // without the file (a test's) keeps every antd style inline.
  const antdHref = antdLink?.[1];
  const inlineAntd = antdHref === undefined ? page.styles : withoutStylesIn(page.styles, readAsset(antdHref));
  // The page is readable without its code: the code waits, inert, until the page has painted (page-code.js
  // fetches it then), so it never competes with what the first frame needs on a slow line or a slow CPU.
  const code = [...appIndex.matchAll(PAGE_CODE)].map((match) => match[0].trim()).join('');
  const { description } = page;
  let document = appIndex.replace(STYLESHEET_LINK, '').replace(PAGE_CODE, '');
  // a shell is no page to share or list: it keeps the site's description and says no more
  if (description !== undefined) document = document.replace(DESCRIPTION, '');
  document = replaceOnce(document, /<\/head>/, `${deferredCode(code)}</head>`, '</head>');
  document = replaceOnce(document, /<html lang="[^"]*">/, `<html lang="${page.locale}">`, '<html lang>');
  // antd's first, as in the browser, where it puts its styles at the head's start: the app's own rules win ties
  document = replaceOnce(
    document,
    /<title>[^<]*<\/title>/,
    `<title>${escapeText(page.title)}</title>${description === undefined ? '' : shareTags({ ...page, description })}${antdStyles}${inlineAntd}<style>${css}</style>`,
    '<title>',
  );
  const data = {
    path: page.path,
    locale: page.locale,
    hydrationData: page.hydrationData,
    ...(page.shell ? { shell: true } : {}),
  };
  // #root runs to the body's end (its splash is the only thing in it): everything up to </body> is replaced
  return replaceOnce(
    document,
    /<div id="root">[\s\S]*<\/div>\s*<\/body>/,
    `<div id="root">${page.html}</div><script type="application/json" id="${PRERENDERED_PAGE_ID}">${inertJson(data)}</script><script defer src="${PAGE_CODE_LOADER}"></script></body>`,
    '#root',
  );
};
