import type { DashboardOverview } from '@simportal/contract/api/dashboard';
import { useTranslation } from 'react-i18next';
import { useAdminFormat } from '../use-admin-format.ts';

/** The range's totals in large type: what an administrator reads first. */
export function HeadlineFigures({ overview }: { overview: DashboardOverview }) {
  const { t } = useTranslation();
  const { money } = useAdminFormat();
  const { totals, currency } = overview;
  const figures = [
    { key: 'revenue', label: t('admin.overview.revenue'), value: money(totals.revenueMinor, currency) },
    { key: 'fees', label: t('admin.overview.kind.dailyFees'), value: money(totals.dailyFeesMinor, currency) },
    { key: 'addOns', label: t('admin.overview.kind.addOns'), value: money(totals.addOnsMinor, currency) },
    { key: 'esim', label: t('admin.overview.kind.esimFees'), value: money(totals.esimFeesMinor, currency) },
    { key: 'refunds', label: t('admin.overview.kind.refunds'), value: money(totals.refundsMinor, currency) },
    { key: 'topUps', label: t('admin.overview.kind.topUps'), value: money(totals.topUpsMinor, currency) },
    {
      key: 'starterPack',
      label: t('admin.overview.kind.starterPackCredits'),
      value: money(totals.starterPackCreditsMinor, currency),
    },
    { key: 'active', label: t('admin.overview.peakActive'), value: String(totals.peakActiveCards) },
    { key: 'customers', label: t('admin.overview.kind.newCustomers'), value: String(totals.newCustomers) },
  ];
  return (
    <dl className="overview-figures" aria-label={t('admin.overview.totalsTitle')}>
      {figures.map((figure) => (
        <div key={figure.key} className={`overview-figure overview-figure-${figure.key}`}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
