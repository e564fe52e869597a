import './card-plan-summary.css';
import type { CardBilling } from '@simportal/contract/api/billing';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ProgressLine } from '../../../components/progress-line.tsx';
import { Typography } from '../../../components/typography.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useFeedback } from '../../../lib/feedback.ts';
import { formatData, formatDay } from '../../../lib/format.ts';
import { currentLocale, translateMessage } from '../../../lib/i18n.ts';
import { asTheNetworkRestricts, useThrottleEffect } from '../../../lib/network-rule.ts';
import { useCancelPendingPlan } from '../api/billing-query.ts';
import { feeText, leftText, money, planName, usedText, type Words } from '../billing-terms.ts';

/**
 * What a card's billing says on My SIMs, each fact once: the plan and what it costs a day (nothing while
 * paused) with today's charge, the change waiting for the next business day with a way to cancel it, the
 * catalogue's next price, and a bar of the data used and left of the allowance. The card's own parts (its
 * traffic line, notices, actions and details) are My SIMs' (features/sims card-billing-panel.tsx).
 */
export function CardPlanSummary({
  billing: data,
  cardName,
  words,
}: {
  billing: CardBilling;
  cardName: string;
  words: Words;
}) {
  const { t } = useTranslation();
  const { notification } = useFeedback();
  const cancel = useCancelPendingPlan();
  const locale = currentLocale();
  const throttle = useThrottleEffect();
  const plan = data.currentPlan && asTheNetworkRestricts(data.currentPlan, throttle);
  const inUse = data.status === 'USING' && plan !== null;
  const allowance = data.allowance;
  const cancelPending = async () => {
    try {
      await cancel.mutateAsync(data.cardId);
      notification.success({ title: t('billing.panel.pendingCancelled') });
    } catch (error) {
      if (!isApiError(error) || !error.notified) {
        notification.error({ title: translateMessage(isApiError(error) ? error.message : 'server_error') });
      }
    }
  };
  const usedPercent =
    allowance && allowance.usedKb !== null && allowance.totalKb > 0
      ? Math.min(100, Math.round((allowance.usedKb / allowance.totalKb) * 100))
      : null;

  return (
    <>
      <Flex wrap align="flex-end" justify="space-between" gap="4px 12px">
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
      </Flex>

      {data.pendingPlan && (
        <Flex wrap align="center" justify="space-between" gap={8}>
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
        </Flex>
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
        <Flex vertical gap={4}>
          {usedPercent !== null && (
            <ProgressLine
              className="sim-usage-bar"
              percent={usedPercent}
              status={allowance.leftKb > 0 ? 'normal' : 'exception'}
              aria-label={t('billing.panel.usageBar', {
                used: formatData(allowance.usedKb ?? 0, locale),
                total: formatData(allowance.totalKb, locale),
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
          {/* what is left counts the add-ons too: without them it reads as more than the plan gives */}
          {allowance.addOnKb > 0 && (
            <p className="sim-usage-period">
              {t('billing.panel.withAddOns', { addOns: formatData(allowance.addOnKb, locale) })}
            </p>
          )}
          {/* a cycle's allowance ends on a day the customer cannot guess; a day's renews every night (issue #33) */}
          <p className="sim-usage-period">
            {allowance.limitType === 'PER_CYCLE'
              ? t('billing.panel.cycleEnds', { day: formatDay(allowance.periodEnd, locale) })
              : t('billing.panel.renewsDaily')}
          </p>
        </Flex>
      )}
    </>
  );
}
