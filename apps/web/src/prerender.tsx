/**
 * The build's prerender entry (decision 0018): renders a page as a first-time visitor sees it, in one language,
 * to the HTML the server sends before the app's code has run. Built for Node by build/prerender-pages.ts; never
 * part of the browser bundle.
 */
import { createCache, extractStyle } from '@ant-design/cssinjs';
import type { Locale } from '@simportal/contract/locales';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppFrame } from './app/app-frame.tsx';
import type { PrerenderedPage } from './app/prerendered-page.ts';
import { buildRouteObjects } from './app/router.tsx';
import { PAGE_ROUTES } from './app/routes.ts';
import { documentTitle } from './app/title.ts';
import { i18n, loadTexts } from './lib/i18n.ts';
import { PRODUCT_NAME } from './lib/product.ts';

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
}

/** The paths the route table marks for prerendering. */
export const prerenderedPaths = (): string[] =>
  PAGE_ROUTES.filter((route) => route.prerender).map((route) => route.path);

/** Renders `path` in `locale`. One page at a time: the language is the app's one i18n instance's. */
export const renderPage = async (path: string, locale: Locale): Promise<RenderedPage> => {
  const route = PAGE_ROUTES.find((candidate) => candidate.path === path);
  const descriptionKey = route?.findable?.descriptionKey;
  // a prerendered page is one a search engine lists (crawl-map.test.ts): it must say what it is
  if (!descriptionKey) throw new Error(`prerender: ${path} is not findable, so it has no description`);
  await loadTexts(['share'], locale);
  await i18n.changeLanguage(locale);
  const { query, dataRoutes } = createStaticHandler(buildRouteObjects());
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
  return {
    path,
    locale,
    hydrationData: { loaderData: context.loaderData, actionData: null, errors: null },
    title: documentTitle({
      productName: PRODUCT_NAME,
      pathname: path,
      titleKey: route?.titleKey,
      translate: (key) => i18n.t(key),
    }),
    description: i18n.t(descriptionKey),
    siteName: PRODUCT_NAME,
    html,
    styles: extractStyle(styleCache),
  };
};
