import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { loginPath } from '../../lib/navigation.ts';
import { isLoggedIn } from '../../stores/auth-state.ts';
import { useAuth } from '../../stores/auth-store.ts';

// Only logged-in users see the dropdown, so visitors never download it.
const AccountDropdown = lazy(() =>
  import('./account-dropdown.tsx').then((module) => ({ default: module.AccountDropdown })),
);

/** The header's account corner: a login link for visitors, the account menu for a logged-in user. */
export function AccountMenu() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const loggedIn = useAuth(isLoggedIn);
  const name = useAuth((state) => state.userInfo?.username ?? state.username) ?? t('layout.account');

  if (!loggedIn) {
    return (
      <Link className="header-link" to={loginPath(`${pathname}${search}`)}>
        {t('layout.login')}
      </Link>
    );
  }
  return (
    <Suspense fallback={<span className="header-link">{name}</span>}>
      <AccountDropdown name={name} />
    </Suspense>
  );
}
