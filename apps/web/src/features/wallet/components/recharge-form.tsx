import type { PaymentMethod } from '@simportal/contract/enums';
import { PAYMENT_METHODS } from '@simportal/contract/enums';
import {
  parseRechargeAmount,
  payOrderFees,
  RECHARGE_MAX_MINOR,
  RECHARGE_PRESETS_MINOR,
  type RechargeAmountParse,
} from '@simportal/contract/fees';
import { minorToMajorString } from '@simportal/contract/money';
import { Button, Form, Input, Radio } from 'antd';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Typography } from '../../../components/typography.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useCreatePayOrder } from '../api/pay-orders.ts';
import { FeeBreakdown } from './fee-breakdown.tsx';

const CUSTOM = 'custom';
type AmountChoice = number | typeof CUSTOM;

interface RechargeValues {
  choice?: AmountChoice;
  customAmount?: string;
  method: PaymentMethod;
  remark?: string;
}

/** The amount the form holds now: a preset, the typed amount, or the rule it breaks (spec §5). */
const amountOf = (values: Partial<RechargeValues>): RechargeAmountParse => {
  if (values.choice === undefined) return { ok: false, key: 'amount_required' };
  if (values.choice === CUSTOM) return parseRechargeAmount(values.customAmount ?? '');
  return { ok: true, minor: values.choice };
};

/** The form's amount fields holding `minor`: its preset when it is one, else the typed amount ('41.50'). */
const amountFields = (minor: number): Pick<RechargeValues, 'choice' | 'customAmount'> =>
  (RECHARGE_PRESETS_MINOR as readonly number[]).includes(minor)
    ? { choice: minor, customAmount: undefined }
    : { choice: CUSTOM, customAmount: minorToMajorString(minor) };

/** The first rule key of a server validation failure, to show instead of the generic message. */
const firstRule = (data: unknown): string | undefined =>
  (data as { issues?: { rule?: string }[] } | null)?.issues?.[0]?.rule;

/**
 * The Account Recharge Center's form: a preset or typed amount, the payment method, an optional remark, and
 * the live breakdown computed by the contract. Confirming creates the pay order and opens /pay.
 */
export function RechargeForm({
  money,
  prefillMinor,
}: {
  money: (minor: number) => string;
  /** An amount to start from (a runway reminder's link, `?amount=`), decision 0033. */
  prefillMinor?: number;
}) {
  const { t } = useTranslation();
  const howId = useId();
  const navigate = useNavigate();
  const [form] = Form.useForm<RechargeValues>();
  // a new prefilled amount while the page is open (the runway's top-up link on this page) fills it in too
  useEffect(() => {
    if (prefillMinor !== undefined) form.setFieldsValue(amountFields(prefillMinor));
  }, [form, prefillMinor]);
  const values = Form.useWatch([], form) ?? {};
  const create = useCreatePayOrder();
  const amount = amountOf(values);
  const method = values.method ?? 'DOMESTIC';
  const fees = amount.ok ? payOrderFees(amount.minor, method) : null;

  const onFinish = (submitted: RechargeValues) => {
    const parsed = amountOf(submitted);
    if (!parsed.ok) return;
    create.mutate(
      { amountMinor: parsed.minor, method: submitted.method, remark: submitted.remark ?? '' },
      {
        onSuccess: (order) => void navigate(`/pay?order=${order.id}`),
        onError: (error) => {
          if (isApiError(error) && error.notified) return;
          notifyError(isApiError(error) ? (firstRule(error.data) ?? error.message) : 'recharge_failed');
        },
      },
    );
  };

  return (
    <Form<RechargeValues>
      form={form}
      layout="vertical"
      initialValues={{
        method: 'DOMESTIC',
        ...(prefillMinor === undefined ? {} : amountFields(prefillMinor)),
      }}
      onFinish={onFinish}
      requiredMark={false}
      className="recharge-form"
    >
      <Form.Item
        name="choice"
        label={t('wallet.recharge.amount')}
        rules={[{ required: true, message: t('amount_required', { ns: 'messages' }) }]}
      >
        <Radio.Group optionType="button" buttonStyle="solid" className="recharge-presets">
          {RECHARGE_PRESETS_MINOR.map((preset) => (
            <Radio.Button key={preset} value={preset}>
              {money(preset)}
            </Radio.Button>
          ))}
          <Radio.Button value={CUSTOM}>{t('wallet.recharge.otherAmount')}</Radio.Button>
        </Radio.Group>
      </Form.Item>
      {values.choice === CUSTOM && (
        <Form.Item
          name="customAmount"
          label={t('wallet.recharge.customAmount')}
          extra={t('wallet.recharge.maxHint', { max: money(RECHARGE_MAX_MINOR) })}
          rules={[
            {
              validator: async (_, typed: string | undefined) => {
                const parsed = parseRechargeAmount(typed ?? '');
                if (!parsed.ok) throw new Error(t(parsed.key, { ns: 'messages' }));
              },
            },
          ]}
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('wallet.recharge.customPlaceholder')}
          />
        </Form.Item>
      )}
      <Form.Item name="method" label={t('wallet.recharge.method')}>
        {/* each way with how one pays by it (issue #56): the line describes its radio */}
        <Radio.Group className="recharge-methods">
          {PAYMENT_METHODS.map((option) => (
            <div key={option} className="recharge-method">
              <Radio value={option} aria-describedby={`${howId}-${option}`}>
                {t(`wallet.method.${option}`)}
              </Radio>
              <Typography.Text type="secondary" id={`${howId}-${option}`} className="recharge-method-how">
                {t(`wallet.methodHow.${option}`)}
              </Typography.Text>
            </div>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item name="remark" label={t('wallet.recharge.remark')}>
        <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <section aria-label={t('wallet.recharge.breakdown')} className="recharge-breakdown">
        <FeeBreakdown fees={fees} money={money} international={method === 'INTERNATIONAL'} />
      </section>
      <Button type="primary" htmlType="submit" loading={create.isPending} className="recharge-submit">
        {t('wallet.recharge.confirm')}
      </Button>
    </Form>
  );
}
