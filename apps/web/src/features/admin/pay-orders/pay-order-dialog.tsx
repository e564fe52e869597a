import { Alert, Button, Descriptions, Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useConfirmPayOrder } from '../api/customers-api.ts';
import { usePayOrderByReference } from '../api/support-api.ts';
import { useAdminMay } from '../roles/use-admin-may.ts';
import { useAdminFormat } from '../use-admin-format.ts';
import { useOutcome } from '../use-outcome.ts';

/**
 * The pay order a new-order mail links to (`/adminMode?order=PO-…`), open and ready to confirm: the mail's
 * link is the first tap, Confirm the second (the dialog itself is the confirmation step: it names the customer
 * and the amount). An order its customer cancelled says so and has no Confirm (decision 0036). Closing it drops
 * the reference from the address.
 */
export function PayOrderDialog() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const reference = params.get('order');
  const order = usePayOrderByReference(reference);
  const confirm = useConfirmPayOrder();
  const { money, when } = useAdminFormat();
  const { succeeded, failed } = useOutcome();
  const mayConfirm = useAdminMay('serve');
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('order');
        return next;
      },
      { replace: true },
    );
  if (!reference) return null;
  const found = order.data;
  const waiting = found?.status === 'INIT';
  const cancelled = found?.status === 'CANCELLED';

  return (
    <Modal
      open
      title={t('support.admin.orderTitle', { reference })}
      onCancel={close}
      footer={[
        <Button key="close" onClick={close}>
          {t('support.admin.close')}
        </Button>,
        ...(waiting && mayConfirm
          ? [
              <Button
                key="confirm"
                type="primary"
                loading={confirm.isPending}
                onClick={() =>
                  confirm.mutateAsync(found.id).then(
                    () => {
                      succeeded('admin.orders.confirmed');
                      close();
                    },
                    (error: unknown) => failed('admin.orders.confirmFailed', error),
                  )
                }
              >
                {t('support.admin.confirm', { amount: money(found.totalMinor, found.currency) })}
              </Button>,
            ]
          : []),
      ]}
    >
      {order.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : !found ? (
        <Alert type="warning" showIcon title={t('support.admin.orderMissing', { reference })} />
      ) : (
        <>
          {cancelled && (
            <Alert
              type="warning"
              showIcon
              title={t('support.admin.orderCancelled', {
                when: found.cancelledAt ? when(found.cancelledAt) : '',
              })}
            />
          )}
          {!waiting && !cancelled && (
            <Alert
              type="success"
              showIcon
              title={t('support.admin.orderDone', { when: found.finishedAt ? when(found.finishedAt) : '' })}
            />
          )}
          <Descriptions
            bordered
            size="small"
            column={1}
            items={[
              {
                key: 'customer',
                label: t('support.admin.customer'),
                children: `${found.username} · ${found.email}`,
              },
              {
                key: 'amount',
                label: t('support.admin.amount'),
                children: money(found.amountMinor, found.currency),
              },
              {
                key: 'total',
                label: t('support.admin.total'),
                children: money(found.totalMinor, found.currency),
              },
              ...(found.remark
                ? [{ key: 'remark', label: t('support.admin.remark'), children: found.remark }]
                : []),
              { key: 'created', label: t('support.admin.created'), children: when(found.createdAt) },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
