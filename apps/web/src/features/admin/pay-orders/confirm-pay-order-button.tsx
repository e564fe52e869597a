import type { AdminPayOrder } from '@simportal/contract/api/wallet';
import { Button, type ButtonProps, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATUS_ICONS } from '../../../components/status-icons.tsx';
import { useConfirmPayOrder } from '../api/customers-api.ts';
import { useAdminMay } from '../roles/use-admin-may.ts';
import { useAdminFormat } from '../use-admin-format.ts';
import { useOutcome } from '../use-outcome.ts';

/**
 * Confirm a waiting pay order after a Popconfirm that names its reference, what the bank should have received and
 * what will be credited (the wallet's
 * confirmation: audited, credited once); the overview's queue and the customer drawer show the same button.
 */
export function ConfirmPayOrderButton({
  order,
  button = {},
}: {
  order: AdminPayOrder;
  button?: Pick<ButtonProps, 'size' | 'type'>;
}) {
  const { t } = useTranslation();
  const { money } = useAdminFormat();
  const confirm = useConfirmPayOrder();
  const { succeeded, failed } = useOutcome();
  // a viewer reads the queue but confirms nothing (issue #34)
  const mayServe = useAdminMay('serve');
  if (!mayServe) return null;
  return (
    <Popconfirm
      icon={STATUS_ICONS.warning}
      title={t('admin.orders.confirmTitle', { reference: order.reference })}
      // of what is credited, what first repays fees advanced while the order waited (decision 0069)
      description={t(order.repaysMinor > 0 ? 'admin.orders.confirmTextAdvance' : 'admin.orders.confirmText', {
        total: money(order.totalMinor, order.currency),
        amount: money(order.amountMinor, order.currency),
        repays: money(order.repaysMinor, order.currency),
        added: money(order.amountMinor - order.repaysMinor, order.currency),
      })}
      okText={t('admin.orders.confirm')}
      cancelText={t('admin.common.cancel')}
      onConfirm={() =>
        confirm.mutateAsync(order.id).then(
          () => succeeded('admin.orders.confirmed'),
          (error: unknown) => failed('admin.orders.confirmFailed', error),
        )
      }
    >
      <Button
        {...button}
        loading={confirm.isPending}
        aria-label={t('admin.orders.confirmOf', { reference: order.reference })}
      >
        {t('admin.orders.confirm')}
      </Button>
    </Popconfirm>
  );
}
