import { Alert, App, Button, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCatalogue } from '../../../lib/catalogue-query.ts';
import { localized, trafficWithMbText } from '../../../lib/catalogue-terms.ts';
import { currentLocale, translateMessage } from '../../../lib/i18n.ts';
import { useAuth } from '../../../stores/auth-store.ts';
import { useBuyAddOn, useCardsBilling } from '../api/billing-api.ts';
import { money, type Words } from '../billing-terms.ts';
import { describeOrderFailure, newPurchaseKey, type OrderFailure } from '../order-failure.ts';
import { CardSelect } from './card-select.tsx';
import { InsufficientCreditNotice } from './insufficient-credit-notice.tsx';

interface Values {
  cardId?: number;
  addOnId?: number;
}

/**
 * Buying an add-on pack for a card (from /addOn or the card): card and pack chosen (required) unless preset.
 * A card that cannot take one says why before anything is sent (basic_plan_required, package_not_active, the
 * server's own keys); each confirm carries an Idempotency-Key so a retried request buys once.
 */
export function BuyAddOnDialog({
  open,
  onClose,
  title,
  addOnId: presetAddOn,
  cardId: presetCard,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  addOnId?: number;
  cardId?: number;
}) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<OrderFailure>(null);
  // one key per dialog opening: a double click or a network retry of the same confirm buys once
  const [purchaseKey, setPurchaseKey] = useState(newPurchaseKey);
  const cards = useCardsBilling(open);
  const catalogue = useCatalogue();
  const balance = useAuth((state) => state.userInfo?.balance);
  const buy = useBuyAddOn();
  const cardId = Form.useWatch('cardId', form) ?? presetCard;
  const addOnId = Form.useWatch('addOnId', form) ?? presetAddOn;
  const words: Words = { t, locale: currentLocale(), currency: catalogue.data?.currency ?? 'USD' };
  const card = cards.data?.items.find((item) => item.cardId === cardId);
  const addOn = catalogue.data?.addOns.find((item) => item.id === addOnId);
  const noCards = cards.data?.total === 0;
  const blocker = card?.addOnBlocker ?? null;

  const close = () => {
    setFailure(null);
    setPurchaseKey(newPurchaseKey());
    form.resetFields();
    onClose();
  };

  const submit = async () => {
    setFailure(null);
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      const result = await buy.mutateAsync({
        cardId: values.cardId!,
        addOnId: values.addOnId!,
        idempotencyKey: purchaseKey,
      });
      notification.success({
        title: translateMessage('order_add_on_success'),
        description: t('billing.addOn.bought', {
          traffic: trafficWithMbText(result.purchase.trafficMb, words.locale, t),
          card: result.card.label ?? result.card.cardNumber,
        }),
      });
      close();
    } catch (error) {
      setFailure(describeOrderFailure(error, 'order_add_on_failed'));
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
      okText={t('billing.addOn.confirm')}
      cancelText={t('billing.cancel')}
      okButtonProps={{ disabled: blocker !== null }}
      confirmLoading={buy.isPending}
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
          initialValues={{ cardId: presetCard, addOnId: presetAddOn }}
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
            name="addOnId"
            label={t('billing.addOn.addOn')}
            hidden={presetAddOn !== undefined}
            rules={[{ required: true, message: translateMessage('field_required') }]}
          >
            <Select<number>
              placeholder={t('billing.addOn.addOnPlaceholder')}
              options={(catalogue.data?.addOns ?? []).map((item) => ({
                value: item.id,
                label: localized(item.name, words.locale),
              }))}
            />
          </Form.Item>
          {blocker ? (
            <Alert type="warning" showIcon title={translateMessage(blocker)} />
          ) : (
            addOn && (
              <p className="billing-forecast">
                {t('billing.addOn.summary', {
                  price: money(addOn.priceMinor, words),
                  traffic: trafficWithMbText(addOn.trafficMb, words.locale, t),
                })}
              </p>
            )
          )}
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
