import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadTexts } from '../../lib/i18n.ts';
import type { TextArea } from '../../locales/text-files.ts';
import { MENU_DRAWER_ID } from './menu-drawer-id.ts';
import { NavLinks } from './nav-links.tsx';

/** The texts the drawer shows besides `common`: how long a customer's balance lasts (`billing`). */
export const MENU_DRAWER_TEXTS: readonly TextArea[] = ['billing'];

// fetched on the first open, with its texts
const MenuDrawer = lazy(async () => {
  const [module] = await Promise.all([import('./menu-drawer.tsx'), loadTexts(MENU_DRAWER_TEXTS)]);
  return { default: module.MenuDrawer };
});

/**
 * The main menu, built from the route table. Wide screens show the links in the header; below 768 px (CSS
 * decides, so there is no flash of the wrong one) a button opens them in a drawer.
 */
export function SiteMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  return (
    <nav className="site-nav" aria-label={t('layout.mainMenu')}>
      <div className="site-nav-wide">
        <NavLinks />
      </div>
      <Button
        className="site-nav-narrow"
        aria-expanded={open}
        aria-controls={MENU_DRAWER_ID}
        onClick={() => {
          setDrawerWanted(true);
          setOpen(true);
        }}
      >
        {t('layout.menu')}
      </Button>
      {drawerWanted && (
        <Suspense fallback={null}>
          <MenuDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </nav>
  );
}
