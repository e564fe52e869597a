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
import type { TripTerms } from '../trip.ts';
import { OrderAction } from './order-action.tsx';

/**
 * One basic plan: with a trip's length, what the trip costs on it and the data it brings (the cheapest
 * marked); its price (and daily fee), its rule in one plain sentence, the catalogue's description, where it
 * works, then cycle, data, limit type and restrict rule as a short list, and "Order".
 */
export function PlanCard({
  plan,
  currency,
  trip = null,
}: {
  plan: BasicPlan;
  currency: string;
  trip?: { terms: TripTerms; cheapest: boolean } | null;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const name = localized(plan.name, locale);
  const fee = dailyFeeText(plan, currency, locale, t);
  const terms = [
    [t('shop.plans.cycle'), cycleText(plan.cycleDays, t)],
    [t('shop.plans.traffic'), formatTraffic(plan.totalTrafficMb, locale)],
    [t('shop.plans.limit'), limitTypeLabel(plan, t)],
    [t('shop.plans.after'), restrictRuleLabel(plan, t)],
  ] as const;
  return (
    <Panel className="catalogue-card">
      <h2 className="catalogue-card-title">{name}</h2>
      {trip && (
        <div className="catalogue-trip">
          {trip.cheapest && (
            <span className="catalogue-trip-best">{t('shop.trip.cheapest', { count: trip.terms.days })}</span>
          )}
          <p className="catalogue-trip-cost">
            {t('shop.trip.cost', {
              count: trip.terms.days,
              total: formatMoney(trip.terms.costMinor, locale, currency),
            })}
          </p>
          <p>
            {plan.trafficLimitType === 'PER_DAY'
              ? t('shop.trip.dataPerDay', { data: formatTraffic(plan.totalTrafficMb, locale) })
              : t('shop.trip.dataTotal', { data: formatTraffic(trip.terms.dataMb, locale) })}
          </p>
        </div>
      )}
      <p className="catalogue-price">{planPriceText(plan, currency, locale, t)}</p>
      {fee && <p className="catalogue-fee">{fee}</p>}
      <p className="catalogue-rule">{planRuleSentence(plan, locale, t)}</p>
      <p>{localized(plan.description, locale)}</p>
      <CoverageSummary coverage={plan.coverage} />
      <dl className="catalogue-terms">
        {terms.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <OrderAction id={plan.id} name={name} kind="plans" />
    </Panel>
  );
}
