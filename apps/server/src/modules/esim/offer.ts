import type { EsimOffer } from '@simportal/contract/api/esim';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { users } from '../../db/schema.ts';
import { DomainError } from '../../http/domain-error.ts';
import { countOwnedCards } from '../sims/queries.ts';
import { hasFreeProfile } from './profile-queries.ts';

/** What the customer sees before confirming an application: the fee, their balance, whether it can work now. */
export const getEsimOffer = async (ctx: AppContext, userId: number): Promise<EsimOffer> => {
  const { db } = ctx.database;
  const [[user], inStock, held] = await Promise.all([
    db.select({ balance: users.balance }).from(users).where(eq(users.id, userId)),
    hasFreeProfile(db),
    countOwnedCards(db, userId),
  ]);
  if (!user) throw new DomainError('user_not_exist');
  return {
    feeMinor: ctx.config.ESIM_FEE,
    currency: ctx.config.CURRENCY,
    balanceMinor: user.balance,
    inStock,
    atSimLimit: held >= ctx.config.SIM_LIMIT_PER_ACCOUNT,
  };
};
