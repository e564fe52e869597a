import type { PageRoute } from './routes.ts';

export interface MenuEntry {
  path: string;
  titleKey: string;
}

/** The header menu: routes with a visible menu entry, in their order (spec §2). */
export const menuEntries = (routes: readonly PageRoute[]): MenuEntry[] =>
  routes
    .flatMap((route) =>
      route.menu && !route.menu.hidden && route.titleKey
        ? [{ path: route.path, titleKey: route.titleKey, order: route.menu.order }]
        : [],
    )
    .sort((a, b) => a.order - b.order)
    .map(({ path, titleKey }) => ({ path, titleKey }));
