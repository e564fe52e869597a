import type { AuditEntry, AuditListQuery } from '@simportal/contract/api/admin';
import type { Page } from '@simportal/contract/envelope';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { useAdminQueriesEnabled } from '../use-admin-format.ts';
import { adminKeys } from './admin-keys.ts';

export const auditPageQuery = (filter: AuditListQuery) =>
  queryOptions({
    queryKey: adminKeys.auditPage(filter),
    queryFn: () => http.get<Page<AuditEntry>>('/admin/audit', { params: filter }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useAuditLog = (filter: AuditListQuery) =>
  useQuery({ ...auditPageQuery(filter), enabled: useAdminQueriesEnabled() });
