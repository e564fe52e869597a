import type { BasicPlan } from '@simportal/contract/api/catalog';
import { useTranslation } from 'react-i18next';
import { CoverageSummary } from '../../../components/coverage-summary.tsx';
import { Panel } from '../../../components/panel.tsx';
import {
  cycleText,
  dailyFeeText,
  formatTraffic,
  limitTypeLabel,
  localized,
  planPriceText,
  planRuleSentence,
  restrictRuleLabel,
} from '../../../lib/catalogue-terms.ts';
import { formatMoney } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { asTheNetworkRestricts, useThrottleEffect } from '../../../lib/network-rule.ts';
import type { TripQuote } from '../trip.ts';
import { OrderAction } from './order-action.tsx';

const money = (minor: number, currency: string) => formatMoney(minor, currentLocale(), currency);

/**
 * What a trip costs on a plan (issue #33): the whole, marked when it is the lowest; then its parts when there is
 * more than the daily fees (the add-on packs by name and number, a new eSIM), and the reason: the data the plan
 * and packs give against the daily use asked for, or what stays short and what the plan does then.
 */
function TripCost({
  plan,
  currency,
  quote,
  cheapest,
}: {
  plan: BasicPlan;
  currency: string;
  quote: TripQuote;
  cheapest: boolean;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const parts = quote.usage?.level || quote.esimFeeMinor > 0;
  return (
    <div className="catalogue-trip">
      {cheapest && (
        <span className="catalogue-trip-best">{t('shop.trip.cheapest', { count: quote.days })}</span>
      )}
      <p className="catalogue-trip-cost">
        {t('shop.trip.cost', { count: quote.days, total: money(quote.totalMinor, currency) })}
      </p>
      {parts && (
        <ul className="catalogue-trip-parts">
          <li>{t('shop.trip.fees', { amount: money(quote.costMinor, currency) })}</li>
          {quote.addOns && quote.addOns.packs.length > 0 && (
            <li>
              {/* bought once: add-on MB stay in every later period's allowance (decision 0011) */}
              {t(plan.trafficLimitType === 'PER_DAY' ? 'shop.trip.packsPerDay' : 'shop.trip.packsPerCycle', {
                packs: quote.addOns.packs
                  .map(({ addOn, count }) =>
                    t('shop.trip.pack', { count, name: localized(addOn.name, locale) }),
                  )
                  .join(t('destinations.separator')),
                amount: money(quote.addOns.costMinor, currency),
              })}
            </li>
          )}
          {quote.esimFeeMinor > 0 && (
            <li>{t('shop.trip.esimFee', { amount: money(quote.esimFeeMinor, currency) })}</li>
          )}
        </ul>
      )}
      <p>
        {plan.trafficLimitType === 'PER_DAY'
          ? t('shop.trip.dataPerDay', { data: formatTraffic(plan.totalTrafficMb, locale) })
          : t('shop.trip.dataTotal', { data: formatTraffic(quote.dataMb, locale) })}
      </p>
      {quote.usage &&
        (quote.usage.shortMb > 0 ? (
          <p className="catalogue-trip-short">
            {t(plan.trafficLimitType === 'PER_DAY' ? 'shop.trip.shortPerDay' : 'shop.trip.shortPerCycle', {
              data: formatTraffic(quote.usage.shortMb, locale),
              rule: restrictRuleLabel(plan, t),
            })}
          </p>
        ) : (
          <p className="catalogue-trip-covered">
            {t('shop.trip.covered', { data: formatTraffic(quote.usage.mbPerDay, locale) })}
          </p>
        ))}
    </div>
  );
}

/**
 * One basic plan. Priced for a trip (the list's usual state, issue #33): its name, the trip's whole cost (the
 * cheapest marked) with its parts and the reason (the plan's rule in one plain sentence, the data it brings
 * against the use asked for), its price and daily fee, where it works and "Order" (with a new eSIM when the
 * traveller needs one: the one-step purchase); the catalogue's description and the terms fold under "Plan
 * details", so a phone shows the ranking, not one card. Without a trip: price first and everything open.
 */
export function PlanCard({
  plan: offered,
  currency,
  trip = null,
  withEsim = false,
}: {
  plan: BasicPlan;
  currency: string;
  trip?: { quote: TripQuote; cheapest: boolean } | null;
  /** The traveller needs a new eSIM: "Order" buys one with this plan. */
  withEsim?: boolean;
}) {
  const { t } = useTranslation();
  const plan = asTheNetworkRestricts(offered, useThrottleEffect());
  const locale = currentLocale();
  const name = localized(plan.name, locale);
  const fee = dailyFeeText(plan, currency, locale, t);
  const terms = [
    [t('shop.plans.cycle'), cycleText(plan.cycleDays, t)],
    [t('shop.plans.traffic'), formatTraffic(plan.totalTrafficMb, locale)],
    [t('shop.plans.limit'), limitTypeLabel(plan, t)],
    [t('shop.plans.after'), restrictRuleLabel(plan, t)],
  ] as const;
  const details = (
    <>
      <p>{localized(plan.description, locale)}</p>
      <dl className="catalogue-terms">
        {terms.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
  const order = <OrderAction id={plan.id} name={name} kind="plans" withEsim={withEsim} />;
  if (trip) {
    return (
      <Panel className={trip.cheapest ? 'catalogue-card catalogue-card-best' : 'catalogue-card'}>
        <h2 className="catalogue-card-title">{name}</h2>
        <TripCost plan={plan} currency={currency} quote={trip.quote} cheapest={trip.cheapest} />
        <p className="catalogue-rule">{planRuleSentence(plan, locale, t)}</p>
        <p className="catalogue-price-line">
          <span className="catalogue-price-small">{planPriceText(plan, currency, locale, t)}</span>
          {fee && <span className="catalogue-fee">{fee}</span>}
        </p>
        <CoverageSummary coverage={plan.coverage} />
        {order}
        <details className="catalogue-details">
          <summary>{t('shop.plans.details')}</summary>
          {details}
        </details>
      </Panel>
    );
  }
  return (
    <Panel className="catalogue-card">
      <h2 className="catalogue-card-title">{name}</h2>
      <p className="catalogue-price">{planPriceText(plan, currency, locale, t)}</p>
      {fee && <p className="catalogue-fee">{fee}</p>}
      <p className="catalogue-rule">{planRuleSentence(plan, locale, t)}</p>
      <CoverageSummary coverage={plan.coverage} />
      {details}
      {order}
    </Panel>
  );
}
