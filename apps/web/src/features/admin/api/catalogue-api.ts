import type {
  AddOnInput,
  AdminAddOn,
  AdminCatalogue,
  AdminPlan,
  PlanInput,
} from '@simportal/contract/api/catalog-admin';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { catalogueQueryOptions } from '../../../lib/catalogue-query.ts';
import { useAdminQueriesEnabled } from '../use-admin-format.ts';
import { adminKeys } from './admin-keys.ts';

// Admin Management › Catalogue (server: modules/catalog/admin-routes.ts, decision 0026).

const adminCatalogueQuery = () =>
  queryOptions({
    queryKey: adminKeys.catalogue(),
    queryFn: () => api.get<AdminCatalogue>('/admin/catalog'),
    staleTime: 0,
  });

export const useAdminCatalogue = () =>
  useQuery({ ...adminCatalogueQuery(), enabled: useAdminQueriesEnabled() });

export type CatalogueKind = 'plans' | 'add-ons';

type Saved<K extends CatalogueKind> = K extends 'plans' ? AdminPlan : AdminAddOn;

/**
 * The list takes the server's answer for the item saved (no second read), and the shop's catalogue is read
 * again, since what is on sale and at what price changed. A conflict (someone saved first) reloads the list so
 * the form can show what is saved now.
 */
const useApplySaved = () => {
  const queryClient = useQueryClient();
  return {
    saved: (kind: CatalogueKind, item: AdminPlan | AdminAddOn) => {
      queryClient.setQueryData<AdminCatalogue>(adminKeys.catalogue(), (catalogue) => {
        if (!catalogue) return catalogue;
        const list = kind === 'plans' ? 'plans' : 'addOns';
        const items = catalogue[list] as (AdminPlan | AdminAddOn)[];
        const next = items.some((known) => known.id === item.id)
          ? items.map((known) => (known.id === item.id ? item : known))
          : [...items, item];
        return { ...catalogue, [list]: next };
      });
      void queryClient.invalidateQueries({ queryKey: catalogueQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
    },
    reload: () => queryClient.invalidateQueries({ queryKey: adminKeys.catalogue() }),
  };
};

export interface SaveItem<K extends CatalogueKind> {
  kind: K;
  /** The plan's or add-on's id; absent for a new one. */
  id?: number;
  revision?: number;
  body: K extends 'plans' ? PlanInput : AddOnInput;
}

/** Creates (POST) or saves an edit (PUT with the revision it was made on) of a plan or add-on. */
const saveCatalogueItem = <K extends CatalogueKind>({ kind, id, revision, body }: SaveItem<K>) => {
  const edit = id !== undefined && revision !== undefined ? { path: { id } } : null;
  const saved =
    kind === 'plans'
      ? edit
        ? api.put<AdminPlan>('/admin/catalog/plans/{id}', {
            ...edit,
            body: { ...body, revision: revision! },
          })
        : api.post<AdminPlan>('/admin/catalog/plans', { body })
      : edit
        ? api.put<AdminAddOn>('/admin/catalog/add-ons/{id}', {
            ...edit,
            body: { ...body, revision: revision! },
          })
        : api.post<AdminAddOn>('/admin/catalog/add-ons', { body });
  return saved as Promise<Saved<K>>;
};

export const useSaveCatalogueItem = <K extends CatalogueKind>() => {
  const apply = useApplySaved();
  return useMutation({
    mutationFn: saveCatalogueItem<K>,
    onSuccess: (item, { kind }) => apply.saved(kind, item),
    onError: () => void apply.reload(),
  });
};

/** Puts an item on sale or retires it. */
export const useSetOnSale = () => {
  const apply = useApplySaved();
  return useMutation({
    mutationFn: ({
      kind,
      id,
      onSale,
      revision,
    }: {
      kind: CatalogueKind;
      id: number;
      onSale: boolean;
      revision: number;
    }): Promise<AdminPlan | AdminAddOn> =>
      kind === 'plans'
        ? api.put<AdminPlan>('/admin/catalog/plans/{id}/on-sale', {
            path: { id },
            body: { onSale, revision },
          })
        : api.put<AdminAddOn>('/admin/catalog/add-ons/{id}/on-sale', {
            path: { id },
            body: { onSale, revision },
          }),
    onSuccess: (item, { kind }) => apply.saved(kind, item),
    onError: () => void apply.reload(),
  });
};
