import type { AppContext } from '../app-context.ts';
import { importUsage, usageSimulator } from '../modules/usage/index.ts';
import { demoCards } from './demo-inventory.ts';

type Log = NonNullable<Parameters<typeof importUsage>[2]>['log'];

/**
 * The demo cards (1-based numbers of demoCards()) that carry simulated traffic: 11 and 12, StarterPack cards in
 * use on their plan once bound (demo-sims.ts). The other demo cards keep "No usage data yet", so every state of My SIMs can be shown.
 */
export const DEMO_USAGE_CARDS = [11, 12] as const;

/**
 * Demo data (SEED_DEMO): the usage simulator's traffic for DEMO_USAGE_CARDS over the USAGE_SIMULATOR_DAYS days up
 * to today, imported like a carrier file at every start. Deterministic from USAGE_SIMULATOR_SEED, so a restart
 * the same day changes nothing and a restart on a later day adds the new days.
 */
export const seedDemoUsage = async (ctx: AppContext, log?: Log) => {
  if (ctx.config.USAGE_SIMULATOR_DAYS === 0) return null;
  const source = usageSimulator({
    seed: ctx.config.USAGE_SIMULATOR_SEED,
    iccids: DEMO_USAGE_CARDS.map((number) => demoCards()[number - 1]!.iccid),
    days: ctx.config.USAGE_SIMULATOR_DAYS,
    timeZone: ctx.config.BILLING_TZ,
  });
  return importUsage(ctx, source, { log });
};
