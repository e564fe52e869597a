import type { CardJob, CardJobRequest } from '@simportal/contract/api/card-jobs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { withStepUp } from '../step-up/step-up-gate.ts';
import { useAdminQueriesEnabled } from '../use-admin-format.ts';
import { adminKeys } from './admin-keys.ts';

// Bulk actions on cards (server: modules/card-jobs/admin-routes.ts): started once, then followed until every
// card is decided; the card lists are fetched again as the job moves them.

/** How often a running job is asked again: its progress bar moves about this often. */
export const CARD_JOB_POLL_MS = 1_000;

const cardJobQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.cardJob(id),
    queryFn: () => api.get<CardJob>('/admin/card-jobs/{id}', { path: { id } }),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.state === 'running' ? CARD_JOB_POLL_MS : false),
  });

export const useCardJob = (id: number | null) =>
  useQuery({ ...cardJobQuery(id ?? 0), enabled: useAdminQueriesEnabled() && id !== null });

/** How often the jobs list is asked again while one of its jobs runs. */
export const CARD_JOBS_POLL_MS = 2_000;

/**
 * The latest bulk actions, newest first (issue #67): what the console lists after its drawer is closed or the
 * page reloaded; asked again while one runs, so its progress moves and its end shows.
 */
export const useCardJobs = () =>
  useQuery({
    queryKey: adminKeys.cardJobs(),
    queryFn: () => api.get<CardJob[]>('/admin/card-jobs'),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.some((job) => job.state === 'running') ? CARD_JOBS_POLL_MS : false,
    enabled: useAdminQueriesEnabled(),
  });

/** Starts a job; resume and a plan change charge the holders, so the server may ask for a step-up first. */
export const useStartCardJob = () =>
  useRefreshingMutation(
    (body: CardJobRequest) => withStepUp(() => api.post<CardJob>('/admin/card-jobs', { body })),
    adminKeys.all,
  );

export const useCancelCardJob = () =>
  useRefreshingMutation(
    (id: number) => api.post<CardJob>('/admin/card-jobs/{id}/cancel', { path: { id } }),
    adminKeys.all,
  );
