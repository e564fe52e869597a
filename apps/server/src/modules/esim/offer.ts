import type { EsimBlocker, EsimOffer } from '@simportal/contract/api/esim';
import { dailyFeeOf } from '@simportal/contract/daily-fee';
import type { AppContext } from '../../app-context.ts';
import { DomainError } from '../../http/domain-error.ts';
import { assertPlanOnSale, findPlan } from '../catalog/index.ts';
import { balanceOf } from '../ledger/index.ts';
import { countOwnedCards } from '../sims/index.ts';
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

/**
 * What the customer sees before confirming an application: the fee (and with `planId`, the plan's first day,
 * bought in the same purchase: the contract's fee rule, the one the application charges), their balance, whether
 * it can work now.
 */
export const getEsimOffer = async (ctx: AppContext, userId: number, planId?: number): Promise<EsimOffer> => {
  const { db } = ctx.database;
  const [balance, inStock, held, plan] = await Promise.all([
    balanceOf(db, userId),
    hasFreeProfile(db),
    countOwnedCards(db, userId),
    planId === undefined ? undefined : findPlan(db, planId),
  ]);
  if (balance === undefined) throw new DomainError('user_not_exist');
  if (planId !== undefined && !plan) throw new DomainError('not_found');
  if (plan) assertPlanOnSale(plan);
  const fee = ctx.config.ESIM_FEE;
  const planFirstDay = plan ? dailyFeeOf(plan).firstDayMinor : 0;
  const total = fee + planFirstDay;
  const atSimLimit = held >= ctx.config.SIM_LIMIT_PER_ACCOUNT;
  const covered = balance >= total;
  return {
    feeMinor: fee,
    currency: ctx.config.CURRENCY,
    balanceMinor: balance,
    inStock,
    atSimLimit,
    planId: plan?.id ?? null,
    planFirstDayMinor: planFirstDay,
    totalMinor: total,
    blocker: esimBlocker({ atSimLimit, inStock, covered }),
    balanceAfterMinor: covered ? balance - total : null,
  };
};
