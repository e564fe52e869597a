import './card-billing-panel.css';
import type { CardBilling } from '@simportal/contract/api/billing';
import type { SimCard } from '@simportal/contract/api/sims';
import { Alert, Button, Flex, Skeleton } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lazyDialog } from '../../../components/lazy-dialog.tsx';
import { Typography } from '../../../components/typography.tsx';
import { formatData, formatDateTime, formatDay, formatMoney } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { asTheNetworkRestricts, useThrottleEffect } from '../../../lib/network-rule.ts';
import { isMember } from '../../../stores/auth-state.ts';
import { useAuth } from '../../../stores/auth-store.ts';
import {
  afterText,
  allowancePartsText,
  allowanceTotalText,
  currentCycleEnd,
  type Words,
} from '../../billing/billing-terms.ts';
import { CardPlanSummary } from '../../billing/components/card-plan-summary.tsx';
import { BuyAddOnDialog, OrderPlanDialog } from '../../billing/components/orders/lazy-dialogs.ts';
import { cardTitle } from '../card-terms.ts';
import { CardActions } from './card-actions.tsx';
import { LabelEditor } from './label-editor.tsx';

// the trip dates' form is fetched on its first open (antd's radio buttons and the date fields' code)
const TripDialog = lazyDialog(() => import('./trip-dialog.tsx').then((module) => module.TripDialog));
const ConnectionDrawer = lazyDialog(() =>
  import('./connection-drawer.tsx').then((module) => module.ConnectionDrawer),
);

/** A card's trip in one line (decision 0072): its start, its last day, its idle pause; null without one. */
const tripLine = (trip: CardBilling['trip'], { t, locale }: Pick<Words, 't' | 'locale'>): string | null => {
  const parts = [
    trip.startsOn && t('sims.trip.lineStarts', { day: formatDay(trip.startsOn, locale) }),
    trip.endsAfter && t('sims.trip.lineEnds', { day: formatDay(trip.endsAfter, locale) }),
    trip.idlePauseDays && t('sims.trip.lineIdle', { count: trip.idlePauseDays }),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
};

/**
 * In use and over its data cap today with no hold yet: setting the cap holds the card at once, unless a usage
 * import was under way, which the server waits for and then holds the card (decision 0074). A card not in use has
 * nothing to hold.
 */
const capHoldPending = (cap: NonNullable<CardBilling['dailyCap']>, status: CardBilling['status']): boolean =>
  status === 'USING' &&
  cap.restriction === null &&
  cap.dataMbPerDay !== null &&
  cap.usedKb >= cap.dataMbPerDay * 1024;

/**
 * A card's daily caps against today (issue #59) in one line: data used and money spent of each cap set; the data
 * figure in the warning colour while over its cap with the hold still to come.
 */
const capLine = (
  cap: NonNullable<CardBilling['dailyCap']>,
  status: CardBilling['status'],
  { t, locale, currency }: Words,
): ReactNode => {
  const parts: ReactNode[] = [];
  if (cap.dataMbPerDay !== null) {
    const figures = {
      used: formatData(cap.usedKb, locale),
      cap: formatData(cap.dataMbPerDay * 1024, locale),
    };
    parts.push(
      capHoldPending(cap, status) ? (
        <Typography.Text key="data" type="warning">
          {t('sims.caps.dataOverPending', figures)}
        </Typography.Text>
      ) : (
        t('sims.caps.data', figures)
      ),
    );
  }
  if (cap.moneyMinorPerDay !== null)
    parts.push(
      t('sims.caps.money', {
        spent: formatMoney(cap.spentMinor, locale, currency),
        cap: formatMoney(cap.moneyMinorPerDay, locale, currency),
      }),
    );
  return parts.flatMap((part, index) => (index === 0 ? [part] : [' · ', part]));
};

/**
 * A card's plan and data on My SIMs, each fact said once: what its billing says (features/billing
 * CardPlanSummary: the plan and its fee, today's charge, the waiting change, the data used and left), today's
 * use and when it was last reported, why a stopped card is stopped; then one action for the card's state and
 * the others in a menu (card-actions.tsx); the numbers, label, allowance terms and plan times on demand, under
 * Details.
 */
export interface CardBillingPanelProps {
  card: SimCard;
  /** The card's billing, from My SIMs' one answer for all cards: none while it loads, or when it failed. */
  billing: CardBilling | undefined;
  billingFailed: boolean;
  /** The catalogue's currency; none until the catalogue has loaded. */
  currency: string | undefined;
}

export function CardBillingPanel({ card, billing: data, billingFailed, currency }: CardBillingPanelProps) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'plan' | 'addOn' | 'trip' | 'doctor' | null>(null);
  const locale = currentLocale();
  const words: Words = { t, locale, currency: currency ?? 'USD' };
  const cardName = cardTitle(card);
  const throttle = useThrottleEffect();
  // a member of another's account reads the label the owner gave; naming cards is the owner's (decision 0103)
  const member = useAuth((state) => isMember(state.userInfo));

  if (!data) {
    if (billingFailed) return <Alert type="warning" showIcon title={t('billing.panel.loadError')} />;
    return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  }

  const plan = data.currentPlan && asTheNetworkRestricts(data.currentPlan, throttle);
  const inUse = data.status === 'USING' && plan !== null;
  const allowance = data.allowance;
  const cycleEnd = currentCycleEnd(data);
  const trip = tripLine(data.trip, words);

  return (
    <Flex
      vertical
      gap={8}
      component="section"
      className="billing-panel"
      aria-label={`${t('billing.panel.title')} · ${cardName}`}
    >
      <CardPlanSummary billing={data} cardName={cardName} words={words} />

      {/* today's use and when the carrier last reported it; "no data yet" is said once, above when shown */}
      {(card.usage || !(plan && allowance)) && (
        <dl className="sim-card-fields">
          <dt>{t('sims.field.traffic')}</dt>
          <dd>
            {card.usage ? (
              <>
                {t('sims.usage.today', { today: formatData(card.usage.todayKb, locale) })}
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
      {data.status === 'PAUSED' && (
        <Alert
          type="warning"
          showIcon
          title={
            data.trip.startsOn
              ? t('sims.pausedUntil', { day: formatDay(data.trip.startsOn, locale) })
              : t('sims.pausedNotice')
          }
        />
      )}
      {trip && (
        <dl className="sim-card-fields">
          <dt>{t('sims.trip.field')}</dt>
          <dd>
            {trip}{' '}
            <Button
              type="link"
              size="small"
              className="sim-card-trip-edit"
              onPointerEnter={TripDialog.preload}
              onClick={() => setDialog('trip')}
              aria-label={t('sims.actions.for', { action: t('sims.trip.menu'), card: cardName })}
            >
              {t('sims.trip.edit')}
            </Button>
          </dd>
        </dl>
      )}
      {data.dailyCap && (
        <dl className="sim-card-fields">
          <dt>{t('sims.caps.field')}</dt>
          <dd>
            {capLine(data.dailyCap, data.status, words)}{' '}
            {/* underlined: a link inside a line of text is told apart by more than its colour (WCAG 1.4.1) */}
            <Link
              className="sim-card-inline-link"
              to={`/mySims/${card.id}/alerts`}
              aria-label={t('sims.actions.for', { action: t('sims.caps.field'), card: cardName })}
            >
              {t('sims.caps.edit')}
            </Link>
          </dd>
        </dl>
      )}
      {data.dailyCap?.restriction && (
        <Alert type="warning" showIcon title={t(`sims.caps.${data.dailyCap.restriction}`)} />
      )}
      {data.suspendReason === 'insufficient_credit' && (
        <Alert type="error" showIcon title={t('billing.panel.suspended')} />
      )}
      {/* slowed instead of stopped while the balance is short (decision 0096): what is left of it; the card's first
          action is then Top up (card-terms.ts) */}
      {data.lifeline && (
        <Alert
          type="warning"
          showIcon
          className="sim-card-lifeline"
          title={t('billing.panel.lifeline', {
            speed: data.lifeline.speedKbps,
            day: formatDay(data.lifeline.endsAfter, locale),
            left: formatData(Math.max(0, data.lifeline.megabytes * 1024 - data.lifeline.usedKb), locale),
          })}
        />
      )}

      <Flex wrap gap="4px 16px" className="sim-card-links">
        <Link to={`/mySims/${card.id}/traffic`}>{t('sims.usage.detail')}</Link>
        <Link
          to={`/mySims/${card.id}/alerts`}
          aria-label={t('sims.actions.for', { action: t('sims.usage.settings'), card: cardName })}
        >
          {t('sims.usage.settings')}
        </Link>
        {card.type === 'ESIM' && (
          <Link
            to={`/mySims/${card.id}/esim`}
            aria-label={t('sims.actions.for', { action: t('esim.entry.install'), card: cardName })}
          >
            {t('esim.entry.install')}
          </Link>
        )}
        {/* the connection doctor (issue #69): one tap from the list on a phone */}
        <Button
          type="link"
          className="sim-card-doctor"
          onClick={() => setDialog('doctor')}
          aria-label={t('sims.doctor.openFor', { card: cardName })}
        >
          {t('sims.doctor.open')}
        </Button>
      </Flex>

      <ConnectionDrawer
        open={dialog === 'doctor'}
        onClose={() => setDialog(null)}
        card={card}
        title={t('sims.doctor.title', { card: cardName })}
        onOrderPlan={() => setDialog('plan')}
      />

      <CardActions
        card={card}
        billing={data}
        onOrderPlan={() => setDialog('plan')}
        onBuyAddOn={() => setDialog('addOn')}
        onTrip={() => setDialog('trip')}
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

      <TripDialog
        open={dialog === 'trip'}
        onClose={() => setDialog(null)}
        billing={data}
        title={t('sims.trip.title', { card: cardName })}
      />

      <details className="sim-card-details">
        <summary>{t('sims.details.summary')}</summary>
        <dl className="sim-card-fields">
          <dt>{t('sims.field.cardNumber')}</dt>
          <dd className="sim-card-number">{card.cardNumber}</dd>
          <dt>{t('sims.field.iccid')}</dt>
          <dd className="sim-card-number">{card.iccid}</dd>
          <dt>{t('sims.field.label')}</dt>
          <dd>{member ? (card.label ?? '—') : <LabelEditor card={card} />}</dd>
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
          {card.planCreatedAt && (
            <>
              <dt>{t('sims.field.planCreatedAt')}</dt>
              <dd>{formatDateTime(card.planCreatedAt, locale)}</dd>
            </>
          )}
          {/* a card's own end (a StarterPack's) when it has one, else its plan's current cycle's: never a dash for
              a date that is known (issue #56), and no line when there is none */}
          {card.expireAt ? (
            <>
              <dt>{t('sims.field.expireAt')}</dt>
              <dd>{formatDateTime(card.expireAt, locale)}</dd>
            </>
          ) : (
            cycleEnd && (
              <>
                <dt>{t('sims.field.cycleEnds')}</dt>
                <dd>{formatDay(cycleEnd, locale)}</dd>
              </>
            )
          )}
        </dl>
      </details>
    </Flex>
  );
}
