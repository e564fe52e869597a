/**
 * What a route's first load fetches, read from a finished build (apps/web/dist) as the browser would fetch it:
 * the scripts, module preloads and stylesheets index.html names, plus the route's own chunks and stylesheets
 * the server adds to its HTML (the build's route preloads, build/route-preloads.ts). Each file gzip-compressed
 * at level 9, as scripts/precompress.mjs writes it. Deterministic: the same build gives the same bytes.
 * Read by the budget test (e2e/first-load-budget.spec.ts) and bench/web-first-load.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FirstLoad {
  /** The route's path pattern, as in the route table. */
  path: string;
  /** gzip bytes of the JavaScript, and of the CSS, the route's first load fetches. */
  js: number;
  css: number;
  /** How many files of each. */
  files: number;
}

/** build/route-preloads.ts's list (not imported: it reads the route table, which this file's readers need not). */
const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';
interface RoutePreload {
  path: string;
  modules: string[];
  styles: string[];
}

/** Every `/assets/…` script, module preload and stylesheet index.html names. */
const ASSET_REFERENCE = /(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g;

export const firstLoads = (distDir: string): FirstLoad[] => {
  const index = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const fromIndex = [...index.matchAll(ASSET_REFERENCE)].map((match) => match[1]!);
  const routes = JSON.parse(readFileSync(path.join(distDir, ROUTE_PRELOADS_FILE), 'utf8')) as RoutePreload[];
  const sizes = new Map<string, number>();
  const gzipOf = (href: string) => {
    let size = sizes.get(href);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(distDir, href)), { level: 9 }).length;
      sizes.set(href, size);
    }
    return size;
  };
  return routes
    .filter((route) => route.path !== '/')
    .map((route) => {
      const files = [...new Set([...fromIndex, ...route.modules, ...route.styles])];
      const total = (extension: string) =>
        files.filter((href) => href.endsWith(extension)).reduce((sum, href) => sum + gzipOf(href), 0);
      return { path: route.path, js: total('.js'), css: total('.css'), files: files.length };
    });
};
