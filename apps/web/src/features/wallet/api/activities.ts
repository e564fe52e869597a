import type { Activity, ActivityFilter } from '@simportal/contract/api/wallet';
import type { Page } from '@simportal/contract/envelope';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { walletSummaryQuery } from './summary.ts';
import { walletKeys } from './wallet-keys.ts';

/** Rows per page of Activities until the customer picks another size. */
export const ACTIVITIES_PAGE_SIZE = 20;

/** Only the filters that are set, so the query key and the URL stay short and stable. */
const filterParams = (filter: ActivityFilter): ActivityFilter =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''));

const activityPageQuery = (filter: ActivityFilter, page: number, pageSize: number) =>
  queryOptions({
    queryKey: walletKeys.activityPage(filter, page, pageSize),
    queryFn: () =>
      api.get<Page<Activity>>('/wallet/activities', { query: { ...filterParams(filter), page, pageSize } }),
    placeholderData: keepPreviousData,
    // each visit shows the activities as they are now; the few seconds let the page take the answer its route
    // asked for while opening (PageRoute.data) instead of asking again
    staleTime: 5_000,
  });

export const useActivities = (filter: ActivityFilter, page: number, pageSize: number) =>
  useQuery(activityPageQuery(filter, page, pageSize));

/** Activities' first page without filters and the wallet's currency, asked for while the route's guard runs. */
export const prefetchActivities = () =>
  Promise.all([
    queryClient.prefetchQuery(activityPageQuery({}, 1, ACTIVITIES_PAGE_SIZE)),
    queryClient.prefetchQuery(walletSummaryQuery()),
  ]);

/** The filtered activities as a CSV file; a refusal fails with its message key. */
export const fetchActivitiesCsv = (filter: ActivityFilter): Promise<Blob> =>
  api.download('/wallet/activities/export', { query: filterParams(filter) });
