import { Button, Dropdown, type MenuProps } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { BalanceLink } from '../../components/balance-text.tsx';
import { startLocaleSync } from '../../features/account/locale-sync.ts';
import { syncQuietZone } from '../../features/account/quiet-zone-sync.ts';
import { logout } from '../../features/auth/session.ts';
import { RunwayLine, useRunwayTerms } from '../../features/billing/components/runway-line.tsx';
import { InboxBell } from '../../features/inbox/components/inbox-bell.tsx';
import { LOGIN_PATH } from '../../lib/navigation.ts';
import { isAdmin, isMember } from '../../stores/auth-state.ts';
import { useAuth } from '../../stores/auth-store.ts';
import { AccountName } from './account-name.tsx';

/**
 * A logged-in user's menu: personal center, recharge, logout. Logout ends the session on the server, then
 * clears it here whatever the server answered (spec §4). While a user is logged in, the header's language
 * switch also sets the language of their emails. An administrator has no balance of their own to show or top
 * up: their header carries neither. A customer's balance says how long it lasts (decision 0033).
 */
export function AccountDropdown({ name }: { name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(startLocaleSync, []);
  // quiet hours that follow the device move with it (issue #68), checked once a page load
  useEffect(syncQuietZone, []);
  const admin = useAuth((state) => isAdmin(state.userInfo));
  // a member of another's account sees no balance (the owner's is not theirs to see), tops up nothing, and has
  // no inbox of their own (decision 0103)
  const member = useAuth((state) => isMember(state.userInfo));
  // how long the balance lasts, under it; within the reminder window the link is the prefilled top-up
  const runway = useRunwayTerms(!admin && !member);
  const items: MenuProps['items'] = [
    { key: '/personal', label: <Link to="/personal">{t('route.personal')}</Link> },
    ...(admin || member
      ? []
      : [{ key: '/recharge', label: <Link to="/recharge">{t('route.recharge')}</Link> }]),
    { type: 'divider' },
    { key: 'logout', label: t('layout.logout') },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key !== 'logout') return;
    void logout().then(() => navigate(LOGIN_PATH));
  };
  return (
    <>
      {admin || member ? null : (
        <BalanceLink
          className="header-link header-balance"
          to={runway?.warning ? runway.topUpPath : '/recharge'}
        >
          <RunwayLine terms={runway} short />
        </BalanceLink>
      )}
      {member ? null : <InboxBell />}
      <Dropdown menu={{ items, onClick }} trigger={['click']}>
        <Button type="text" className="account-button" aria-label={t('layout.accountMenuOf', { name })}>
          <AccountName name={name} />
        </Button>
      </Dropdown>
    </>
  );
}
