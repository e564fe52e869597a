import type { CardUsage } from '@simportal/contract/api/usage';
import { useTranslation } from 'react-i18next';
import { formatData, regionName } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { formatShare } from '../chart-options.ts';

/**
 * The regions of a range as a table: name, data used, proportion. A plain table styled as the app's small
 * tables (usage.css): a handful of rows needs neither sorting nor paging, and antd's Table (its code fetched,
 * its header measured, its styles registered) made one of the longest tasks of the page on a phone.
 */
export function RegionTable({ regions }: { regions: CardUsage['regions'] }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <table className="usage-region-table">
      <caption className="visually-hidden">{t('usage.regions.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('usage.regions.region')}</th>
          <th scope="col" className="usage-figure">
            {t('usage.used')}
          </th>
          <th scope="col" className="usage-figure">
            {t('usage.regions.proportion')}
          </th>
        </tr>
      </thead>
      <tbody>
        {regions.map((region) => (
          <tr key={region.regionCode}>
            <th scope="row">{regionName(region.regionCode, region.regionName, locale)}</th>
            <td className="usage-figure">{formatData(region.usedKb, locale)}</td>
            <td className="usage-figure">{formatShare(region.proportion, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
