/** Shared by the menu button (aria-controls) and the lazily loaded drawer it opens. */
export const MENU_DRAWER_ID = 'site-nav-drawer';
