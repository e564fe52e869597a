import { lazyPart } from '../../../components/lazy-part.tsx';
import { TablePlaceholder } from '../../../components/table-placeholder.tsx';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import type { ActivityViewProps } from './activity-parts.tsx';

export type { ActivityTablePage } from './activity-parts.tsx';

const placeholder = ({ data }: ActivityViewProps) => (
  <TablePlaceholder rows={data?.items.length || 3} size="middle" />
);

// Each view's code comes when it is first shown: a phone never fetches nor runs antd's Table (47 KB gzip),
// a desktop never the list.
const ActivityList = lazyPart(
  () => import('./activity-list.tsx').then((module) => module.ActivityList),
  placeholder,
);
const ActivityColumns = lazyPart(
  () => import('./activity-columns.tsx').then((module) => module.ActivityColumns),
  placeholder,
);

/**
 * Spec §3 "Activity / recharge record": type, change amount, balance after, change time, status, reason, day.
 * A table where there is room for its eight columns; on a phone, a list in which each change reads as one entry
 * (what, how much, why, when), with nothing scrolling sideways.
 */
export function ActivityTable(props: ActivityViewProps) {
  const phone = useMediaQuery(PHONE_QUERY);
  return phone ? <ActivityList {...props} /> : <ActivityColumns {...props} />;
}
