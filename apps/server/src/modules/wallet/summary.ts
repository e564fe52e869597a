import type { WalletSummary } from '@simportal/contract/api/wallet';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { DomainError } from '../../http/domain-error.ts';
import { users } from '../users/schema.ts';

/** The caller's balance now, with the currency it is counted in. */
export const getWalletSummary = async (ctx: AppContext, userId: number): Promise<WalletSummary> => {
  const [row] = await ctx.database.db
    .select({ balance: users.balance })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new DomainError('session_ended');
  return { balance: row.balance, currency: ctx.config.CURRENCY };
};
