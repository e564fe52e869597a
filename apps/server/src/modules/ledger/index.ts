// The public face of modules/ledger: what other modules, commands and the app may use. The rest is the module's
// own to change; .dependency-cruiser.cjs refuses an import past this file.

export { balanceOf, lockBalance, lockBalancesWhere, openBalance } from './balance.ts';
export type { DebitManyCounts } from './debit-many.ts';
export { assertAllDebited, debitMany, debitManyCounts } from './debit-many.ts';
export type { ActivityRow, CreditEntry } from './ledger.ts';
export {
  activityById,
  activityByKey,
  createLedger,
  creditOfPayOrder,
  firstDailyFeeOf,
  ledgerFor,
} from './ledger.ts';
export { checkLedger, formatLedgerReport } from './ledger-check.ts';
export { closeOverdraft, closeOverdraftsSql, owedTotalSql, setOverdraftsSql } from './overdraft.ts';
export { STARTER_PACK_NOTE_SEPARATOR, starterPackNote, starterPackNoteDays } from './starter-pack-note.ts';
export { accountBalances, ledgerEntries } from './views.ts';
