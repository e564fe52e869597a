import type { UseQueryResult } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from './load-failed.tsx';
import { SmallEmpty } from './small-empty.tsx';

/**
 * What a catalogue view shows until it has data (see lib/catalogue-query.ts): a skeleton while it loads, an
 * error with a retry when it failed. Shared by the home price guide, the plan and add-on lists and the charts.
 */
export function CatalogueLoadState({
  query,
  rows = 3,
}: {
  query: Pick<UseQueryResult, 'isError' | 'isFetching' | 'refetch'>;
  rows?: number;
}) {
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <LoadFailed
        query={query}
        title={t('shop.status.errorTitle')}
        description={t('shop.status.errorHint')}
      />
    );
  }
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{t('shop.status.loading')}</span>
      <Skeleton active paragraph={{ rows }} />
    </div>
  );
}

/** An empty list of the catalogue, with a sentence saying so. */
export function CatalogueEmpty({ text }: { text: string }) {
  return <SmallEmpty description={text} />;
}
