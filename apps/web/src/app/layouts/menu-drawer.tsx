import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { MENU_DRAWER_ID } from './menu-drawer-id.ts';
import { NavLinks } from './nav-links.tsx';

/** The main menu on narrow screens; loaded on first open, since wide screens never need it. */
export function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      id={MENU_DRAWER_ID}
      title={t('layout.mainMenu')}
      placement="left"
      size={280}
      open={open}
      onClose={onClose}
    >
      {/* the drawer renders in a portal, outside the header's nav: it is a navigation region of its own */}
      <nav aria-label={t('layout.mainMenu')}>
        <NavLinks vertical onNavigate={onClose} />
      </nav>
    </Drawer>
  );
}
