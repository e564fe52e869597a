import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_LOCALE } from '@simportal/contract/locales';
import type { Plugin, Rolldown } from 'vite';
import { pageModuleOf } from './page-modules.ts';

/** Where the build writes the list; the server reads it and never serves it (apps/server/src/plugins/web-app.ts). */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

export interface RoutePreload {
  /** The route's path pattern, as in the route table (`/mySims/:id/traffic`, `*`, the redirect `/`). */
  path: string;
  /** Module chunks of the route's page that index.html does not already load. */
  modules: string[];
  styles: string[];
}

type ChunkMeta = Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/**
 * Without help a page's code starts downloading only after the entry has downloaded and run, since the router
 * finds out which page it needs by running. This plugin lists, for every page route, the chunks (and CSS) its
 * page module needs, so the server can name them in the HTML it sends for that route and the browser fetches
 * them alongside the entry (docs/decisions/0017-route-preloads.md).
 */
export const routePreloads = (): Plugin => ({
  name: 'simportal:route-preloads',
  apply: 'build',
  // after Vite's own, which drops the chunks that hold only a stylesheet (handing it to their importers): a page's
  // list must not name a file the build no longer writes
  enforce: 'post',
  async generateBundle(_options, bundle: Rolldown.OutputBundle) {
    const root = path.resolve(import.meta.dirname, '..');
    // the route table itself, loaded by Node as it runs the build: no copy of the routes to keep in step
    const routesUrl = pathToFileURL(path.join(root, 'src/app/routes.ts')).href;
    const { APP_ROUTES, PAGE_ROUTES, isRedirectRoute } = (await import(
      routesUrl
    )) as typeof import('../src/app/routes.ts');

    const chunks = Object.values(bundle).filter((item): item is ChunkMeta => item.type === 'chunk');
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const byModule = new Map(
      chunks
        .filter((chunk) => chunk.facadeModuleId)
        .map((chunk) => [path.relative(root, chunk.facadeModuleId!).split(path.sep).join('/'), chunk]),
    );
    const graph = (start: ChunkMeta, into = new Set<ChunkMeta>()): Set<ChunkMeta> => {
      if (into.has(start)) return into;
      into.add(start);
      for (const file of start.imports) {
        const imported = byFile.get(file);
        if (imported) graph(imported, into);
      }
      return into;
    };
    const entry = chunks.find((chunk) => chunk.isEntry);
    if (!entry) throw new Error('route preloads: the bundle has no entry chunk');
    const loadedByIndex = graph(entry);

    const preloads: RoutePreload[] = PAGE_ROUTES.map((route) => {
      const module = pageModuleOf(route.page);
      const page = byModule.get(module);
      if (!page) throw new Error(`route preloads: no chunk for ${module} (${route.path})`);
      // the page's text areas in the default language, which a first visit sees (another language, once chosen,
      // is fetched by the router as before)
      const texts = (route.texts ?? []).map((area) => {
        const chunk = byModule.get(`src/locales/${DEFAULT_LOCALE}/${area}.json`);
        if (!chunk) throw new Error(`route preloads: no chunk for the ${area} texts (${route.path})`);
        return chunk;
      });
      const reached = new Set<ChunkMeta>();
      for (const start of [page, ...texts]) graph(start, reached);
      const needed = [...reached].filter((chunk) => !loadedByIndex.has(chunk));
      return {
        path: route.path,
        modules: needed.map((chunk) => `/${chunk.fileName}`),
        styles: [...new Set(needed.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))].map(
          (file) => `/${file}`,
        ),
      };
    });
    // a redirect route (`/` → `/home`) is a page address too (the router redirects), with nothing to preload:
    // listed so the server knows it is no unknown path (which it answers 404)
    const redirects: RoutePreload[] = APP_ROUTES.filter(isRedirectRoute).map((route) => ({
      path: route.path,
      modules: [],
      styles: [],
    }));
    this.emitFile({
      type: 'asset',
      fileName: ROUTE_PRELOADS_FILE,
      source: JSON.stringify([...preloads, ...redirects]),
    });
  },
});
