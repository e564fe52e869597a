import { Alert, Button, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BuyAddOnDialog, OrderPlanDialog } from '../../../components/orders/lazy-dialogs.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useCancelPendingPlan, useCardBilling } from '../../../lib/billing-query.ts';
import {
  afterText,
  allowancePartsText,
  allowanceTotalText,
  feeText,
  leftText,
  money,
  planName,
  usedText,
  type Words,
} from '../../../lib/billing-terms.ts';
import { useCatalogue } from '../../../lib/catalogue-query.ts';
import { useFeedback } from '../../../lib/feedback.ts';
import { formatDay } from '../../../lib/format.ts';
import { currentLocale, translateMessage } from '../../../lib/i18n.ts';

/**
 * A card's plan and data on My SIMs: the daily fee, today's charge, the allowance (plan + add-ons) with what
 * is used and left, what happens past it in plain words; the pending plan with a way to cancel it; why a
 * stopped card is stopped; and the actions: order or change the plan, buy an add-on.
 */
export function CardBillingPanel({ cardId, cardName }: { cardId: number; cardName: string }) {
  const { t } = useTranslation();
  const { notification } = useFeedback();
  const billing = useCardBilling(cardId);
  const catalogue = useCatalogue();
  const cancel = useCancelPendingPlan();
  const [dialog, setDialog] = useState<'plan' | 'addOn' | null>(null);
  const data = billing.data;
  const words: Words = { t, locale: currentLocale(), currency: catalogue.data?.currency ?? 'USD' };

  if (!data) {
    if (billing.isError) return <Alert type="warning" showIcon title={t('billing.panel.loadError')} />;
    return <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  }

  const plan = data.currentPlan;
  const inUse = data.status === 'USING' && plan !== null;
  const cancelPending = async () => {
    try {
      await cancel.mutateAsync(cardId);
      notification.success({ title: t('billing.panel.pendingCancelled') });
    } catch (error) {
      if (!isApiError(error) || !error.notified) {
        notification.error({ title: translateMessage(isApiError(error) ? error.message : 'server_error') });
      }
    }
  };

  return (
    <section className="billing-panel" aria-label={`${t('billing.panel.title')} · ${cardName}`}>
      {plan && data.allowance && (
        <dl className="sim-card-fields billing-fields">
          <dt>{t('billing.panel.dailyFee')}</dt>
          <dd>{feeText(plan, words)}</dd>
          {inUse && data.todayFeeMinor !== null && (
            <>
              <dt>{t('billing.panel.today')}</dt>
              <dd>
                {data.todayCharged
                  ? t('billing.panel.todayPaid', { fee: money(data.todayFeeMinor, words) })
                  : t('billing.panel.todayDue', { fee: money(data.todayFeeMinor, words) })}
              </dd>
            </>
          )}
          <dt>{t('billing.panel.allowance')}</dt>
          <dd>
            {allowanceTotalText(data.allowance, words)}
            {allowancePartsText(data.allowance, words) && (
              <span className="billing-parts">{allowancePartsText(data.allowance, words)}</span>
            )}
          </dd>
          <dt>{t('billing.panel.used')}</dt>
          <dd>{usedText(data.allowance, words)}</dd>
          <dt>{t('billing.panel.left')}</dt>
          <dd>{leftText(data.allowance, plan, words)}</dd>
          <dt>{t('billing.panel.afterAllowance')}</dt>
          <dd>{afterText(plan, words)}</dd>
        </dl>
      )}

      {data.pendingPlan && (
        <div className="billing-pending">
          <span>
            {t('billing.panel.pending', {
              plan: planName(data.pendingPlan, words),
              day: formatDay(data.pendingPlan.fromDay, words.locale),
            })}
          </span>
          <Button
            size="small"
            loading={cancel.isPending}
            onClick={() => void cancelPending()}
            aria-label={t('billing.panel.cancelPendingFor', { card: cardName })}
          >
            {t('billing.panel.cancelPending')}
          </Button>
        </div>
      )}

      {data.suspendReason === 'insufficient_credit' && (
        <Alert
          type="error"
          showIcon
          title={t('billing.panel.suspended')}
          action={<Link to="/recharge">{t('billing.panel.topUp')}</Link>}
        />
      )}

      <div className="billing-actions">
        <Button
          size="small"
          type="primary"
          onPointerEnter={OrderPlanDialog.preload}
          onFocus={OrderPlanDialog.preload}
          onClick={() => setDialog('plan')}
          aria-label={t(inUse ? 'billing.panel.changePlanFor' : 'billing.panel.orderPlanFor', {
            card: cardName,
          })}
        >
          {t(inUse ? 'billing.panel.changePlan' : 'billing.panel.orderPlan')}
        </Button>
        <Button
          size="small"
          onPointerEnter={BuyAddOnDialog.preload}
          onFocus={BuyAddOnDialog.preload}
          onClick={() => setDialog('addOn')}
          aria-label={t('billing.panel.buyAddOnFor', { card: cardName })}
        >
          {t('billing.panel.buyAddOn')}
        </Button>
      </div>

      <OrderPlanDialog
        open={dialog === 'plan'}
        onClose={() => setDialog(null)}
        cardId={cardId}
        title={t('billing.order.titleForCard', { card: cardName })}
      />
      <BuyAddOnDialog
        open={dialog === 'addOn'}
        onClose={() => setDialog(null)}
        cardId={cardId}
        title={t('billing.addOn.titleForCard', { card: cardName })}
      />
    </section>
  );
}
