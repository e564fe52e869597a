import type { CompanyDetails, Papers } from '@simportal/contract/api/papers';
import type { Locale } from '@simportal/contract/locales';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

// Personal Center › Receipts and statements (decision 0102; server: apps/server/src/modules/papers/routes.ts).

/** The one source of the papers' query keys. */
export const papersKeys = {
  all: ['account', 'papers'] as const,
  list: () => [...papersKeys.all, 'list'] as const,
  details: () => [...papersKeys.all, 'details'] as const,
};

export const usePapers = () =>
  useQuery(queryOptions({ queryKey: papersKeys.list(), queryFn: () => api.get<Papers>('/papers') }));

export const useCompanyDetails = () =>
  useQuery(
    queryOptions({
      queryKey: papersKeys.details(),
      queryFn: () => api.get<CompanyDetails>('/papers/details'),
    }),
  );

/** PUT /api/papers/details; the server's answer replaces what is shown. */
export const useSaveCompanyDetails = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyDetails) => api.put<CompanyDetails>('/papers/details', { body }),
    onSuccess: (saved) => client.setQueryData(papersKeys.details(), saved),
  });
};

/** Which paper to fetch: its route and the name it is saved as. */
export type PaperRef =
  | { kind: 'receipt'; number: string }
  | { kind: 'proForma'; payOrderId: string; reference: string }
  | { kind: 'statement'; month: string };

export const paperFileName = (paper: PaperRef): string =>
  paper.kind === 'receipt'
    ? `${paper.number}.pdf`
    : paper.kind === 'proForma'
      ? `pro-forma-${paper.reference}.pdf`
      : `statement-${paper.month}.pdf`;

/** The paper's PDF in `lang`; a refusal fails with its message key. */
export const fetchPaper = (paper: PaperRef, lang: Locale): Promise<Blob> => {
  const query = { lang };
  if (paper.kind === 'receipt')
    return api.download('/papers/receipts/{number}.pdf', { path: { number: paper.number }, query });
  if (paper.kind === 'proForma')
    return api.download('/papers/pay-orders/{id}/pro-forma.pdf', { path: { id: paper.payOrderId }, query });
  return api.download('/papers/statements/{month}.pdf', { path: { month: paper.month }, query });
};
