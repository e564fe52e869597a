import type { CardUsage } from '@simportal/contract/api/usage';
import { Empty, Spin, Statistic } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatData, formatDay, regionName } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { formatShare, regionOption } from '../chart-options.ts';
import { DailyBars } from './daily-bars.tsx';
import { RegionTable } from './region-table.tsx';
import { UsageChart } from './usage-chart.tsx';

/** The figures of one range: total, the daily chart, the regions as a table and a pie (each with its text). */
export function UsageFigures({ usage, loading }: { usage: CardUsage; loading: boolean }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const phone = useMediaQuery(PHONE_QUERY);
  const pie = useMemo(() => regionOption(usage, locale, phone), [usage, locale, phone]);
  const total = formatData(usage.totalKb, locale);
  const pieLabel = t('usage.regions.summary', {
    list: usage.regions
      .map(
        (region) =>
          `${regionName(region.regionCode, region.regionName, locale)} ${formatShare(region.proportion, locale)}`,
      )
      .join(', '),
  });
  const busiest = usage.days.reduce((best, day) => (day.usedKb > best.usedKb ? day : best), usage.days[0]!);

  return (
    <Spin spinning={loading}>
      <Statistic title={t('usage.total')} value={total} className="usage-total" />
      {usage.totalKb === 0 ? (
        <Empty description={t('usage.empty')} />
      ) : (
        <>
          <section aria-labelledby="usage-daily" className="usage-section">
            <h2 id="usage-daily">{t('usage.daily.title')}</h2>
            <DailyBars
              days={usage.days}
              label={t('usage.daily.summary', {
                total,
                days: usage.days.length,
                day: formatDay(busiest.day, locale),
                most: formatData(busiest.usedKb, locale),
              })}
            />
            <details className="usage-table">
              <summary>{t('usage.daily.showTable')}</summary>
              <table>
                <caption className="visually-hidden">{t('usage.daily.title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('usage.daily.day')}</th>
                    <th scope="col">{t('usage.used')}</th>
                  </tr>
                </thead>
                <tbody>
                  {usage.days.map((day) => (
                    <tr key={day.day}>
                      <th scope="row">{day.day}</th>
                      <td>{formatData(day.usedKb, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </section>
          <section aria-labelledby="usage-regions" className="usage-section usage-regions">
            <h2 id="usage-regions">{t('usage.regions.title')}</h2>
            <RegionTable regions={usage.regions} />
            <UsageChart option={pie} label={pieLabel} />
          </section>
        </>
      )}
    </Spin>
  );
}
