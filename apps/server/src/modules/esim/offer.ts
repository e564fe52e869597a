import type { EsimBlocker, EsimOffer } from '@simportal/contract/api/esim';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { users } from '../../db/schema.ts';
import { DomainError } from '../../http/domain-error.ts';
import { countOwnedCards } from '../sims/queries.ts';
import { hasFreeProfile } from './profile-queries.ts';

/**
 * What would refuse an application now, checked in the order the application checks (src/commands/apply-esim.ts:
 * the per-account limit, a free profile, the balance), so the screen says what the server would answer.
 */
const esimBlocker = (state: {
  atSimLimit: boolean;
  inStock: boolean;
  covered: boolean;
}): EsimBlocker | null => {
  if (state.atSimLimit) return 'sim_over_limit';
  if (!state.inStock) return 'esim_out_of_stock';
  if (!state.covered) return 'esim_insufficient_balance';
  return null;
};

/** What the customer sees before confirming an application: the fee, their balance, whether it can work now. */
export const getEsimOffer = async (ctx: AppContext, userId: number): Promise<EsimOffer> => {
  const { db } = ctx.database;
  const [[user], inStock, held] = await Promise.all([
    db.select({ balance: users.balance }).from(users).where(eq(users.id, userId)),
    hasFreeProfile(db),
    countOwnedCards(db, userId),
  ]);
  if (!user) throw new DomainError('user_not_exist');
  const fee = ctx.config.ESIM_FEE;
  const atSimLimit = held >= ctx.config.SIM_LIMIT_PER_ACCOUNT;
  const covered = user.balance >= fee;
  return {
    feeMinor: fee,
    currency: ctx.config.CURRENCY,
    balanceMinor: user.balance,
    inStock,
    atSimLimit,
    blocker: esimBlocker({ atSimLimit, inStock, covered }),
    balanceAfterMinor: covered ? user.balance - fee : null,
  };
};
