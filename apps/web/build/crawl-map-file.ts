import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/** Where the build writes the crawl map; the server reads it and never serves it (apps/server/src/plugins/crawl-map.ts). */
export const CRAWL_MAP_FILE = '.vite/crawl-map.json';

/**
 * Writes what the server tells crawlers (robots.txt, sitemap.xml, the language links of a prerendered page):
 * the route table's findable pages at their address in each language, and the prefixes of the other pages
 * (decision 0025), and the templates of the destination pages' head (0028). Read from the route table itself,
 * as the route preloads are: no second list to keep in step.
 */
export const crawlMapFile = (): Plugin => ({
  name: 'simportal:crawl-map',
  apply: 'build',
  async generateBundle() {
    const root = path.resolve(import.meta.dirname, '..');
    const load = (file: string) => import(pathToFileURL(path.join(root, file)).href);
    const { PAGE_ROUTES } = (await load('src/app/routes.ts')) as typeof import('../src/app/routes.ts');
    const { crawlMapOf } = (await load('src/app/crawl-map.ts')) as typeof import('../src/app/crawl-map.ts');
    // the `share` texts, which hold the destination pages' titles and descriptions (decision 0028)
    const shareTexts = (locale: string) =>
      JSON.parse(readFileSync(path.join(root, 'src', 'locales', locale, 'share.json'), 'utf8'));
    this.emitFile({
      type: 'asset',
      fileName: CRAWL_MAP_FILE,
      source: JSON.stringify(crawlMapOf(PAGE_ROUTES, shareTexts)),
    });
  },
});
