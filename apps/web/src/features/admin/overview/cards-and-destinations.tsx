import type { DashboardOverview } from '@simportal/contract/api/dashboard';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { SmallEmpty } from '../../../components/small-empty.tsx';
import { formatData, regionName } from '../../../lib/format.ts';
import { useAdminFormat } from '../use-admin-format.ts';

const STATES = ['USING', 'PAUSED', 'SUSPEND', 'NOT_ACTIVE'] as const;

/** Held cards by state now (the product's status names), and the range's destinations by traffic. */
export function CardsAndDestinations({ overview }: { overview: DashboardOverview }) {
  const { t } = useTranslation();
  const { locale } = useAdminFormat();
  const { cardStates, topRegions } = overview;
  return (
    <div className="overview-pair">
      <section aria-labelledby="overview-cards" className="overview-section">
        <h2 id="overview-cards">{t('admin.overview.cardsTitle')}</h2>
        <dl className="overview-list">
          {STATES.map((state) => (
            <Flex justify="space-between" gap={12} key={state} className="overview-list-row">
              <dt>{t(`cardStatus.${state}`)}</dt>
              <dd>{cardStates[state]}</dd>
            </Flex>
          ))}
        </dl>
      </section>
      <section aria-labelledby="overview-destinations" className="overview-section">
        <h2 id="overview-destinations">{t('admin.overview.destinationsTitle')}</h2>
        {topRegions.length === 0 ? (
          <SmallEmpty description={t('admin.overview.noTraffic')} />
        ) : (
          <ol className="overview-list">
            {topRegions.map((region) => (
              <Flex
                justify="space-between"
                gap={12}
                component="li"
                key={region.regionCode}
                className="overview-list-row"
              >
                <span>{regionName(region.regionCode, region.regionName, locale)}</span>
                <span>{formatData(region.usedKb, locale)}</span>
              </Flex>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
