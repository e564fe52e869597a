import { parseRechargeAmount, RECHARGE_MAX_MINOR } from '@simportal/contract/fees';
import { minorToMajorString } from '@simportal/contract/money';
import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n.ts';
import { useAdminRecharge } from '../api/customers-api.ts';
import { fieldRule } from '../failure.ts';
import { useOutcome } from '../use-outcome.ts';

interface RechargeValues {
  account: string;
  amount: string;
  reason: string;
}

/**
 * Recharge a customer by username or email (spec §2): an amount in major units (converted to minor units by
 * the contract's parseRechargeAmount, the same rules as the server) and a reason kept on the TOP_UP.
 */
export function RechargeModal({
  open,
  account,
  onClose,
}: {
  open: boolean;
  /** Prefilled username or email; empty to type one. */
  account: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RechargeValues>();
  const recharge = useAdminRecharge();
  const { succeeded, failed } = useOutcome();

  useEffect(() => {
    if (open) form.setFieldsValue({ account, amount: '', reason: '' });
  }, [open, account, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const amount = parseRechargeAmount(values.amount);
    if (!amount.ok) return;
    recharge.mutate(
      { account: values.account.trim(), amountMinor: amount.minor, reason: values.reason.trim() },
      {
        onSuccess: () => {
          succeeded('recharge_success');
          onClose();
        },
        onError: (error) => {
          // an unknown username or email is the account field's error, in the server's words
          const message = (error as { message?: string }).message;
          const accountRule =
            message === 'user_not_exist' || message === 'username_not_exists' ? message : null;
          const rules: [keyof RechargeValues, string | null][] = [
            ['account', accountRule ?? fieldRule(error, 'account')],
            ['amount', fieldRule(error, 'amountMinor')],
            ['reason', fieldRule(error, 'reason')],
          ];
          const named = rules.filter(([, rule]) => rule !== null);
          if (named.length > 0) {
            form.setFields(named.map(([name, rule]) => ({ name, errors: [translateMessage(rule!)] })));
            return;
          }
          failed('recharge_failed', error);
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t('admin.recharge.title')}
      okText={t('admin.recharge.submit')}
      cancelText={t('admin.common.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={recharge.isPending}
      destroyOnHidden
    >
      <Form<RechargeValues> form={form} layout="vertical" requiredMark={false} name="admin-recharge">
        <Form.Item
          name="account"
          label={t('admin.recharge.account')}
          rules={[{ required: true, whitespace: true, message: t('admin.recharge.accountRequired') }]}
        >
          <Input autoComplete="off" placeholder={t('admin.recharge.accountPlaceholder')} />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('admin.recharge.amount')}
          extra={t('admin.recharge.amountHint', { max: minorToMajorString(RECHARGE_MAX_MINOR) })}
          rules={[
            {
              validator: async (_, typed: string | undefined) => {
                const parsed = parseRechargeAmount(typed ?? '');
                if (!parsed.ok)
                  throw new Error(
                    // nothing here to choose: the shop's "choose or enter" would mislead
                    parsed.key === 'amount_required'
                      ? t('admin.common.amountRequired')
                      : translateMessage(parsed.key),
                  );
              },
            },
          ]}
        >
          <Input inputMode="decimal" autoComplete="off" placeholder="10.00" />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('admin.recharge.reason')}
          rules={[{ required: true, whitespace: true, message: t('admin.recharge.reasonRequired') }]}
        >
          <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
