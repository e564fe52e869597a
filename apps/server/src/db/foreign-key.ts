import { bigint, integer, pgTable, uuid } from 'drizzle-orm/pg-core';

const idColumn = {
  integer: () => integer('id'),
  bigint: () => bigint('id', { mode: 'number' }),
  uuid: () => uuid('id'),
};

/**
 * The `id` column of another module's table, named as SQL names it (`references sim_cards (id)`), for a foreign
 * key. The database still refuses an orphan, while no module imports another module's table: a module's schema
 * file imports only drizzle and the contract (docs/ARCHITECTURE.md, "Who owns which table").
 */
export const idOf = (table: string, type: keyof typeof idColumn = 'integer') =>
  pgTable(table, { id: idColumn[type]() }).id;
