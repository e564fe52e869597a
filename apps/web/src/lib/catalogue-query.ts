import type { Catalogue } from '@simportal/contract/api/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';

/**
 * The public catalogue (basic plans and add-ons on sale, with their currency). Home's price guide, the plan
 * and add-on lists and the charts page all read it; features may not import each other, so its one query
 * lives here. Only the contract's type is imported: its zod schema stays out of the page chunks.
 */
const fetchCatalogue = (): Promise<Catalogue> => api.get('/catalog');

/** The single source of the catalogue's query key; later mutations (admin edits) invalidate through it. */
export const catalogueQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue'] as const,
    queryFn: fetchCatalogue,
    // the catalogue changes rarely; pages visited one after the other share one answer
    staleTime: 5 * 60_000,
  });

export const useCatalogue = () => useQuery(catalogueQueryOptions());
