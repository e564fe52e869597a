import { type CompanyDetails, NO_COMPANY_DETAILS } from '@simportal/contract/api/papers';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx, Tx } from '../../db/database.ts';
import { companyDetails } from './schema.ts';

/** The company a customer's papers are made out to; empty fields when they gave none. */
export const readCompanyDetails = async (db: DbOrTx, userId: number): Promise<CompanyDetails> => {
  const [row] = await db.select().from(companyDetails).where(eq(companyDetails.userId, userId));
  if (!row) return NO_COMPANY_DETAILS;
  return {
    companyName: row.companyName,
    address: row.address,
    taxId: row.taxId,
    receiptEmail: row.receiptEmail,
  };
};

/** The customer replaces their company details; all empty removes them. */
export const writeCompanyDetails = async (
  ctx: AppContext,
  userId: number,
  details: CompanyDetails,
): Promise<CompanyDetails> => {
  const { db } = ctx.database;
  if (Object.values(details).every((value) => value === '')) {
    await forgetCompanyDetails(db, userId);
    return NO_COMPANY_DETAILS;
  }
  const values = { ...details, updatedAt: ctx.clock.now() };
  await db
    .insert(companyDetails)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: companyDetails.userId, set: values });
  return details;
};

/**
 * Erasure (commands/delete-account.ts): the account's company details go with it. Receipts already issued keep
 * the parties they were issued to, as the ledger rows they record are kept (decision 0040, 0102).
 */
export const forgetCompanyDetails = async (tx: DbOrTx | Tx, userId: number): Promise<void> => {
  await tx.delete(companyDetails).where(eq(companyDetails.userId, userId));
};
