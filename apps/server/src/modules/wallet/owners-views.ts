import { sql } from 'drizzle-orm';

// The views of billing that the wallet's statements read (docs/decisions/0064), named here instead of imported:
// billing imports the wallet (a bridge advances fees against a waiting pay order), so importing its face would
// close a circle. test/published-views.test.ts holds each name to a view its owner publishes.

/** billing's `bridge_advances` (billing/views.ts): the pay order a customer's fees are advanced against. */
export const bridgeAdvancesView = sql.identifier('bridge_advances');
