import './customer-view-banner.css';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifyInfo } from '../../../lib/notify.ts';
import { isLoggedIn } from '../../../stores/auth-state.ts';
import { useAuth } from '../../../stores/auth-store.ts';
import {
  ADMIN_HOME,
  adminReturnOf,
  leaveCustomerView,
  restoreAdminSession,
} from './customer-view-session.ts';
import { useCustomerViewStash } from './customer-view-store.ts';

/**
 * Shown on every page while an administrator is in a customer's view: whose view it is, and Exit, which ends
 * the view and returns to /adminMode with the administrator's own session. If the view's session ends some
 * other way (it expired, or "logout" was chosen), the administrator's session is put back the same way.
 */
export function CustomerViewBanner() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const stash = useCustomerViewStash();
  const loggedIn = useAuth(isLoggedIn);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (!stash || loggedIn) return;
    restoreAdminSession(stash);
    notifyInfo('admin.view.ended');
    void navigate(ADMIN_HOME);
  }, [stash, loggedIn, navigate]);

  if (!stash) return null;
  const exit = async () => {
    setLeaving(true);
    try {
      await leaveCustomerView();
      await navigate(adminReturnOf(stash));
    } finally {
      setLeaving(false);
    }
  };
  return (
    <section
      className="customer-view-banner"
      aria-label={t('admin.view.bannerLabel')}
      data-testid="customer-view-banner"
    >
      <span>{t('admin.view.banner', { name: stash.customer.username, email: stash.customer.email })}</span>
      <Button size="small" onClick={() => void exit()} loading={leaving}>
        {t('admin.view.exit')}
      </Button>
    </section>
  );
}
