import type { AutoAddOnRefusal } from '@simportal/contract/auto-add-on';
import type { LocalizedText } from '@simportal/contract/localized-text';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/database.ts';

/**
 * The seam between usage's trigger and the purchase (decision 0071): usage decides when a card's auto add-on buys,
 * and the buy-add-on command's core (src/commands/auto-add-on.ts) buys, through the customer's own code path. Usage
 * cannot import commands (nor billing, which imports usage), so the composition root hands the buyer over here.
 */
export interface AutoAddOnOrder {
  userId: number;
  cardId: number;
  addOnId: number;
  businessDay: string;
  /** `auto-add-on:<card>:<holder>:<cycle start>:<n>`: the ledger's and card_add_ons' key of the nth purchase. */
  idempotencyKey: string;
}

export type AutoAddOnOutcome = { addOn: { name: LocalizedText; trafficMb: number; priceMinor: number } } & (
  | { outcome: 'bought'; balanceMinor: number }
  | { outcome: AutoAddOnRefusal; balanceMinor: number }
  /** The key was bought already (a purchase of another import): nothing more is done. */
  | { outcome: 'replayed' }
);

/** Buys in the caller's transaction (the import's), after locking the balance and then the card. */
export type AutoAddOnBuyer = (ctx: AppContext, tx: Tx, order: AutoAddOnOrder) => Promise<AutoAddOnOutcome>;

declare module '../../app-context.ts' {
  interface AppContext {
    /** How a card's auto add-on buys (commands/auto-add-on.ts, registered by the composition root). */
    autoAddOnBuyer: AutoAddOnBuyer;
  }
}
