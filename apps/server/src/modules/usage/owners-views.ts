import { sql } from 'drizzle-orm';

// The views of sims and billing that usage's statements read (docs/decisions/0064), named here instead of
// imported: both modules import usage (My SIMs and a card's billing show its usage columns, usage-summary.ts), so
// importing their faces would close a circle (.dependency-cruiser.cjs, server-folder-cycle).
// test/published-views.test.ts holds each name to a view its owner publishes: a view renamed fails there.

/** sims' `cards` (sims/views.ts): a card's number and ICCID, holder, status, plan terms and deletion. */
export const cardsView = sql.identifier('cards');

/** billing's `add_on_purchases` (billing/views.ts): the add-ons bought for a card, by whom, when, what traffic. */
export const addOnPurchasesView = sql.identifier('add_on_purchases');
