import type { CardBilling } from '@simportal/contract/api/billing';
import type { BasicPlan } from '@simportal/contract/api/catalog';
import { addDaysToIsoDate } from '@simportal/contract/calendar-date';
import { dailyFeeOf } from '@simportal/contract/daily-fee';
import { Alert, App, Button, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCatalogue } from '../../../lib/catalogue-query.ts';
import { localized } from '../../../lib/catalogue-terms.ts';
import { currentLocale, translateMessage } from '../../../lib/i18n.ts';
import { useAuth } from '../../../stores/auth-store.ts';
import { useCardsBilling, useOrderPlan } from '../api/billing-api.ts';
import { forecastOrder, money, planName, type Words } from '../billing-terms.ts';
import { describeOrderFailure, type OrderFailure } from '../order-failure.ts';
import { CardSelect } from './card-select.tsx';
import { InsufficientCreditNotice } from './insufficient-credit-notice.tsx';

interface Values {
  cardId?: number;
  planId?: number;
}

/** What confirming will do, in words: activation now (and its charge), or a switch from the next day. */
function OrderForecast({ card, plan, words }: { card: CardBilling; plan: BasicPlan; words: Words }) {
  const { t } = words;
  const forecast = forecastOrder(card, plan.id);
  const name = localized(plan.name, words.locale);
  const current = card.currentPlan ? planName(card.currentPlan, words) : '';
  const fee = dailyFeeOf(plan);
  if (forecast.kind === 'same') return <Alert type="warning" showIcon title={t('billing.order.samePlan')} />;
  if (forecast.kind === 'pending') {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('billing.order.alreadyPending', { day: card.pendingPlan?.fromDay })}
      />
    );
  }
  if (forecast.kind === 'switch') {
    return (
      <div className="billing-forecast">
        <p>
          {t('billing.order.switchNext', { current, plan: name, day: addDaysToIsoDate(card.businessDay, 1) })}
        </p>
        {/* usage is not known yet (a later issue): the note is always shown when switching a card in use */}
        <Alert
          type="info"
          showIcon
          title={t('billing.order.switchFeeStays', { current, fee: money(card.todayFeeMinor ?? 0, words) })}
        />
      </div>
    );
  }
  return (
    <p className="billing-forecast">
      {forecast.todayPaid
        ? t('billing.order.activatePaid')
        : t('billing.order.activateNow', {
            fee: money(fee.firstDayMinor, words),
            daily: money(fee.dailyMinor, words),
          })}
    </p>
  );
}

/**
 * Ordering a basic plan (spec §4, §5): the card is chosen (required) unless the dialog was opened from it, the
 * plan unless it was opened from the plan; what will happen is said before confirming. insufficient_credit
 * shows the way to the Account Recharge Center; other refusals (pkg_duplicated …) are shown translated.
 */
export function OrderPlanDialog({
  open,
  onClose,
  title,
  planId: presetPlan,
  cardId: presetCard,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  planId?: number;
  cardId?: number;
}) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<OrderFailure>(null);
  const cards = useCardsBilling(open);
  const catalogue = useCatalogue();
  const balance = useAuth((state) => state.userInfo?.balance);
  const order = useOrderPlan();
  const cardId = Form.useWatch('cardId', form) ?? presetCard;
  const planId = Form.useWatch('planId', form) ?? presetPlan;
  const words: Words = { t, locale: currentLocale(), currency: catalogue.data?.currency ?? 'USD' };
  const card = cards.data?.items.find((item) => item.cardId === cardId);
  const plan = catalogue.data?.plans.find((item) => item.id === planId);
  const noCards = cards.data?.total === 0;

  const close = () => {
    setFailure(null);
    form.resetFields();
    onClose();
  };

  const submit = async () => {
    setFailure(null);
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return; // the fields say what is missing
    }
    try {
      const result = await order.mutateAsync({ cardId: values.cardId!, planId: values.planId! });
      const card = result.card.label ?? result.card.cardNumber;
      const name =
        result.card.currentPlan && result.outcome === 'ACTIVATED'
          ? planName(result.card.currentPlan, words)
          : '';
      notification.success({
        title: translateMessage('order_plan_success'),
        description:
          result.outcome === 'ACTIVATED'
            ? t('billing.order.activated', { plan: name, card, fee: money(result.chargedMinor, words) })
            : t('billing.order.scheduled', {
                plan: result.card.pendingPlan ? planName(result.card.pendingPlan, words) : '',
                card,
                day: result.effectiveDay,
              }),
      });
      close();
    } catch (error) {
      setFailure(describeOrderFailure(error, 'order_plan_failed'));
    }
  };

  const footer = noCards
    ? [
        <Button key="close" onClick={close}>
          {t('billing.cancel')}
        </Button>,
        <Button key="sims" type="primary" onClick={() => void navigate('/mySims')}>
          {t('billing.order.goToMySims')}
        </Button>,
      ]
    : undefined;

  return (
    <Modal
      open={open}
      title={title}
      okText={t('billing.order.confirm')}
      cancelText={t('billing.cancel')}
      confirmLoading={order.isPending}
      onOk={() => void submit()}
      onCancel={close}
      footer={footer}
      destroyOnHidden
    >
      {noCards ? (
        <p>{t('billing.order.noCards')}</p>
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          requiredMark
          initialValues={{ cardId: presetCard, planId: presetPlan }}
          onValuesChange={() => setFailure(null)}
        >
          <Form.Item
            name="cardId"
            label={t('billing.order.card')}
            hidden={presetCard !== undefined}
            rules={[{ required: true, message: translateMessage('card_required') }]}
          >
            <CardSelect cards={cards.data?.items ?? []} />
          </Form.Item>
          <Form.Item
            name="planId"
            label={t('billing.order.plan')}
            hidden={presetPlan !== undefined}
            rules={[{ required: true, message: translateMessage('plan_required') }]}
          >
            <Select<number>
              placeholder={t('billing.order.planPlaceholder')}
              options={(catalogue.data?.plans ?? []).map((item) => ({
                value: item.id,
                label: localized(item.name, words.locale),
              }))}
            />
          </Form.Item>
          {card && plan && <OrderForecast card={card} plan={plan} words={words} />}
          {balance !== undefined && catalogue.data && (
            <p className="billing-balance">
              {t('billing.order.balance', { balance: money(balance, words) })}
            </p>
          )}
        </Form>
      )}
      {failure?.kind === 'insufficient' && <InsufficientCreditNotice onNavigate={close} />}
      {failure?.kind === 'message' && (
        <Alert
          type="error"
          showIcon
          role="alert"
          className="billing-notice"
          title={translateMessage(failure.key)}
        />
      )}
    </Modal>
  );
}
