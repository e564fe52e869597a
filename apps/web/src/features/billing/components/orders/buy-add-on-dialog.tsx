import type { CardBilling } from '@simportal/contract/api/billing';
import { Alert } from 'antd';
import { useState } from 'react';
import { trafficWithMbText } from '../../../../lib/catalogue-terms.ts';
import { useFeedback } from '../../../../lib/feedback.ts';
import { translateMessage } from '../../../../lib/i18n.ts';
import { useBuyAddOn } from '../../api/billing-query.ts';
import { money } from '../../billing-terms.ts';
import { OrderDialog, type OrderDialogProps, useOrderDialog } from './order-dialog.tsx';
import { newPurchaseKey } from './order-failure.ts';

/** A card without a plan, or not in use, cannot take an add-on: the server's own reason (card-billing.ts). */
const addOnBlockerOf = (card: CardBilling) => card.addOnBlocker;

/**
 * Buying an add-on pack for a card (from /addOn or the card): card and pack chosen (required) unless preset.
 * A card that cannot take one says why before anything is sent (basic_plan_required, package_not_active, the
 * server's own keys); each confirm carries an Idempotency-Key so a retried request buys once.
 */
export function BuyAddOnDialog({
  open,
  onClose,
  title,
  addOnId,
  cardId,
}: OrderDialogProps & { addOnId?: number }) {
  const { notification } = useFeedback();
  // one key per dialog opening: a double click or a network retry of the same confirm buys once
  const [purchaseKey, setPurchaseKey] = useState(newPurchaseKey);
  const buy = useBuyAddOn();
  const dialog = useOrderDialog({
    open,
    onClose,
    cardId,
    itemId: addOnId,
    onReset: () => setPurchaseKey(newPurchaseKey()),
    cardBlocker: addOnBlockerOf,
  });
  const { t, words } = dialog;
  const addOns = dialog.catalogue.data?.addOns ?? [];
  const addOn = addOns.find((item) => item.id === dialog.itemId);
  const blocker = dialog.card?.addOnBlocker ?? null;

  const send = async (choice: { cardId: number; itemId: number }) => {
    const result = await buy.mutateAsync({
      cardId: choice.cardId,
      addOnId: choice.itemId,
      idempotencyKey: purchaseKey,
    });
    notification.success({
      title: translateMessage('order_add_on_success'),
      description: t('billing.addOn.bought', {
        traffic: trafficWithMbText(result.purchase.trafficMb, words.locale, t),
        card: result.card.label ?? result.card.cardNumber,
      }),
    });
  };

  return (
    <OrderDialog
      dialog={dialog}
      title={title}
      okText={t('billing.addOn.confirm')}
      okDisabled={blocker !== null}
      pending={buy.isPending}
      onOk={() => void dialog.submit(send, 'order_add_on_failed')}
      item={{
        label: t('billing.addOn.addOn'),
        placeholder: t('billing.addOn.addOnPlaceholder'),
        requiredKey: 'field_required',
        choices: addOns,
      }}
    >
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
    </OrderDialog>
  );
}
