import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BalanceText } from '../../components/balance-text.tsx';
import { RunwayLine, useRunwayTerms } from '../../features/billing/components/runway-line.tsx';
import { loginPath } from '../../lib/navigation.ts';
import { isAdmin, isLoggedIn, isMember } from '../../stores/auth-state.ts';
import { useAuth } from '../../stores/auth-store.ts';
import { LanguageSwitch } from './language-switch.tsx';
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
      <DrawerBalance onNavigate={onClose} />
      {/* the drawer renders in a portal, outside the header's nav: it is a navigation region of its own */}
      <nav aria-label={t('layout.mainMenu')}>
        <NavLinks vertical onNavigate={onClose} />
      </nav>
      <DrawerLogin onNavigate={onClose} />
      <DrawerLanguage />
    </Drawer>
  );
}

/**
 * A logged-in user's balance at the top of the menu, how long it lasts (decision 0033; the header has no room
 * for the whole sentence on a phone), and the way to top it up: prefilled within the reminder window.
 */
function DrawerBalance({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const loggedIn = useAuth(isLoggedIn);
  const known = useAuth((state) => typeof state.userInfo?.balance === 'number');
  const admin = useAuth((state) => isAdmin(state.userInfo));
  // a member of another's account sees no balance (decision 0103)
  const member = useAuth((state) => isMember(state.userInfo));
  const runway = useRunwayTerms(loggedIn && known && !admin && !member);
  if (!loggedIn || !known || admin || member) return null;
  return (
    <div className="drawer-balance">
      <div>
        <div className="drawer-balance-label">{t('layout.balance')}</div>
        <BalanceText className="drawer-balance-value" />
        <RunwayLine terms={runway} />
      </div>
      <Link
        to={runway?.warning ? runway.topUpPath : '/recharge'}
        className="drawer-balance-top-up"
        onClick={onNavigate}
      >
        {t('layout.topUp')}
      </Link>
    </div>
  );
}

/**
 * A visitor's way in, at the foot of the menu (issue #67: the phone's menu had none; the header's login link is
 * one small word beside the balance's place): log in, back to this page after, or register.
 */
function DrawerLogin({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const loggedIn = useAuth(isLoggedIn);
  if (loggedIn) return null;
  return (
    <div className="drawer-login">
      <Link to={loginPath(`${pathname}${search}`)} className="drawer-login-primary" onClick={onNavigate}>
        {t('layout.login')}
      </Link>
      <Link to="/register" className="nav-link" onClick={onNavigate}>
        {t('route.register')}
      </Link>
    </div>
  );
}

/**
 * A logged-in person's language switch on a phone, where the header gives its room to the balance, the inbox's
 * bell and the account (issue #68); its label shows here. Wider screens keep it in the header (CSS hides this).
 */
function DrawerLanguage() {
  const loggedIn = useAuth(isLoggedIn);
  if (!loggedIn) return null;
  return (
    <div className="drawer-language">
      <LanguageSwitch labelShown />
    </div>
  );
}
