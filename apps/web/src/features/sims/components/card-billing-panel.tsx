import './card-billing-panel.css';
import type { SimCard } from '@simportal/contract/api/sims';
import { Alert, Button, Progress, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { useCatalogue } from '../../../lib/catalogue-query.ts';
import { useFeedback } from '../../../lib/feedback.ts';
import { formatDateTime, formatDay, formatMb } from '../../../lib/format.ts';
import { currentLocale, translateMessage } from '../../../lib/i18n.ts';
import { useCancelPendingPlan, useCardBilling } from '../../billing/api/billing-query.ts';
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
} from '../../billing/billing-terms.ts';
import { BuyAddOnDialog, OrderPlanDialog } from '../../billing/components/orders/lazy-dialogs.ts';
import { cardTitle } from '../card-terms.ts';
import { CardActions } from './card-actions.tsx';
import { LabelEditor } from './label-editor.tsx';

/**
 * A card's plan and data on My SIMs, each fact said once: the plan and what it costs a day (nothing while
 * paused) with today's charge, the change waiting for tomorrow with a way to cancel it, a bar of the data used
 * and left, today's use and when it was last reported, why a stopped card is stopped; then one action for the
 * card's state and the others in a menu (card-actions.tsx); the numbers, label, allowance terms and plan
 * times on demand, under Details.
 */
export function CardBillingPanel({ card }: { card: SimCard }) {
  const { t } = useTranslation();
  const { notification } = useFeedback();
  const billing = useCardBilling(card.id);
  const catalogue = useCatalogue();
  const cancel = useCancelPendingPlan();
  const [dialog, setDialog] = useState<'plan' | 'addOn' | null>(null);
  const data = billing.data;
  const locale = currentLocale();
  const words: Words = { t, locale, currency: catalogue.data?.currency ?? 'USD' };
  const cardName = cardTitle(card);
  const dash = t('sims.none');

  if (!data) {
    if (billing.isError) return <Alert type="warning" showIcon title={t('billing.panel.loadError')} />;
    return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  }

  const plan = data.currentPlan;
  const inUse = data.status === 'USING' && plan !== null;
  const cancelPending = async () => {
    try {
      await cancel.mutateAsync(card.id);
      notification.success({ title: t('billing.panel.pendingCancelled') });
    } catch (error) {
      if (!isApiError(error) || !error.notified) {
        notification.error({ title: translateMessage(isApiError(error) ? error.message : 'server_error') });
      }
    }
  };
  const allowance = data.allowance;
  const usedPercent =
    allowance && allowance.usedKb !== null && allowance.totalKb > 0
      ? Math.min(100, Math.round((allowance.usedKb / allowance.totalKb) * 100))
      : null;

  return (
    <section className="billing-panel" aria-label={`${t('billing.panel.title')} · ${cardName}`}>
      <div className="sim-plan-line">
        <div>
          <p className="sim-card-plan-caption">{t('sims.plan.current')}</p>
          <p className="sim-card-plan-name">
            {plan ? (
              planName(plan, words)
            ) : (
              <Typography.Text type="secondary">{t('sims.plan.none')}</Typography.Text>
            )}
          </p>
        </div>
        {/* what the plan costs while it runs, and today's charge; a paused card costs nothing, as its notice says */}
        {plan && data.status !== 'PAUSED' && (
          <div className="sim-plan-fee">
            <p>{feeText(plan, words)}</p>
            {inUse && data.todayFeeMinor !== null && (
              <p>
                {t('billing.panel.todayLine', {
                  state: data.todayCharged
                    ? t('billing.panel.todayPaid', { fee: money(data.todayFeeMinor, words) })
                    : t('billing.panel.todayDue', { fee: money(data.todayFeeMinor, words) }),
                })}
              </p>
            )}
          </div>
        )}
      </div>

      {data.pendingPlan && (
        <div className="billing-pending">
          <span>
            {t('billing.panel.pending', {
              plan: planName(data.pendingPlan, words),
              day: formatDay(data.pendingPlan.fromDay, locale),
            })}
          </span>
          <Button
            size="small"
            loading={cancel.isPending}
            onClick={() => void cancelPending()}
            aria-label={t('sims.actions.for', { action: t('billing.panel.cancelPending'), card: cardName })}
          >
            {t('billing.panel.cancelPending')}
          </Button>
        </div>
      )}

      {/* an administrator changed the plan's price or terms: the card moves to them at its next cycle (a paused
          card costs nothing, as its notice says: its next fee is the catalogue's when it resumes) */}
      {data.nextPlan && data.status !== 'PAUSED' && (
        <p className="billing-next-price">
          {t('billing.panel.nextPrice', {
            day: formatDay(data.nextPlan.fromDay, locale),
            fee: feeText(data.nextPlan, words),
          })}
        </p>
      )}

      {plan && allowance && (
        <div className="sim-usage">
          {usedPercent !== null && (
            <Progress
              className="sim-usage-bar"
              percent={usedPercent}
              showInfo={false}
              status={allowance.leftKb > 0 ? 'normal' : 'exception'}
              aria-label={t('billing.panel.usageBar', {
                used: formatMb(allowance.usedKb ?? 0, locale),
                total: formatMb(allowance.totalKb, locale),
              })}
            />
          )}
          <dl className="sim-usage-figures">
            <div>
              <dt>{t('billing.panel.used')}</dt>
              <dd>{usedText(allowance, words)}</dd>
            </div>
            <div>
              <dt>{t('billing.panel.left')}</dt>
              <dd>{leftText(allowance, plan, words)}</dd>
            </div>
          </dl>
        </div>
      )}

      {/* today's use and when the carrier last reported it; "no data yet" is said once, above when shown */}
      {(card.usage || !(plan && allowance)) && (
        <dl className="sim-card-fields">
          <dt>{t('sims.field.traffic')}</dt>
          <dd>
            {card.usage ? (
              <>
                {t('sims.usage.today', { today: formatMb(card.usage.todayKb, locale) })}
                <span className="billing-parts">
                  {t('sims.usage.updated', { at: formatDateTime(card.usage.lastUpdatedAt, locale) })}
                </span>
              </>
            ) : (
              <Typography.Text type="secondary">{t('sims.usage.none')}</Typography.Text>
            )}
          </dd>
        </dl>
      )}

      {plan === null && data.status !== 'PAUSED' && (
        <Alert type="info" showIcon title={t('sims.plan.needsBasicPlan')} />
      )}
      {data.status === 'PAUSED' && <Alert type="warning" showIcon title={t('sims.pausedNotice')} />}
      {data.suspendReason === 'insufficient_credit' && (
        <Alert type="error" showIcon title={t('billing.panel.suspended')} />
      )}

      <div className="sim-card-links">
        <Link to={`/mySims/${card.id}/traffic`}>{t('sims.usage.detail')}</Link>
        {card.type === 'ESIM' && (
          <Link
            to={`/mySims/${card.id}/esim`}
            aria-label={t('sims.actions.for', { action: t('esim.entry.install'), card: cardName })}
          >
            {t('esim.entry.install')}
          </Link>
        )}
      </div>

      <CardActions
        card={card}
        billing={data}
        onOrderPlan={() => setDialog('plan')}
        onBuyAddOn={() => setDialog('addOn')}
      />

      <OrderPlanDialog
        open={dialog === 'plan'}
        onClose={() => setDialog(null)}
        cardId={card.id}
        title={t(inUse ? 'billing.order.changeTitleForCard' : 'billing.order.titleForCard', {
          card: cardName,
        })}
      />
      <BuyAddOnDialog
        open={dialog === 'addOn'}
        onClose={() => setDialog(null)}
        cardId={card.id}
        title={t('billing.addOn.titleForCard', { card: cardName })}
      />

      <details className="sim-card-details">
        <summary>{t('sims.details.summary')}</summary>
        <dl className="sim-card-fields">
          <dt>{t('sims.field.cardNumber')}</dt>
          <dd className="sim-card-number">{card.cardNumber}</dd>
          <dt>{t('sims.field.iccid')}</dt>
          <dd className="sim-card-number">{card.iccid}</dd>
          <dt>{t('sims.field.label')}</dt>
          <dd>
            <LabelEditor card={card} />
          </dd>
          {plan && allowance && (
            <>
              <dt>{t('billing.panel.allowance')}</dt>
              <dd>
                {allowanceTotalText(allowance, words)}
                {allowancePartsText(allowance, words) && (
                  <span className="billing-parts">{allowancePartsText(allowance, words)}</span>
                )}
              </dd>
              <dt>{t('billing.panel.afterAllowance')}</dt>
              <dd>{afterText(plan, words)}</dd>
            </>
          )}
          <dt>{t('sims.field.planCreatedAt')}</dt>
          <dd>{formatDateTime(card.planCreatedAt, locale) || dash}</dd>
          <dt>{t('sims.field.expireAt')}</dt>
          <dd>{formatDateTime(card.expireAt, locale) || dash}</dd>
        </dl>
      </details>
    </section>
  );
}
