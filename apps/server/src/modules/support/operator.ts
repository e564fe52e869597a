import { NO_OPERATOR_DETAILS, type OperatorDetails } from '@simportal/contract/api/papers';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/database.ts';
import { type Auditor, audit } from '../audit/index.ts';
import { operatorDetails } from './schema.ts';

/** Who sells, as every paper prints it (modules/papers); empty fields until an owner sets them. */
export const readOperatorDetails = async (db: DbOrTx): Promise<OperatorDetails> => {
  const [row] = await db.select().from(operatorDetails).where(eq(operatorDetails.id, 1));
  if (!row) return NO_OPERATOR_DETAILS;
  return { legalName: row.legalName, address: row.address, taxId: row.taxId };
};

/** An owner replaces the operator's details, in one transaction with the audit entry naming the fields changed. */
export const writeOperatorDetails = (
  ctx: AppContext,
  details: OperatorDetails,
  by: Auditor,
): Promise<OperatorDetails> =>
  ctx.database.db.transaction(async (tx) => {
    const before = await readOperatorDetails(tx);
    const values = { ...details, updatedAt: ctx.clock.now(), updatedBy: by.actorId };
    await tx
      .insert(operatorDetails)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: operatorDetails.id, set: values });
    const changed = (Object.keys(details) as (keyof OperatorDetails)[]).filter(
      (field) => before[field] !== details[field],
    );
    await audit(tx, { ...by, action: 'operator_details_update', details: { changed }, at: ctx.clock.now() });
    return details;
  });
