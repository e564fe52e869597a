import type { PageRoute } from './routes.ts';

export interface MenuEntry {
  path: string;
  titleKey: string;
}

/** Whose menu: a visitor who is not logged in, a customer, or an administrator. */
export type MenuRole = 'guest' | 'customer' | 'member' | 'admin';

/** Whether `route` has an entry in the menu of `role`. */
const inMenu = (route: PageRoute, role: MenuRole) => {
  if (!route.menu || !route.titleKey) return false;
  // An administrator has no cards nor records of their own, and buys nothing: the customer's entries and the
  // shop's would open empty screens (issue #67: not Add-ons). Their menu is their own pages, their way back.
  if (role === 'admin') return route.access === 'admin';
  if (route.menu.hidden) return false;
  // a member of another's account (decision 0103): their cards, nothing of the shop nor the owner's records
  if (role === 'member') return route.members === true;
  // A visitor sees the shop and the way to their cards (My SIMs asks them to log in first), not a customer's
  // records or their API keys (issue #67: not Integrations).
  if (role === 'guest') return route.public === true || route.menu.guest === true;
  return route.access !== 'admin';
};

const byOrder = (routes: readonly PageRoute[], keep: (route: PageRoute) => boolean): MenuEntry[] =>
  routes
    .flatMap((route) =>
      keep(route) && route.titleKey && route.menu
        ? [{ path: route.path, titleKey: route.titleKey, order: route.menu.order }]
        : [],
    )
    .sort((a, b) => a.order - b.order)
    .map(({ path, titleKey }) => ({ path, titleKey }));

/** The header menu: routes with a visible menu entry for the user's role, in their order (spec §2). */
export const menuEntries = (routes: readonly PageRoute[], role: MenuRole = 'customer'): MenuEntry[] =>
  byOrder(routes, (route) => inMenu(route, role));

/**
 * The phone's menu (the drawer): the header's entries, and first the basic plans, which the specification
 * keeps out of the menu (hidden, order 1) and wide screens show beside it (PlansLink): a phone's menu without
 * them left a visitor no named way to the plans (issue #67). Not an administrator's: /plan sends them away.
 */
export const drawerEntries = (routes: readonly PageRoute[], role: MenuRole = 'customer'): MenuEntry[] =>
  byOrder(
    routes,
    (route) => inMenu(route, role) || (role !== 'admin' && role !== 'member' && route.path === '/plan'),
  );
