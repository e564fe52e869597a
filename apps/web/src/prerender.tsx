/**
 * The build's prerender entry (docs/how-a-page-loads.md): renders a page as a first-time visitor sees it, in one language,
 * to the HTML the server sends before the app's code has run. Built for Node by build/prerender-pages.ts; never
 * part of the browser bundle.
 */
import { createCache, extractStyle } from '@ant-design/cssinjs';
import { extractStyle as extractComponentStyles } from '@ant-design/static-style-extract';
import type { Locale } from '@simportal/contract/locales';
import { productName } from '@simportal/contract/product';
import * as antd from 'antd';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { AppFrame } from './app/app-frame.tsx';
import type { PrerenderedPage } from './app/loading/prerendered-page.ts';
import { buildRouteObjects } from './app/router.tsx';
import { PAGE_ROUTES } from './app/routes.ts';
import { THEME } from './app/theme.ts';
import { documentTitle } from './app/title.ts';
import { i18n, loadTexts } from './lib/i18n.ts';

export interface RenderedPage extends PrerenderedPage {
  /** The document title the app would set. */
  title: string;
  /** The page's meta description in this language (the route's `findable.descriptionKey`, decision 0025). */
  description: string;
  siteName: string;
  /** #root's inner HTML. */
  html: string;
  /** antd's styles for that HTML, as `<style>` elements for the head. */
  styles: string;
  /** The antd components the page rendered (`Button`, `Select`, `Row`...), for antd's stylesheet. */
  components: string[];
}

/** The paths the route table marks for prerendering. */
export const prerenderedPaths = (): string[] =>
  PAGE_ROUTES.filter((route) => route.prerender).map((route) => route.path);

/**
 * The `<style>` whose CSS rule lists the styles already in the page (cssinjs' cache map): a page's inline
 * styles leave it out, so the map the browser reads is the one of the antd stylesheet (antdStylesheet below).
 */
const INLINE_CACHE_MAP = /<style[^>]*data-ant-cssinjs-cache-path[^>]*>[\s\S]*?<\/style>/g;

/**
 * antd's styles for `components` (those the prerendered shop pages render, renderedComponents below), in the
 * app's theme, as one stylesheet every page links, with cssinjs' map of the styles it holds: in the browser antd
 * then neither builds these styles while a page renders nor injects them while it commits. A style the file
 * lacks (the signed-in pages' tables, date pickers, dialogs) is built and injected by antd as it renders, as
 * antd does without a file: the file holding every component the sources import was 59 KB gzip of every first
 * load, most of it for screens a visitor of the shop never sees (decision 0100). Returns the file's text and the
 * components it holds, for the build's log.
 */
export const antdStylesheet = (components: readonly string[]) => {
  // names that are no component of antd's (a type, a helper module such as `locale` or `message`) are left out
  const included = components.filter((name) => name !== 'ConfigProvider' && Object.keys(antd).includes(name));
  const css = extractComponentStyles({
    customTheme: (node) => <antd.ConfigProvider theme={THEME}>{node}</antd.ConfigProvider>,
    includes: included,
  });
  return { css, included };
};

/** cssinjs' map of the styles it extracted: `path:id;path:id…` in the content of one rule. */
const CACHE_MAP = /data-ant-cssinjs-cache-path\s*\{\s*content\s*:\s*"([^"]*)"/;

/**
 * The antd components whose styles `extracted` (cssinjs' extractStyle) holds, by the names antd exports them
 * under: its map names a component's style `<hash>|<Component>-<part>|<prefix>…` (`Button-Button`, `Input-OTP`);
 * the grid's styles (`Grid`) are Row's and Col's. Names that are no export of antd's (`Wave`, `Shared`) are left
 * out by antdStylesheet.
 */
const renderedComponents = (extracted: string): string[] => {
  const names = new Set<string>();
  for (const entry of (CACHE_MAP.exec(extracted)?.[1] ?? '').split(';')) {
    const name = entry.split('|')[1]?.split('-')[0] ?? '';
    if (name === 'Grid') names.add('Row').add('Col');
    else if (/^[A-Z]/.test(name)) names.add(name);
  }
  return [...names].sort();
};

/** Renders the matched routes of `path` to #root's HTML and antd's styles for it. */
const renderRoutes = async (routes: RouteObject[], path: string) => {
  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`prerender: ${path} answered ${context.status}`);
  if (context.errors) throw new Error(`prerender: ${path} failed: ${JSON.stringify(context.errors)}`);
  const styleCache = createCache();
  const html = renderToString(
    <AppFrame styleCache={styleCache}>
      <StaticRouterProvider
        router={createStaticRouter(dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </AppFrame>,
  );
  const extracted = extractStyle(styleCache);
  return {
    context,
    html,
    styles: extracted.replace(INLINE_CACHE_MAP, ''),
    components: renderedComponents(extracted),
  };
};

/** Renders `path` in `locale`. One page at a time: the language is the app's one i18n instance's. */
export const renderPage = async (path: string, locale: Locale): Promise<RenderedPage> => {
  const route = PAGE_ROUTES.find((candidate) => candidate.path === path);
  const descriptionKey = route?.findable?.descriptionKey;
  // a prerendered page is one a search engine lists (crawl-map.test.ts): it must say what it is
  if (!descriptionKey) throw new Error(`prerender: ${path} is not findable, so it has no description`);
  await loadTexts(['share'], locale);
  await i18n.changeLanguage(locale);
  const { context, html, styles, components } = await renderRoutes(buildRouteObjects(), path);
  return {
    path,
    locale,
    hydrationData: { loaderData: context.loaderData, actionData: null, errors: null },
    title: documentTitle({
      productName: productName(locale),
      pathname: path,
      titleKey: route?.titleKey,
      translate: (key) => i18n.t(key),
    }),
    description: i18n.t(descriptionKey),
    siteName: productName(locale),
    html,
    styles,
    components,
  };
};
