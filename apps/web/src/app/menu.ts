import type { PageRoute } from './routes.ts';

export interface MenuEntry {
  path: string;
  titleKey: string;
}

/** Whether `route` has an entry in the menu of a customer (`admin` false) or of an administrator. */
const inMenu = (route: PageRoute, admin: boolean) => {
  if (!route.menu || !route.titleKey) return false;
  // An administrator has no cards nor records of their own: the customer-only entries would open empty
  // screens. Their menu is the public shop and Admin Management, their way back from any page.
  if (admin) return route.access === 'admin' || (route.public === true && !route.menu.hidden);
  return !route.menu.hidden;
};

/** The header menu: routes with a visible menu entry for the user's role, in their order (spec §2). */
export const menuEntries = (routes: readonly PageRoute[], admin = false): MenuEntry[] =>
  routes
    .flatMap((route) =>
      inMenu(route, admin) && route.titleKey && route.menu
        ? [{ path: route.path, titleKey: route.titleKey, order: route.menu.order }]
        : [],
    )
    .sort((a, b) => a.order - b.order)
    .map(({ path, titleKey }) => ({ path, titleKey }));
