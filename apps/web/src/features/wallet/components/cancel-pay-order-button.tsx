import type { PayOrder } from '@simportal/contract/api/wallet';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useFeedback } from '../../../lib/feedback.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useCancelPayOrder } from '../api/pay-orders.ts';

/**
 * The customer withdraws a pay order that still waits for the administrator, after a confirmation that says
 * not to cancel one already paid (decision 0036). The page then reads the order again, cancelled or, if the
 * administrator confirmed it meanwhile, credited, and the server's refusal is shown.
 */
export function CancelPayOrderButton({ order }: { order: Pick<PayOrder, 'id' | 'reference'> }) {
  const { t } = useTranslation();
  const cancel = useCancelPayOrder();
  const { notification } = useFeedback();
  const refused = (key: string) => notification.error({ title: translateMessage(key), role: 'alert' });
  return (
    <Popconfirm
      title={t('wallet.pay.cancelTitle', { reference: order.reference })}
      description={<p className="pay-cancel-text">{t('wallet.pay.cancelText')}</p>}
      okText={t('wallet.pay.cancelConfirm')}
      okButtonProps={{ danger: true }}
      cancelText={t('wallet.pay.cancelKeep')}
      onConfirm={() =>
        cancel.mutateAsync(order.id).catch((error: unknown) => {
          // the http client already told the user of a timeout or a lost session
          if (!isApiError(error)) refused('server_error');
          else if (!error.notified) refused(error.message);
        })
      }
    >
      <Button danger loading={cancel.isPending}>
        {t('wallet.pay.cancel')}
      </Button>
    </Popconfirm>
  );
}
