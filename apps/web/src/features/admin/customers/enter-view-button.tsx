import { CUSTOMER_VIEW_TTL_SECONDS } from '@simportal/contract/rules/customer-view';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { CUSTOMER_VIEW_HOME, enterCustomerView } from '../customer-view/customer-view-session.ts';
import { useAdminMay } from '../roles/use-admin-may.ts';
import { useOutcome } from '../use-outcome.ts';

/** "Enter customer view", after a confirmation (spec §2): the portal as this customer sees it. */
export function EnterViewButton({
  customer,
  size,
  label,
}: {
  customer: { id: number; username: string };
  size?: 'small' | 'middle';
  /** The accessible name, where the button stands away from the customer's name (a phone's list entry). */
  label?: string;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const { failed } = useOutcome();
  const [entering, setEntering] = useState(false);
  const mayServe = useAdminMay('serve');

  const confirm = () =>
    modal.confirm({
      title: t('admin.view.confirmTitle', { name: customer.username }),
      content: t('admin.view.confirmText', { minutes: CUSTOMER_VIEW_TTL_SECONDS / 60 }),
      okText: t('admin.view.enter'),
      cancelText: t('admin.common.cancel'),
      onOk: async () => {
        setEntering(true);
        try {
          // Exit comes back here: the same search, the same customer open
          await enterCustomerView(customer.id, `${location.pathname}${location.search}`);
          await navigate(CUSTOMER_VIEW_HOME);
        } catch (error) {
          failed('admin.view.enterFailed', error);
        } finally {
          setEntering(false);
        }
      },
    });

  if (!mayServe) return null;
  return (
    <Button size={size} onClick={confirm} loading={entering} aria-label={label}>
      {t('admin.view.enter')}
    </Button>
  );
}
