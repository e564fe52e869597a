import type { RefundRequest } from '@simportal/contract/api/refunds';
import type { Activity } from '@simportal/contract/api/wallet';
import { REFUND_REASONS, type RefundReason } from '@simportal/contract/refund-rule';
import { Alert, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useAskRefund } from '../api/refunds.ts';
import type { Money } from './activity-parts.tsx';

/**
 * Asking for an eSIM fee or an add-on back to the balance, with a reason (decision 0101). The answer is shown in
 * the dialog: credited at once, or waiting for an administrator.
 */
export function RefundDialog({
  activity,
  money,
  onClose,
}: {
  activity: Activity;
  money: Money;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const ask = useAskRefund();
  const [reason, setReason] = useState<RefundReason | null>(null);
  const [note, setNote] = useState('');
  const [answer, setAnswer] = useState<RefundRequest | null>(null);
  const error = ask.error && isApiError(ask.error) ? translateMessage(ask.error.message) : null;
  const what = t(`wallet.refunds.kind.${activity.type === 'ESIM_APPLY' ? 'esim_fee' : 'add_on'}`);
  return (
    <Modal
      open
      title={t('wallet.refunds.title')}
      onCancel={onClose}
      okText={answer ? t('wallet.refunds.close') : t('wallet.refunds.submit')}
      cancelButtonProps={answer ? { style: { display: 'none' } } : {}}
      okButtonProps={{ disabled: !answer && reason === null, loading: ask.isPending }}
      onOk={() => {
        if (answer) return onClose();
        if (reason) ask.mutate({ activityId: activity.id, body: { reason, note } }, { onSuccess: setAnswer });
      }}
    >
      <p>{t('wallet.refunds.what', { what, amount: money(-activity.amountMinor) })}</p>
      {answer ? (
        <Alert
          type={answer.status === 'CREDITED' ? 'success' : 'info'}
          showIcon
          title={t(`wallet.refunds.outcome.${answer.status}`, { amount: money(answer.amountMinor) })}
          description={t(`wallet.refunds.outcomeNote.${answer.status}`)}
        />
      ) : (
        <Form layout="vertical">
          <Form.Item label={t('wallet.refunds.reasonLabel')} required>
            <Radio.Group
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              options={REFUND_REASONS.map((key) => ({
                value: key,
                label: t(`wallet.refunds.reason.${key}`),
              }))}
              style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            />
          </Form.Item>
          <Form.Item label={t('wallet.refunds.noteLabel')}>
            <Input.TextArea value={note} maxLength={300} rows={2} onChange={(e) => setNote(e.target.value)} />
          </Form.Item>
          <p className="wallet-muted">{t('wallet.refunds.rule')}</p>
          {error && <Alert type="error" showIcon title={error} />}
        </Form>
      )}
    </Modal>
  );
}
