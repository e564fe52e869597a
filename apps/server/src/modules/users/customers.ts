import { CUSTOMER_LEVEL } from '@simportal/contract/enums';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { containsPattern } from '../../db/contains-pattern.ts';
import type { DbOrTx } from '../../db/database.ts';
import { users } from './schema.ts';

/** A customer as Admin Management lists them (their balance and cards are the ledger's and sims' to add). */
export interface CustomerAccount {
  id: number;
  username: string;
  email: string;
  createdAt: Date;
  deletedAt: Date | null;
  /** The owner whose member this account is (decision 0103), else null. */
  ownerId: number | null;
  ownerUsername: string | null;
}

const owners = alias(users, 'owners');

const customerColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  createdAt: users.createdAt,
  deletedAt: users.deletedAt,
  ownerId: users.ownerId,
  ownerUsername: owners.username,
};

/**
 * A page of customers (not administrators), newest first, with how many match; `q` matches any part of the
 * username or e-mail (the trigram indexes answer it).
 */
export const customerPage = async (
  db: DbOrTx,
  query: { page: number; pageSize: number; q?: string },
): Promise<{ rows: CustomerAccount[]; total: number }> => {
  const conditions: SQL[] = [eq(users.level, CUSTOMER_LEVEL)];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(or(ilike(users.username, pattern), ilike(users.email, pattern)) as SQL);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(customerColumns)
      .from(users)
      .leftJoin(owners, eq(owners.id, users.ownerId))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** One customer's account, or undefined for an unknown id or an administrator. */
export const findCustomer = async (db: DbOrTx, customerId: number): Promise<CustomerAccount | undefined> => {
  const [row] = await db
    .select(customerColumns)
    .from(users)
    .leftJoin(owners, eq(owners.id, users.ownerId))
    .where(and(eq(users.id, customerId), eq(users.level, CUSTOMER_LEVEL)));
  return row;
};
