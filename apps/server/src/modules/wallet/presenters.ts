import type { LocalizedText } from '@simportal/contract/api/catalog';
import type { Activity, AdminPayOrder, PayOrder } from '@simportal/contract/api/wallet';
import type { PayOrderStatus } from '@simportal/contract/enums';
import { inLocaleOrder } from '@simportal/contract/localized-text';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { planVersions } from '../catalog/index.ts';
import { ledgerEntries, STARTER_PACK_NOTE_SEPARATOR, starterPackNoteDays } from '../ledger/index.ts';
import { cards } from '../sims/index.ts';
import { userAccounts } from '../users/index.ts';
import { payOrders } from './schema.ts';

export type PayOrderRow = typeof payOrders.$inferSelect;

/** An order as the screens show it; `repaysMinor` is pay-order-repays.ts's, read beside the row. */
export const toPayOrder = (row: PayOrderRow, currency: string, repaysMinor: number): PayOrder => ({
  id: row.id,
  reference: row.reference,
  remark: row.remark,
  method: row.method,
  status: row.status,
  amountMinor: row.amountMinor,
  serviceFeeMinor: row.serviceFeeMinor,
  internationalFeeMinor: row.internationalFeeMinor,
  totalMinor: row.totalMinor,
  currency,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
  repaysMinor,
});

/**
 * Orders created at or before this instant and still INIT are overdue: the administrators are reminded of them
 * (pay-order-reminders.ts) and their screens mark them. Null when PAY_ORDER_REMIND_AFTER_MINUTES is 0 (never).
 */
export const overdueCutoff = (remindAfterMinutes: number, now: Date): Date | null =>
  remindAfterMinutes > 0 ? new Date(now.getTime() - remindAfterMinutes * 60_000) : null;

export const isOverdue = (row: Pick<PayOrderRow, 'status' | 'createdAt'>, cutoff: Date | null) =>
  cutoff !== null && row.status === 'INIT' && row.createdAt.getTime() <= cutoff.getTime();

export const toAdminPayOrder = (
  row: PayOrderRow,
  owner: { username: string; email: string },
  currency: string,
  cutoff: Date | null,
  /** Of its amount, what pays back fees advanced (pay-order-repays.ts). */
  repaysMinor: number,
  /** What has been advanced against it while it waits (decision 0069), null without a bridge on it. */
  advancedMinor: number | null = null,
): AdminPayOrder => ({
  ...toPayOrder(row, currency, repaysMinor),
  userId: row.userId,
  username: owner.username,
  email: owner.email,
  overdue: isOverdue(row, cutoff),
  advancedMinor,
});

/**
 * Within this long of an eSIM's fee, the plan's first day written by the same purchase (apply-esim.ts: one
 * transaction, milliseconds apart).
 */
const ONE_PURCHASE = sql.raw(`interval '1 minute'`);

/**
 * The eSIM line of the purchase a line belongs to, when an eSIM was bought with its plan (issue #56): the ledger
 * writes it as two rows, the eSIM's fee then the plan's first day of the same card, one after the other under the
 * customer's balance lock, so no row of theirs comes between. Read from the ledger's rows as they are (a display
 * link: nothing is written): an eSIM's fee whose customer's next row is that card's daily fee within a minute,
 * and that daily fee. The lookups use activities_user_id_idx (user, id), one row each, only for those two types.
 */
const esimPurchaseOf = sql<number | null>`case
  when ${ledgerEntries.type} = 'ESIM_APPLY' then (
    select case when nxt.type = 'DAILY_FEE' and nxt.card_id = ${ledgerEntries.cardId}
      and nxt.created_at < ${ledgerEntries.createdAt} + ${ONE_PURCHASE} then ${ledgerEntries.id} end
    from ledger_entries nxt
    where nxt.user_id = ${ledgerEntries.userId} and nxt.id > ${ledgerEntries.id}
    order by nxt.id limit 1)
  when ${ledgerEntries.type} = 'DAILY_FEE' then (
    select case when prv.type = 'ESIM_APPLY' and prv.card_id = ${ledgerEntries.cardId}
      and ${ledgerEntries.createdAt} < prv.created_at + ${ONE_PURCHASE} then prv.id end
    from ledger_entries prv
    where prv.user_id = ${ledgerEntries.userId} and prv.id < ${ledgerEntries.id}
    order by prv.id desc limit 1)
end`.mapWith(Number);

/**
 * An activity as the screens show it (toActivity), with what they show beside it: the card's number and the
 * pay order's status. Only those columns: a page maps every column of every row (bench/api.ts profiles). The
 * ledger's rows, the card's number and the plan's name come through the views the ledger, sims and catalog
 * publish (one statement a page, as the Activities screen is read on every visit: docs/decisions/0050).
 */
export const activityViewColumns = {
  activity: {
    id: ledgerEntries.id,
    type: ledgerEntries.type,
    amountMinor: ledgerEntries.amountMinor,
    balanceAfterMinor: ledgerEntries.balanceAfterMinor,
    reason: ledgerEntries.reason,
    note: ledgerEntries.note,
    cardId: ledgerEntries.cardId,
    payOrderId: ledgerEntries.payOrderId,
    refundsActivityId: ledgerEntries.refundsActivityId,
    tradeDate: ledgerEntries.tradeDate,
    createdAt: ledgerEntries.createdAt,
  },
  cardNumber: cards.cardNumber,
  payOrderStatus: payOrders.status,
  // a StarterPack credit's plan, named in both languages (its note holds the plan's code)
  starterPackPlan: planVersions.name,
  esimPurchaseId: esimPurchaseOf,
};

/** The join condition of a StarterPack credit's plan: the code after the separator in its note. */
export const starterPackPlanOf = and(
  eq(ledgerEntries.reason, 'starter_pack_credit'),
  eq(planVersions.code, sql`split_part(${ledgerEntries.note}, ${STARTER_PACK_NOTE_SEPARATOR}, 2)`),
);

export const selectActivityViews = (db: DbOrTx) =>
  db
    .select(activityViewColumns)
    .from(ledgerEntries)
    .leftJoin(cards, eq(cards.id, ledgerEntries.cardId))
    .leftJoin(payOrders, eq(payOrders.id, ledgerEntries.payOrderId))
    .leftJoin(planVersions, starterPackPlanOf)
    .$dynamic();

type LedgerEntry = typeof ledgerEntries.$inferSelect;

export type ActivityView = {
  activity: Pick<LedgerEntry, keyof (typeof activityViewColumns)['activity']>;
  cardNumber: string | null;
  payOrderStatus: PayOrderStatus | null;
  starterPackPlan: LocalizedText | null;
  esimPurchaseId: number | null;
};

/** What a StarterPack credit converted, for the screens: its days and the plan's name, never the plan's code. */
const starterPackOf = (view: ActivityView): Activity['starterPack'] => {
  const days =
    view.activity.reason === 'starter_pack_credit' ? starterPackNoteDays(view.activity.note) : null;
  if (days === null || view.starterPackPlan === null) return null;
  return { days, planName: inLocaleOrder(view.starterPackPlan) };
};

export const toActivity = (view: ActivityView): Activity => {
  const row = view.activity;
  const type = row.type;
  const starterPack = starterPackOf(view);
  return {
    id: row.id,
    type,
    amountMinor: row.amountMinor,
    balanceAfterMinor: row.balanceAfterMinor,
    reason: row.reason,
    // the note of a StarterPack credit is the machine's (days × plan code): its meaning is in `starterPack`
    note: starterPack ? null : row.note,
    starterPack,
    cardId: row.cardId,
    cardNumber: view.cardNumber,
    payOrderId: row.payOrderId,
    refundsActivityId: row.refundsActivityId,
    esimPurchaseId: view.esimPurchaseId,
    // A top-up is in the ledger only once it is paid: its recharge status is its pay order's, else FINISHED.
    rechargeStatus: type === 'TOP_UP' ? (view.payOrderStatus ?? 'FINISHED') : null,
    tradeDate: row.tradeDate,
    createdAt: row.createdAt.toISOString(),
  };
};

/** One activity as the API presents it (after a ledger call). */
export const findActivity = async (db: DbOrTx, id: number): Promise<Activity> => {
  const [view] = await selectActivityViews(db).where(eq(ledgerEntries.id, id));
  if (!view) throw new Error(`activity ${id} vanished`);
  return toActivity(view);
};

/** A pay order's customer, named through the users module's view (admin lists filter and page by it). */
export const ownerColumns = { username: userAccounts.username, email: userAccounts.email };
