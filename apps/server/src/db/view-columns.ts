import { getViewSelectedFields, type View } from 'drizzle-orm';

/**
 * A view's columns as a nested selection (`select({ card: viewColumns(cards) })`, as a table is selected whole).
 * Read through the view object itself, so that an alias (`alias(planVersions, 'current_plan')`) names its own.
 */
export const viewColumns = <V extends View>(view: V): V['_']['selectedFields'] => {
  const fields = getViewSelectedFields(view) as Record<string, unknown>;
  const named = view as unknown as Record<string, unknown>;
  return Object.fromEntries(Object.keys(fields).map((key) => [key, named[key]])) as V['_']['selectedFields'];
};
