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
  /** What a search result or a shared link says of the page, in its language. */
  description: string;
  siteName: string;
  html: string;
  /** antd's styles for `html`, as `<style>` elements. */
  styles: string;
  hydrationData: unknown;
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>\s*/g;
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
  const stylesheets = [...index.matchAll(STYLESHEET_LINK)].map((match) => match[1] ?? '');
  const css = [...new Set([...stylesheets, ...pageStyles])].map(readAsset).join('\n');
  // The page is readable without its code: the code is fetched at low priority, so it never competes with
  // what the first paint needs (nothing else is left to fetch; on a quiet line it still comes at full speed).
  let document = index
    .replace(STYLESHEET_LINK, '')
    .replace(DESCRIPTION, '')
    .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
    .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
  document = replaceOnce(document, /<html lang="[^"]*">/, `<html lang="${page.locale}">`, '<html lang>');
  // antd's first, as in the browser, where it puts its styles at the head's start: the app's own rules win ties
  document = replaceOnce(
    document,
    /<title>[^<]*<\/title>/,
    `<title>${escapeText(page.title)}</title>${shareTags(page)}${page.styles}<style>${css}</style>`,
    '<title>',
  );
  const data = { path: page.path, locale: page.locale, hydrationData: page.hydrationData };
  // #root runs to the body's end (its splash is the only thing in it): everything up to </body> is replaced
  return replaceOnce(
    document,
    /<div id="root">[\s\S]*<\/div>\s*<\/body>/,
    `<div id="root">${page.html}</div><script type="application/json" id="${PRERENDERED_PAGE_ID}">${inertJson(data)}</script></body>`,
    '#root',
  );
};
