import type { Administrator } from '@simportal/contract/api/administrators';
import type { DbOrTx } from '../../db/database.ts';
import { withSecondFactor } from '../auth/index.ts';
import { listAdministratorAccounts } from '../users/index.ts';

/**
 * Admin Management › Administrators: every administrator, oldest first, with their role (users) and whether
 * they turned on two-step verification (auth's credentials), read once for all of them.
 */
export const listAdministrators = async (db: DbOrTx): Promise<Administrator[]> => {
  const accounts = await listAdministratorAccounts(db);
  const enrolled = await withSecondFactor(
    db,
    accounts.map((account) => account.id),
  );
  return accounts.map((account) => ({
    id: account.id,
    username: account.username,
    email: account.email,
    role: account.role,
    secondFactor: enrolled.has(account.id),
    createdAt: account.createdAt.toISOString(),
  }));
};
