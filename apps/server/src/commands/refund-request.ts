import type { RefundEvidenceSeen, RefundRequest, RefundRequestBody } from '@simportal/contract/api/refunds';
import { addDaysToIsoDate } from '@simportal/contract/calendar-date';
import { REFUND_WINDOW_DAYS, type RefundKind, refundDecision } from '@simportal/contract/refund-rule';
import type { AppContext } from '../app-context.ts';
import { businessDayOf } from '../business-day.ts';
import type { DbOrTx, Tx } from '../db/database.ts';
import { DomainError } from '../http/domain-error.ts';
import { quietChild } from '../log.ts';
import { audit } from '../modules/audit/index.ts';
import { addOnPurchaseOfActivity } from '../modules/billing/index.ts';
import { networkEventsOf } from '../modules/carrier/index.ts';
import { deliverNow } from '../modules/deliveries/index.ts';
import {
  type ActivityRow,
  activityById,
  balanceOf,
  ledgerFor,
  lockBalance,
} from '../modules/ledger/index.ts';
import { type Told, tell } from '../modules/notify/index.ts';
import { cardNumbersOf } from '../modules/sims/index.ts';
import { holdUsageSteady, lastUsageImportAt, usedKbSince } from '../modules/usage/index.ts';
import { holdLiveAccount } from '../modules/users/index.ts';
import {
  insertRefundRequest,
  type RefundRequestRow,
  refundRequestOf,
  refundsAtOnceSince,
  toRefundRequest,
} from '../modules/wallet/index.ts';

// A customer asks for a purchase back to their balance (issue #71, decision 0101): the evidence is read, the
// contract's refundDecision rules, and in the same transaction the request is written and, when the rule allows,
// credited by the ledger's REFUND of the purchase. A command: it reads the ledger, billing, the carrier's events
// and usage, and writes the wallet's request, so none of them imports another.

const KIND_OF: Partial<Record<ActivityRow['type'], RefundKind>> = {
  ESIM_APPLY: 'esim_fee',
  ADD_ON_PURCHASE: 'add_on',
};

/** A profile step that reached a phone, or an attach (a phone without the profile cannot attach). */
const REACHED_PHONE = new Set([
  'profile_downloaded',
  'profile_installed',
  'attach_accepted',
  'session_started',
]);

/** The ledger key of a purchase's refund: one per purchase, whoever credits it (the rule or an administrator). */
export const refundKeyOf = (activityId: number) => `refund:${activityId}`;

/** Whole days between two ISO dates (b after a). */
const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

/** What the portal knows of the purchase now, in the caller's transaction. */
const evidenceOf = async (ctx: AppContext, tx: Tx, purchase: ActivityRow, kind: RefundKind) => {
  if (kind === 'esim_fee') {
    const events =
      purchase.cardId === null ? [] : await networkEventsOf(tx, purchase.cardId, purchase.userId);
    const reached = events.find((event) => REACHED_PHONE.has(event.kind)) ?? null;
    const evidence: RefundEvidenceSeen = {
      kind,
      profileReachedPhone: reached !== null,
      // a platform that makes the profiles reports their steps (decision 0093); the simulator and file imports do
      // not, so no event there proves nothing and the operator checks
      platformReportsProfiles: ctx.carrier.esimProfiles !== undefined,
      lastEvent: reached && { kind: reached.kind, occurredAt: reached.occurredAt.toISOString() },
    };
    return evidence;
  }
  const pack = await addOnPurchaseOfActivity(tx, purchase.id);
  if (!pack) throw new DomainError('refund_not_refundable');
  const lastImport = await lastUsageImportAt(tx);
  const evidence: RefundEvidenceSeen = {
    kind,
    usedKbSince: await usedKbSince(tx, pack.cardId, pack.businessDay),
    lastImportAt: lastImport ? lastImport.toISOString() : null,
  };
  return evidence;
};

/** A request as its customer reads it, with its card's number. */
export const presentRefund = async (
  ctx: AppContext,
  db: DbOrTx,
  row: RefundRequestRow,
): Promise<RefundRequest> => {
  const purchase = await activityById(db, row.activityId);
  const numbers = purchase?.cardId ? await cardNumbersOf(db, [purchase.cardId]) : new Map<number, string>();
  return toRefundRequest(
    row,
    ctx.config.CURRENCY,
    (purchase?.cardId && numbers.get(purchase.cardId)) || null,
  );
};

/** Sends the mails and pushes queued by a refund's news once its transaction committed. */
export const deliverTold = (ctx: AppContext, told: Told | null) => {
  if (!told) return;
  const ids = [...told.mails.map((mail) => mail.id), ...told.pushIds];
  void deliverNow(ctx, ids, quietChild(ctx.log, { work: 'refund mail' }));
};

/**
 * The customer `userId` asks for the purchase `activityId` back. Answers the request, CREDITED (the balance grew
 * by the purchase's amount, one REFUND entry) or WAITING (Admin Management's queue). Refused: not_found (not the
 * caller's), refund_not_refundable (no eSIM fee nor paid add-on), refund_window_passed, refund_already_requested
 * (data: { status }). Locks, in the ledger's one order: the usage import's shared lock (an add-on's evidence and
 * its credit are one decision: no import writes between them), the account, the balance; the purchase's REFUND
 * key and the unique request per purchase make a second credit impossible whatever races.
 */
export const requestRefund = async (
  ctx: AppContext,
  caller: { userId: number; ip: string },
  activityId: number,
  body: { reason: RefundRequestBody['reason']; note: string },
): Promise<RefundRequest> => {
  const { db } = ctx.database;
  const purchase = await activityById(db, activityId);
  if (!purchase || purchase.userId !== caller.userId) throw new DomainError('not_found');
  const kind = KIND_OF[purchase.type];
  if (!kind || purchase.amountMinor >= 0) throw new DomainError('refund_not_refundable');
  const today = businessDayOf(ctx);
  const outcome = await db.transaction(async (tx) => {
    if (kind === 'add_on') await holdUsageSteady(tx);
    await holdLiveAccount(tx, caller.userId);
    await lockBalance(tx, caller.userId);
    // the balance lock serialises this customer's requests: the check below sees any that committed first
    const earlier = await refundRequestOf(tx, purchase.id);
    if (earlier) throw new DomainError('refund_already_requested', { status: earlier.status });
    const evidence = await evidenceOf(ctx, tx, purchase, kind);
    const now = ctx.clock.now();
    const since = new Date(Date.parse(`${addDaysToIsoDate(today, -REFUND_WINDOW_DAYS)}T00:00:00Z`));
    const decision = refundDecision({
      evidence,
      daysSincePurchase: daysBetween(purchase.tradeDate, today),
      recentAtOnce: await refundsAtOnceSince(tx, caller.userId, since),
    });
    if (decision.outcome === 'refuse') throw new DomainError('refund_window_passed');
    const amountMinor = -purchase.amountMinor;
    const credited =
      decision.outcome === 'credit'
        ? await ledgerFor(ctx).refund(tx, {
            userId: caller.userId,
            amountMinor,
            reason: 'refund',
            refundsActivityId: purchase.id,
            idempotencyKey: refundKeyOf(purchase.id),
          })
        : null;
    const row = await insertRefundRequest(tx, {
      userId: caller.userId,
      activityId: purchase.id,
      kind,
      amountMinor,
      reason: body.reason,
      note: body.note,
      status: credited ? 'CREDITED' : 'WAITING',
      ground: decision.ground,
      evidence,
      refundActivityId: credited?.activity.id ?? null,
      createdAt: now,
      decidedAt: credited ? now : null,
    });
    await audit(tx, {
      actorId: caller.userId,
      action: 'refund_request',
      targetUserId: caller.userId,
      targetCardId: purchase.cardId,
      details: { requestId: row.id, activityId: purchase.id, amountMinor, reason: body.reason, ...decision },
      ip: caller.ip,
      at: now,
    });
    const told = credited
      ? await tell(ctx, tx, [
          {
            kind: 'refund.credited',
            userId: caller.userId,
            data: {
              requestId: row.id,
              activityId: purchase.id,
              kind,
              amountMinor,
              currency: ctx.config.CURRENCY,
              balanceMinor: (await balanceOf(tx, caller.userId))!,
            },
          },
        ])
      : null;
    return { row, told };
  });
  deliverTold(ctx, outcome.told);
  return presentRefund(ctx, db, outcome.row);
};
