import type { AddOn } from '@simportal/contract/api/catalog';
import { useTranslation } from 'react-i18next';
import { CoverageSummary } from '../../../components/coverage-summary.tsx';
import { Panel } from '../../../components/panel.tsx';
import { localized, trafficWithMbText } from '../../../lib/catalogue-terms.ts';
import { formatMoney } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { OrderAction } from './order-action.tsx';

/** One add-on: its price and the extra traffic it tops a card up with, then "Buy". */
export function AddOnCard({ addOn, currency }: { addOn: AddOn; currency: string }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const name = localized(addOn.name, locale);
  return (
    <Panel className="catalogue-card">
      <h2 className="catalogue-card-title">{name}</h2>
      <p className="catalogue-price">{formatMoney(addOn.priceMinor, locale, currency)}</p>
      <p>{localized(addOn.description, locale)}</p>
      <CoverageSummary coverage={addOn.coverage} />
      <dl className="catalogue-terms">
        <div>
          <dt>{t('shop.addOns.traffic')}</dt>
          <dd>{trafficWithMbText(addOn.trafficMb, locale, t)}</dd>
        </div>
      </dl>
      <OrderAction id={addOn.id} name={name} kind="addOns" />
    </Panel>
  );
}
