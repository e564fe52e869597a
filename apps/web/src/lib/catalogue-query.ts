import type { Catalogue } from '@simportal/contract/api/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { api } from './api.ts';

/**
 * The public catalogue (basic plans and add-ons on sale, with their currency). Home's price guide, the plan
 * and add-on lists and the charts page all read it; features may not import each other, so its one query
 * lives here. Only the contract's type is imported: its zod schema stays out of the page chunks.
 */
const fetchCatalogue = (): Promise<Catalogue> => api.get<Catalogue>('/catalog');

/** The single source of the catalogue's query key; later mutations (admin edits) invalidate through it. */
export const catalogueQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue'] as const,
    queryFn: fetchCatalogue,
    // the catalogue changes rarely; pages visited one after the other share one answer
    staleTime: 5 * 60_000,
  });

export const useCatalogue = () => useQuery(catalogueQueryOptions());

/**
 * The catalogue for a part that lists it (the shop's lists, home's price guide and search): the query, and its
 * answer as the part renders it, deferred. React renders a query's update at once, in one task; the lists, the
 * trip's ranking and their cards then made one long task on a phone. Deferred, they render in slices between
 * frames (as My SIMs' cards do, decision 0029).
 */
export const useDeferredCatalogue = () => {
  const query = useCatalogue();
  return { query, data: useDeferredValue(query.data) };
};
