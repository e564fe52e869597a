import { sql } from 'drizzle-orm';

// The view of sims that the catalogue's statements read (docs/decisions/0064), named here instead of imported:
// sims imports the catalogue (a card's plan), so importing its face would close a circle (.dependency-cruiser.cjs,
// server-folder-cycle). test/published-views.test.ts holds the name to a view sims publishes.

/** sims' `cards` (sims/views.ts): a card's holder, status and current plan (Admin › Catalogue counts them). */
export const cardsView = sql.identifier('cards');
