import type { AdminRefundRequest } from '@simportal/contract/api/refunds';
import { Button, Flex, Input, Popconfirm, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { SmallEmpty } from '../../../components/small-empty.tsx';
import { useDecideRefund, useWaitingRefunds } from '../api/refunds-api.ts';
import { useAdminMay } from '../roles/use-admin-may.ts';
import { useAdminFormat } from '../use-admin-format.ts';
import { useOutcome } from '../use-outcome.ts';

/** What the rule read when the customer asked: the evidence a reviewer decides on. */
function Evidence({ request }: { request: AdminRefundRequest }) {
  const { t } = useTranslation();
  const { when } = useAdminFormat();
  const { evidence } = request;
  if (evidence.kind === 'add_on')
    return (
      <>
        {t('admin.refunds.usedSince', { mb: (evidence.usedKbSince / 1024).toFixed(1) })}
        {evidence.lastImportAt && ` · ${t('admin.refunds.lastImport', { at: when(evidence.lastImportAt) })}`}
      </>
    );
  return (
    <>
      {evidence.lastEvent
        ? t('admin.refunds.reachedPhone', {
            event: evidence.lastEvent.kind,
            at: when(evidence.lastEvent.occurredAt),
          })
        : t(evidence.platformReportsProfiles ? 'admin.refunds.neverDownloaded' : 'admin.refunds.notReported')}
    </>
  );
}

function WaitingRefund({ request }: { request: AdminRefundRequest }) {
  const { t } = useTranslation();
  const { money, when } = useAdminFormat();
  const decide = useDecideRefund();
  const { succeeded, failed } = useOutcome();
  const mayServe = useAdminMay('serve');
  const [note, setNote] = useState('');
  const amount = money(request.amountMinor, request.currency);
  return (
    <Flex wrap justify="space-between" align="center" gap={8} component="li" className="overview-order">
      <div>
        <strong>{amount}</strong> · {t(`admin.refunds.kind.${request.kind}`)} · {request.username}
        {request.cardNumber && ` · ${request.cardNumber}`}{' '}
        <Tag>{t(`admin.refunds.because.${request.ground}`)}</Tag>
        <div className="overview-order-pays">
          <Evidence request={request} />
        </div>
        <div className="overview-muted">
          {t(`admin.refunds.reason.${request.reason}`)}
          {request.note && ` — “${request.note}”`} · {when(request.createdAt)}
        </div>
      </div>
      {mayServe && (
        <Space wrap>
          <Popconfirm
            title={t('admin.refunds.approveTitle', { amount, username: request.username })}
            okText={t('admin.refunds.approve')}
            cancelText={t('admin.common.cancel')}
            onConfirm={() =>
              decide.mutateAsync({ id: request.id }).then(
                () => succeeded('admin.refunds.approved'),
                (error: unknown) => failed('admin.refunds.failed', error),
              )
            }
          >
            <Button size="small" type="primary" loading={decide.isPending}>
              {t('admin.refunds.approve')}
            </Button>
          </Popconfirm>
          <Popconfirm
            title={t('admin.refunds.declineTitle')}
            description={
              <Input.TextArea
                aria-label={t('admin.refunds.declineNote')}
                placeholder={t('admin.refunds.declineNote')}
                value={note}
                maxLength={300}
                rows={2}
                onChange={(event) => setNote(event.target.value)}
              />
            }
            okText={t('admin.refunds.decline')}
            okButtonProps={{ disabled: note.trim() === '' }}
            cancelText={t('admin.common.cancel')}
            onConfirm={() =>
              decide.mutateAsync({ id: request.id, decline: note.trim() }).then(
                () => succeeded('admin.refunds.declined'),
                (error: unknown) => failed('admin.refunds.failed', error),
              )
            }
          >
            <Button size="small" danger>
              {t('admin.refunds.decline')}
            </Button>
          </Popconfirm>
        </Space>
      )}
    </Flex>
  );
}

/** Where the Overview's count of waiting refunds leads (queues-section.tsx). */
export const REFUND_QUEUE_ID = 'refund-queue';

/** The refunds waiting for an administrator (decision 0101): the second list of the pay orders' queue. */
export function RefundQueue() {
  const { t } = useTranslation();
  const refunds = useWaitingRefunds();
  return (
    <>
      <h3 className="overview-subtitle" id={REFUND_QUEUE_ID} tabIndex={-1}>
        {t('admin.refunds.title')}
      </h3>
      {refunds.isError ? (
        <LoadFailed query={refunds} title={t('admin.common.loadFailed')} compact />
      ) : !refunds.data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : refunds.data.length === 0 ? (
        <SmallEmpty description={t('admin.refunds.none')} />
      ) : (
        <ul className="overview-orders">
          {refunds.data.map((request) => (
            <WaitingRefund key={request.id} request={request} />
          ))}
        </ul>
      )}
    </>
  );
}
