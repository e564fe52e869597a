import { getTableColumns, type Table } from 'drizzle-orm';
import { type PgColumnBuilderBase, pgTable, pgView, QueryBuilder } from 'drizzle-orm/pg-core';

/**
 * A read-only view that publishes some of `table`'s columns under the same keys and names: `columns` declares them
 * (what other modules' statements read, and how drizzle maps their values), and the view's SQL selects those keys
 * from the table, so drizzle-kit writes the view from the table itself. test/published-views.test.ts holds every
 * declaration to the view the migrations create.
 *
 * Declared rather than built from a query builder (`pgView(name).as(qb => …)`), and its columns handed out plain:
 * drizzle hands a view's columns out through proxies (one more for each access), and mapping a 20-row page through
 * them cost ~190 µs (built from a query builder) or ~125 µs (declared) against ~48 µs for a table's (drizzle's
 * mapping alone, a stub driver; docs/decisions/0050). The plain columns belong to a table of the view's own name,
 * so they render as the view's (`"cards"."id"`); an alias of the view (`alias(cards, 'c')`) still renames them.
 */
export const viewOfTable = <TName extends string, TColumns extends Record<string, PgColumnBuilderBase>>(
  name: TName,
  table: Table,
  columns: TColumns,
) => {
  const source = table as unknown as Record<string, unknown>;
  const selection = Object.fromEntries(
    Object.keys(columns).map((key) => {
      if (source[key] === undefined) throw new Error(`view ${name}: ${key} is no column of its table`);
      return [key, source[key]];
    }),
  );
  const view = pgView(name, columns).as(
    new QueryBuilder()
      .select(selection as Parameters<QueryBuilder['select']>[0] & object)
      .from(table as never)
      .getSQL(),
  );
  const plain: Record<string, unknown> = getTableColumns(pgTable(name, columns));
  return new Proxy(view, {
    get: (target, key, receiver) =>
      typeof key === 'string' && Object.hasOwn(plain, key) ? plain[key] : Reflect.get(target, key, receiver),
  });
};
