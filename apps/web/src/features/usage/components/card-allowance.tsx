import type { CardBilling } from '@simportal/contract/api/billing';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatData } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { asTheNetworkRestricts, useThrottleEffect } from '../../../lib/network-rule.ts';
import { useCardsBilling } from '../../billing/api/billing-query.ts';
import {
  afterText,
  allowanceTotalText,
  leftText,
  planName,
  type TextWords,
} from '../../billing/billing-terms.ts';

/**
 * Which card Traffic Detail is about and what it may use now (issue #56): its label and number, its plan, the
 * plan's high-speed data for the current period and what happens past it, how much of it is used, and, once it
 * is used up, that the card is slowed (or stopped) until when: the same words as My SIMs (features/billing's
 * billing-terms.ts). From the cards' billing My SIMs reads too; nothing while it loads or when it failed (the
 * figures below still show).
 */
export function CardAllowance({ cardId }: { cardId: number }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const billing = useCardsBilling().data?.items.find((card) => card.cardId === cardId);
  if (!billing) return null;
  const words: TextWords = { t, locale };
  return (
    <section className="usage-card" aria-label={t('usage.card.label')}>
      <p className="usage-card-name">{cardName(billing, words)}</p>
      <CardTerms billing={billing} words={words} />
    </section>
  );
}

/** 'Trip phone · card 1000000009', or 'Card 1000000009' without a label. */
const cardName = (billing: Pick<CardBilling, 'label' | 'cardNumber'>, { t }: TextWords): string =>
  billing.label
    ? t('usage.card.labelled', { label: billing.label, number: billing.cardNumber })
    : t('usage.card.number', { number: billing.cardNumber });

function CardTerms({ billing, words }: { billing: CardBilling; words: TextWords }) {
  const { t, locale } = words;
  const throttle = useThrottleEffect();
  const plan = billing.currentPlan && asTheNetworkRestricts(billing.currentPlan, throttle);
  const allowance = billing.allowance;
  if (!plan) return <p>{t('usage.card.noPlan')}</p>;
  const usedUp = allowance !== null && allowance.usedKb !== null && allowance.leftKb === 0;
  return (
    <>
      <p>{t('usage.card.plan', { plan: planName(plan, words) })}</p>
      {allowance && (
        <>
          <p>
            {t('usage.card.terms', {
              allowance: allowanceTotalText(allowance, words),
              after: afterText(plan, words),
            })}
          </p>
          {allowance.usedKb !== null && (
            <p className="usage-card-used">
              {t('billing.panel.usageBar', {
                used: formatData(allowance.usedKb, locale),
                total: formatData(allowance.totalKb, locale),
              })}
            </p>
          )}
          {usedUp && <Alert type="warning" showIcon title={leftText(allowance, plan, words)} />}
        </>
      )}
    </>
  );
}
