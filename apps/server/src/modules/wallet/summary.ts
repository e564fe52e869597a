import type { WalletSummary } from '@simportal/contract/api/wallet';
import type { AppContext } from '../../app-context.ts';
import { DomainError } from '../../http/domain-error.ts';
import { balanceOf } from '../ledger/index.ts';

/** The caller's balance now, with the currency it is counted in. */
export const getWalletSummary = async (ctx: AppContext, userId: number): Promise<WalletSummary> => {
  const balance = await balanceOf(ctx.database.db, userId);
  if (balance === undefined) throw new DomainError('session_ended');
  return { balance, currency: ctx.config.CURRENCY };
};
