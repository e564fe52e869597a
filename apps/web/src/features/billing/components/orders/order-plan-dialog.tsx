import type { CardBilling } from '@simportal/contract/api/billing';
import type { BasicPlan } from '@simportal/contract/api/catalog';
import { addDaysToIsoDate } from '@simportal/contract/calendar-date';
import { dailyFeeOf } from '@simportal/contract/daily-fee';
import { Alert } from 'antd';
import { localized } from '../../../../lib/catalogue-terms.ts';
import { useFeedback } from '../../../../lib/feedback.ts';
import { formatDay } from '../../../../lib/format.ts';
import { translateMessage } from '../../../../lib/i18n.ts';
import { useOrderPlan } from '../../api/billing-query.ts';
import { forecastOrder, money, planName, type Words } from '../../billing-terms.ts';
import { OrderDialog, type OrderDialogProps, useOrderDialog } from './order-dialog.tsx';

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
        title={t('billing.order.alreadyPending', {
          day: card.pendingPlan ? formatDay(card.pendingPlan.fromDay, words.locale) : '',
        })}
      />
    );
  }
  if (forecast.kind === 'switch') {
    return (
      <div className="billing-forecast">
        <p>
          {t('billing.order.switchNext', {
            current,
            plan: name,
            day: formatDay(addDaysToIsoDate(card.businessDay, 1), words.locale),
          })}
        </p>
        {/* imported usage may lag the day: unless it shows data used today, the note stays conditional */}
        <Alert
          type="info"
          showIcon
          title={t(card.usedToday ? 'billing.order.switchFeeStaysUsed' : 'billing.order.switchFeeStays', {
            current,
            fee: money(card.todayFeeMinor ?? 0, words),
          })}
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
  planId,
  cardId,
}: OrderDialogProps & { planId?: number }) {
  const { notification } = useFeedback();
  const order = useOrderPlan();
  const dialog = useOrderDialog({ open, onClose, cardId, itemId: planId });
  const { t, words, card } = dialog;
  const plans = dialog.catalogue.data?.plans ?? [];
  const plan = plans.find((item) => item.id === dialog.itemId);

  const send = async (choice: { cardId: number; itemId: number }) => {
    const result = await order.mutateAsync({ cardId: choice.cardId, planId: choice.itemId });
    const ordered = result.card.label ?? result.card.cardNumber;
    notification.success({
      title: translateMessage('order_plan_success'),
      description:
        result.outcome === 'ACTIVATED'
          ? t('billing.order.activated', {
              plan: result.card.currentPlan ? planName(result.card.currentPlan, words) : '',
              card: ordered,
              fee: money(result.chargedMinor, words),
            })
          : t('billing.order.scheduled', {
              plan: result.card.pendingPlan ? planName(result.card.pendingPlan, words) : '',
              card: ordered,
              day: formatDay(result.effectiveDay, words.locale),
            }),
    });
  };

  return (
    <OrderDialog
      dialog={dialog}
      title={title}
      okText={t('billing.order.confirm')}
      pending={order.isPending}
      onOk={() => void dialog.submit(send, 'order_plan_failed')}
      // from the shop, a plan can come with a new eSIM instead of one of the cards held (issue #33)
      newEsimPath={dialog.presetCard === undefined && plan ? `/mySims/applyEsim?plan=${plan.id}` : undefined}
      item={{
        label: t('billing.order.plan'),
        placeholder: t('billing.order.planPlaceholder'),
        requiredKey: 'plan_required',
        choices: plans,
      }}
    >
      {card && plan && <OrderForecast card={card} plan={plan} words={words} />}
    </OrderDialog>
  );
}
