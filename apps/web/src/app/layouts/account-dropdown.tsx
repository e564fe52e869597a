import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LOGIN_PATH } from '../../lib/navigation.ts';
import { authStore } from '../../stores/auth-store.ts';

/**
 * A logged-in user's menu: personal center, recharge, logout. Logout clears the session here (spec §4);
 * telling the server comes with the auth endpoints.
 */
export function AccountDropdown({ name }: { name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const items: MenuProps['items'] = [
    { key: '/personal', label: <Link to="/personal">{t('route.personal')}</Link> },
    { key: '/recharge', label: <Link to="/recharge">{t('route.recharge')}</Link> },
    { type: 'divider' },
    { key: 'logout', label: t('layout.logout') },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key !== 'logout') return;
    authStore.getState().clearAuth();
    void navigate(LOGIN_PATH);
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <Button type="text" aria-label={t('layout.accountMenuOf', { name })}>
        {name}
      </Button>
    </Dropdown>
  );
}
