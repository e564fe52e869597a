import type { DashboardOverview } from '@simportal/contract/api/dashboard';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat, formatDay, numberFormat } from '../../../lib/format.ts';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { useAdminFormat } from '../use-admin-format.ts';
import { DayTable } from './day-table.tsx';
import { OverviewChart } from './overview-chart.tsx';
import { type ChartTexts, peopleOption, revenueOption, topUpOption } from './overview-chart-options.ts';

/** The charts of a range (revenue by kind, top-ups, active cards and new customers), each with its table. */
export function OverviewSections({ overview }: { overview: DashboardOverview }) {
  const { t } = useTranslation();
  const { money: moneyIn, locale } = useAdminFormat();
  const compact = useMediaQuery(PHONE_QUERY);
  const money = (minor: number) => moneyIn(minor, overview.currency);
  const texts: ChartTexts = useMemo(
    () => ({
      names: {
        dailyFees: t('admin.overview.kind.dailyFees'),
        addOns: t('admin.overview.kind.addOns'),
        esimFees: t('admin.overview.kind.esimFees'),
        refunds: t('admin.overview.kind.refunds'),
        topUps: t('admin.overview.kind.topUps'),
        activeCards: t('admin.overview.kind.activeCards'),
        newCustomers: t('admin.overview.kind.newCustomers'),
      },
      money: (minor) => moneyIn(minor, overview.currency),
      axisMoney: (major) =>
        numberFormat(locale, {
          style: 'currency',
          currency: overview.currency,
          maximumFractionDigits: 0,
        }).format(major),
      // a short day on the axis (12/8 · 12月8日), read in UTC: a business day is a date, not an instant
      day: (day) =>
        dateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
          new Date(`${day}T00:00:00Z`),
        ),
    }),
    [t, moneyIn, overview.currency, locale],
  );
  const { days, totals } = overview;
  const revenue = useMemo(() => revenueOption(days, texts, compact), [days, texts, compact]);
  const topUps = useMemo(() => topUpOption(days, texts, compact), [days, texts, compact]);
  const people = useMemo(() => peopleOption(days, texts, compact), [days, texts, compact]);
  const range = { start: formatDay(overview.start, locale), end: formatDay(overview.end, locale) };

  return (
    <>
      <section aria-labelledby="overview-revenue" className="overview-section">
        <h2 id="overview-revenue">{t('admin.overview.revenueTitle')}</h2>
        <OverviewChart
          option={revenue}
          label={t('admin.overview.revenueSummary', { ...range, total: money(totals.revenueMinor) })}
        />
        <DayTable
          caption={t('admin.overview.revenueTitle')}
          days={days}
          columns={[
            { key: 'fees', title: texts.names.dailyFees, value: (day) => money(day.dailyFeesMinor) },
            { key: 'addOns', title: texts.names.addOns, value: (day) => money(day.addOnsMinor) },
            { key: 'esim', title: texts.names.esimFees, value: (day) => money(day.esimFeesMinor) },
            { key: 'refunds', title: texts.names.refunds, value: (day) => money(day.refundsMinor) },
            { key: 'revenue', title: t('admin.overview.revenue'), value: (day) => money(day.revenueMinor) },
          ]}
        />
      </section>
      <section aria-labelledby="overview-top-ups" className="overview-section">
        <h2 id="overview-top-ups">{t('admin.overview.topUpsTitle')}</h2>
        <p className="overview-muted overview-note">{t('admin.overview.topUpsNote')}</p>
        <OverviewChart
          option={topUps}
          height={220}
          label={t('admin.overview.topUpsSummary', { ...range, total: money(totals.topUpsMinor) })}
        />
        <DayTable
          caption={t('admin.overview.topUpsTitle')}
          days={days}
          columns={[
            { key: 'topUps', title: texts.names.topUps, value: (day) => money(day.topUpsMinor) },
            {
              key: 'starterPackCredits',
              title: t('admin.overview.kind.starterPackCredits'),
              value: (day) => money(day.starterPackCreditsMinor),
            },
          ]}
        />
      </section>
      <section aria-labelledby="overview-people" className="overview-section">
        <h2 id="overview-people">{t('admin.overview.peopleTitle')}</h2>
        <OverviewChart
          option={people}
          height={240}
          label={t('admin.overview.peopleSummary', {
            ...range,
            peak: totals.peakActiveCards,
            customers: totals.newCustomers,
          })}
        />
        <DayTable
          caption={t('admin.overview.peopleTitle')}
          days={days}
          columns={[
            { key: 'active', title: texts.names.activeCards, value: (day) => day.activeCards },
            { key: 'new', title: texts.names.newCustomers, value: (day) => day.newCustomers },
          ]}
        />
      </section>
    </>
  );
}
