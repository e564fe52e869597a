import type { ActivityFilter } from '@simportal/contract/api/wallet';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../../components/lazy-part.tsx';
import { type ActivityFilterProps, appliedFilterCount } from './activity-filter-values.ts';

// The drawer's code (antd's drawer, form, select and input) comes when the filters are first asked for: the
// list shows at once, and a phone that never filters never fetches it.
const ActivityFilterDrawer = lazyPart(() =>
  import('./activity-filter-drawer.tsx').then((module) => module.ActivityFilterDrawer),
);

/**
 * Activities' filters on a phone: one line above the list, saying how many filters are set, with "Clear
 * filters" while any is, and the CSV export of what the list shows. The fields open in a drawer.
 */
export function ActivityFilterBar({
  applied,
  onSearch,
  onExport,
  exporting,
}: ActivityFilterProps & { onExport: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // whether the drawer is rendered: from its first opening on, until its code could not be fetched (the next
  // press asks again)
  const [asked, setAsked] = useState(false);
  // a new drawer after "Clear filters": it opens with no filter, whatever its form held
  const [generation, setGeneration] = useState(0);
  const count = appliedFilterCount(applied);
  const search = (filter: ActivityFilter) => {
    setOpen(false);
    onSearch(filter);
  };

  return (
    <Flex wrap align="center" gap={8}>
      <Button
        aria-haspopup="dialog"
        onPointerEnter={ActivityFilterDrawer.preload}
        onFocus={ActivityFilterDrawer.preload}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        {count > 0 ? t('wallet.activities.filtersOn', { count }) : t('wallet.activities.filters')}
      </Button>
      {count > 0 && (
        <Button
          onClick={() => {
            setGeneration((current) => current + 1);
            onSearch({});
          }}
        >
          {t('wallet.activities.clearFilters')}
        </Button>
      )}
      <Button onClick={onExport} loading={exporting}>
        {t('wallet.activities.export')}
      </Button>
      {asked && (
        <ActivityFilterDrawer
          key={generation}
          open={open}
          applied={applied}
          onClose={() => setOpen(false)}
          onSearch={search}
          onLoadFailed={() => {
            setAsked(false);
            setOpen(false);
          }}
        />
      )}
    </Flex>
  );
}
