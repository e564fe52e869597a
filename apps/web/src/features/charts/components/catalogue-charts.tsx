import { greatest, least } from 'd3-array';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogueLoadState } from '../../../components/catalogue-status.tsx';
import { useCatalogue } from '../../../lib/catalogue-query.ts';
import { formatTraffic } from '../../../lib/catalogue-terms.ts';
import { formatMoney } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { addOnChartUnit, addOnOption, addOnRows, planPriceRows, pricePerGbOption } from '../chart-data.ts';
import { ChartFigure } from './chart-figure.tsx';

/** The catalogue charts: price per GB of each plan, and data and price of each add-on. */
export function CatalogueCharts() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const catalogue = useCatalogue();
  const data = catalogue.data;

  const charts = useMemo(() => {
    if (!data) return null;
    const money = (minor: number) => formatMoney(minor, locale, data.currency);
    const mb = (value: number) => formatTraffic(value, locale);
    const number = (value: number) => new Intl.NumberFormat(locale).format(value);
    const plans = planPriceRows(data, locale);
    const addOns = addOnRows(data, locale);
    const cheapest = least(plans, (row) => row.pricePerGbMinor);
    const largest = greatest(addOns, (row) => row.trafficMb);
    return {
      plans: cheapest && {
        summary: t('charts.pricePerGbSummary', {
          name: cheapest.name,
          price: money(cheapest.pricePerGbMinor),
        }),
        option: pricePerGbOption(plans, t('charts.pricePerGb'), money),
        table: {
          columns: [t('charts.plan'), t('charts.pricePerGb')],
          rows: plans.map((row) => [row.name, money(row.pricePerGbMinor)]),
        },
      },
      addOns: largest && {
        summary: t('charts.addOnSummary', {
          name: largest.name,
          traffic: mb(largest.trafficMb),
          price: money(largest.priceMinor),
        }),
        option: addOnOption(
          addOns,
          {
            traffic: t(addOnChartUnit(addOns).unit === 'GB' ? 'charts.trafficGb' : 'charts.trafficMb'),
            price: t('charts.price'),
          },
          { mb, number, minor: money },
        ),
        table: {
          columns: [t('charts.addOn'), t('charts.traffic'), t('charts.price'), t('charts.pricePerGb')],
          rows: addOns.map((row) => [
            row.name,
            mb(row.trafficMb),
            money(row.priceMinor),
            row.pricePerGbMinor === null ? '' : money(row.pricePerGbMinor),
          ]),
        },
      },
    };
  }, [data, locale, t]);

  return (
    <section className="charts-section" aria-labelledby="charts-catalogue">
      <h2 id="charts-catalogue">{t('charts.catalogueTitle')}</h2>
      {!charts ? (
        <CatalogueLoadState query={catalogue} rows={6} />
      ) : (
        <>
          {charts.plans ? (
            <ChartFigure
              id="chart-price-per-gb"
              title={t('charts.pricePerGbTitle')}
              summary={charts.plans.summary}
              note={t('charts.pricePerGbNote')}
              option={charts.plans.option}
              table={charts.plans.table}
              showTableLabel={t('charts.showTable')}
            />
          ) : (
            <p>{t('charts.noData')}</p>
          )}
          {charts.addOns && (
            <ChartFigure
              id="chart-add-ons"
              title={t('charts.addOnTitle')}
              summary={charts.addOns.summary}
              option={charts.addOns.option}
              table={charts.addOns.table}
              showTableLabel={t('charts.showTable')}
            />
          )}
        </>
      )}
    </section>
  );
}
