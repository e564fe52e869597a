import { describe, expect, it } from 'vitest';
import { localeFiles } from '../locales/bundles.ts';
import { CUSTOMER_VIEW_BANNER_TEXTS } from './customer-view-slot.tsx';
import { ACCOUNT_DROPDOWN_TEXTS } from './layouts/account-menu.tsx';
import { MENU_DRAWER_TEXTS } from './layouts/site-menu.tsx';
import { OFFLINE_NOTE_TEXTS } from './offline/offline-outlet.tsx';
import { PAGE_ROUTES } from './routes.ts';

// Only `common` is in the first load; every other text area arrives with the page that declares it in the
// route table (docs/decisions/0013-web-first-load.md). A key whose area is not loaded would show raw, so this
// reads the sources each page can reach and fails on a key from an area the route does not load.

const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** A glob key (relative to src/app) or an import specifier, as a path relative to src/. */
const resolve = (from: string, specifier: string): string => {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
};
const files = new Map(Object.entries(sources).map(([key, source]) => [resolve('app/x', key), source]));

const ROUTE_TABLE = 'app/routes.ts';
const IMPORT = /(?:\bfrom\s*|\bimport\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** The modules `start` reaches through relative imports: static ones only, or dynamic ones too. */
const graph = (
  start: string,
  { dynamic }: { dynamic: boolean },
): { modules: Set<string>; lazy: Set<string> } => {
  const modules = new Set<string>();
  const lazy = new Set<string>();
  const visit = (file: string) => {
    // the route table's keys are its pages' titles (checked per route) and its imports are the pages
    if (modules.has(file) || file === ROUTE_TABLE) return;
    const source = files.get(file);
    if (source === undefined) return; // css, json
    modules.add(file);
    for (const [, specifier] of source.matchAll(IMPORT)) visit(resolve(file, specifier!));
    for (const [, specifier] of source.matchAll(DYNAMIC_IMPORT)) {
      if (dynamic) visit(resolve(file, specifier!));
      else lazy.add(resolve(file, specifier!));
    }
  };
  visit(start);
  return { modules, lazy };
};

/** Which area owns each top-level key (`shop` → shop, `home` → shop, `route` → common). */
const owners = new Map(
  localeFiles()
    .filter((file) => file.locale === 'en')
    .flatMap((file) => Object.keys(file.tree).map((key) => [key, file.area] as const)),
);

/** The areas whose keys a module's string literals start with (`'sims.bind.title'`, `` `usage.${x}` ``). */
const areasUsedBy = (file: string): Set<string> => {
  // import specifiers are not keys ('../home.css' would read as the `home` key)
  const code = files.get(file)!.replace(IMPORT, '').replace(DYNAMIC_IMPORT, '');
  const areas = new Set<string>();
  for (const [, top] of code.matchAll(/['"`]([A-Za-z]+)\.[\w${]/g)) {
    const area = owners.get(top!);
    if (area) areas.add(area);
  }
  return areas;
};

const missing = (modules: Iterable<string>, loaded: readonly string[]) =>
  [...modules].flatMap((file) =>
    [...areasUsedBy(file)]
      .filter((area) => area !== 'common' && !loaded.includes(area))
      .map((area) => `${file} uses ${area}`),
  );

/**
 * The areas a lazy part loads for itself before it renders (`loadTexts(['passkeys'])`, as Personal Center's
 * passkeys section does): they cost the page's first load nothing, and the part shows none of their keys raw.
 */
const loadedByParts = (modules: Iterable<string>): string[] =>
  [...modules].flatMap((file) =>
    [...files.get(file)!.matchAll(/\bloadTexts\(\s*\[([^\]]*)\]/g)].flatMap(([, list]) =>
      [...list!.matchAll(/['"](\w+)['"]/g)].map(([, area]) => area!),
    ),
  );

/** The module each route's `page()` imports, relative to src/, as the route table's source spells it. */
const pageModules = new Map(
  [
    ...files
      .get(ROUTE_TABLE)!
      .matchAll(/path: '([^']+)'(?:(?!path: )[\s\S])*?page: \(\) =>\s*import\('([^']+)'\)/g),
  ].map(([, path, specifier]) => [path!, resolve(ROUTE_TABLE, specifier!)]),
);
const pageModule = (path: string): string => {
  const module = pageModules.get(path);
  if (!module) throw new Error(`no page import found for ${path} in routes.ts`);
  return module;
};

describe('text areas loaded with each page', () => {
  it('finds the keys of the pages it reads', () => {
    // the check is only as good as its reading: a page known to use its area must be seen to
    expect(areasUsedBy('features/sims/pages/my-sims-page.tsx')).toContain('sims');
    expect(graph('features/home/pages/home-page.tsx', { dynamic: true }).modules.size).toBeGreaterThan(3);
  });

  it.each(PAGE_ROUTES.map((route) => [route.path, route] as const))(
    '%s loads every area its page shows',
    (_, route) => {
      const { modules } = graph(pageModule(route.path), { dynamic: true });
      expect(missing(modules, [...(route.texts ?? []), ...loadedByParts(modules)])).toEqual([]);
      if (route.titleKey)
        expect(['common', ...(route.texts ?? [])]).toContain(owners.get(route.titleKey.split('.')[0]!));
    },
  );

  it('keeps the shell (everything the entry imports) to common texts', () => {
    const shell = graph('main.tsx', { dynamic: false });
    expect(missing(shell.modules, [])).toEqual([]);
  });

  it("loads the texts of the shell's lazy parts", () => {
    const shell = graph('main.tsx', { dynamic: false });
    const lazyParts = [...shell.lazy];
    const declared: Record<string, readonly string[]> = {
      'features/admin/customer-view/customer-view-banner.tsx': CUSTOMER_VIEW_BANNER_TEXTS,
      'app/layouts/account-dropdown.tsx': ACCOUNT_DROPDOWN_TEXTS,
      'app/layouts/menu-drawer.tsx': MENU_DRAWER_TEXTS,
      'app/offline/offline-note.tsx': OFFLINE_NOTE_TEXTS,
      // it warms the note with its texts, in every language, for when there is no connection
      'app/offline/offline-wallet.ts': OFFLINE_NOTE_TEXTS,
    };
    for (const file of lazyParts) {
      expect(missing(graph(file, { dynamic: true }).modules, declared[file] ?? []), file).toEqual([]);
    }
    expect(lazyParts).toContain('features/admin/customer-view/customer-view-banner.tsx');
  });
});
