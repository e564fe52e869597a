import type { AuditListQuery, AuditPage } from '@simportal/contract/api/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useAdminQueriesEnabled } from '../use-admin-format.ts';
import { adminKeys } from './admin-keys.ts';

const auditPageQuery = (filter: AuditListQuery) =>
  queryOptions({
    queryKey: adminKeys.auditPage(filter),
    // the contract's filter is the schema's input (page coerced from any value); the document's is what is sent
    queryFn: () => api.get<AuditPage>('/admin/audit', { query: filter }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useAuditLog = (filter: AuditListQuery) =>
  useQuery({ ...auditPageQuery(filter), enabled: useAdminQueriesEnabled() });
