// The public face of modules/sims: what other modules, commands and the app may use. The rest is the module's
// own to change; .dependency-cruiser.cjs refuses an import past this file.
export type { AdminCardCursor, CardWhere } from './admin-card-list.ts';
export { adminCardIds, adminCardsAfter, cardWhere, knownCardIds, listAdminCards } from './admin-card-list.ts';
export { adminCardsOf, findAdminCard, groupNames, toAdminCards } from './admin-cards.ts';
export { simAdminRoutes } from './admin-routes.ts';
export type { BindLockScope, TrippedLock } from './bind-attempts.ts';
export {
  BIND_ACCOUNT_MAX_FAILURES,
  BIND_CARD_MAX_FAILURES,
  BIND_GUESSER_MAX_FAILURES,
  BIND_WINDOW_SECONDS,
  countBindAttempt,
  locksTripped,
  withdrawBindAttempt,
} from './bind-attempts.ts';
export { findCardByNumbers, takeFreeCard } from './card-binding.ts';
export type { CardGroupActionRow, CardGroupRow } from './card-groups.ts';
export {
  cardGroupsExport,
  cardIdsOfGroup,
  findGroupAction,
  forgetCardGroups,
  groupedCardsOf,
  groupQuoteUsed,
  groupsOf,
  recordGroupAction,
} from './card-groups.ts';
export { cardHoldersSql, cardsAsOf, stampChangesAt } from './card-history.ts';
export { importCards } from './card-import.ts';
export { cardNumbersOf, cardUsesNumberSql, iccidsOf, numbersInUse } from './card-numbers.ts';
export { transitionCard, transitionCards } from './card-status.ts';
export type { CardTerms, CardTermsSql } from './card-writes.ts';
export {
  createBoundCard,
  lockCard,
  lockSuspendedCards,
  updateCardsTerms,
  updateCardTerms,
} from './card-writes.ts';
export {
  cardIdsOfMember,
  forgetMemberGroups,
  groupsOfMembers,
  memberReachesCard,
  ownersGroups,
  setMemberGroups,
} from './member-cards.ts';
export { type WantedNetworkState, wantedNetworkStates } from './network-wanted.ts';
export { lockOwnedCardWithPlan, schedulePendingPlan } from './plan-order-statements.ts';
export { toSimCard } from './presenters.ts';
export type { SimCardRow } from './queries.ts';
export {
  countHeldCards,
  countOwnedCards,
  findOwnedCard,
  lockOwnedCard,
  readCard,
  readOwnedCard,
} from './queries.ts';
export { simRoutes } from './routes.ts';
export { listMyCards, retireAllCards, stopCardBilling, takeBackCard } from './service.ts';
export { cards } from './views.ts';
