import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { loadTexts } from '../../lib/i18n.ts';
import { loginPath } from '../../lib/navigation.ts';
import type { TextArea } from '../../locales/text-files.ts';
import { isLoggedIn } from '../../stores/auth-state.ts';
import { useAuth } from '../../stores/auth-store.ts';
import { AccountName } from './account-name.tsx';

/**
 * The texts the dropdown shows besides `common` (its balance is named there): how long the balance lasts,
 * under it (`billing`); routes-texts.test.ts checks.
 */
export const ACCOUNT_DROPDOWN_TEXTS: readonly TextArea[] = ['billing'];

// Only logged-in users see the dropdown, so visitors never download it, nor its texts.
const AccountDropdown = lazy(async () => {
  const [module] = await Promise.all([import('./account-dropdown.tsx'), loadTexts(ACCOUNT_DROPDOWN_TEXTS)]);
  return { default: module.AccountDropdown };
});

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
  // while the dropdown's chunk or texts load, its place holds what the button will show, at its width
  return (
    <Suspense
      fallback={
        <span className="header-link account-button account-pending">
          <AccountName name={name} />
        </span>
      }
    >
      <AccountDropdown name={name} />
    </Suspense>
  );
}
