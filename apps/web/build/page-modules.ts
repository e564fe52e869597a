import path from 'node:path';
import type { PageRoute } from '../src/app/routes.ts';

const WEB_ROOT = path.resolve(import.meta.dirname, '..');

/**
 * The module a route's `page()` lazy-loads, read from the loader itself (`() => import('../features/…')`), as a
 * path relative to apps/web (`src/features/home/pages/home-page.tsx`): the key Vite's manifest and the bundle's
 * chunks know it by. Used by the build (route preloads).
 */
export const pageModuleOf = (page: PageRoute['page']): string => {
  const match = /import\(\s*['"]([^'"]+)['"]\s*\)/.exec(page.toString());
  if (!match) throw new Error(`cannot read the lazy import of ${page.toString()}`);
  return path
    .relative(WEB_ROOT, path.resolve(WEB_ROOT, 'src/app', match[1]!))
    .split(path.sep)
    .join('/');
};
