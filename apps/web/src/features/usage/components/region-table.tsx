import type { CardUsage } from '@simportal/contract/api/usage';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMb, regionName } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { formatShare } from '../chart-options.ts';

/** The regions of a range as a table: name, data used, proportion. */
export function RegionTable({ regions }: { regions: CardUsage['regions'] }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <Table
      rowKey="regionCode"
      pagination={false}
      size="small"
      dataSource={regions}
      columns={[
        {
          title: t('usage.regions.region'),
          key: 'region',
          render: (_, region) => regionName(region.regionCode, region.regionName, locale),
        },
        {
          title: t('usage.used'),
          key: 'used',
          align: 'right',
          render: (_, region) => formatMb(region.usedKb, locale),
        },
        {
          title: t('usage.regions.proportion'),
          key: 'proportion',
          align: 'right',
          render: (_, region) => formatShare(region.proportion, locale),
        },
      ]}
    />
  );
}
