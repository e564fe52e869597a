import { randomInt } from 'node:crypto';
import type { PayOrder } from '@simportal/contract/api/wallet';
import type { PaymentMethod, PayOrderStatus } from '@simportal/contract/enums';
import type { Page } from '@simportal/contract/envelope';
import { payOrderFees } from '@simportal/contract/fees';
import {
  PAY_ORDER_REFERENCE_ALPHABET,
  PAY_ORDER_REFERENCE_LENGTH,
} from '@simportal/contract/rules/pay-order-reference';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { violatedUniqueConstraint } from '../../db/unique-violation.ts';
import { DomainError } from '../../http/domain-error.ts';
import { deliverNow } from '../deliveries/index.ts';
import { hashRequest, replayOf, requestKey } from '../idempotency/index.ts';
import { lockBalance } from '../ledger/index.ts';
import type { Told } from '../notify/index.ts';
import { holdLiveAccount } from '../users/index.ts';
import { announceNewPayOrder } from './pay-order-announcements.ts';
import { repaysOf, repaysSql } from './pay-order-repays.ts';
import { toPayOrder } from './presenters.ts';
import { payOrders } from './schema.ts';

const REFERENCE_ATTEMPTS = 3;

/**
 * Pay orders one customer may have waiting for confirmation at once (issue #67): a top-up is one order, and a
 * second or third covers a changed amount or method; past that an order is only noise for the administrators.
 */
export const PAY_ORDERS_WAITING_MAX = 3;

/** PO- and 8 random characters (40 bits): the code the customer quotes to the administrator. */
export const newPayOrderReference = (): string =>
  `PO-${Array.from({ length: PAY_ORDER_REFERENCE_LENGTH }, () => PAY_ORDER_REFERENCE_ALPHABET[randomInt(32)]).join('')}`;

export interface CreatedPayOrder {
  order: PayOrder;
  /** True when an earlier request with the same Idempotency-Key created it. */
  replayed: boolean;
}

/**
 * Sends the administrators' news after the commit, without holding the customer's answer (the worker retries): the
 * mails, and the pushes unless their quiet hours hold them (deliverNow leaves a delivery not yet due).
 */
const deliverAfterCommit = (
  ctx: AppContext,
  told: Told | null,
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
) => {
  if (!told) return;
  void deliverNow(ctx, [...told.mails.map((mail) => mail.id), ...told.pushIds], log);
};

/**
 * Creates an INIT pay order with its fees computed by the contract (the same function the screen shows).
 * Nothing is credited here: only an administrator's confirmation moves the balance. With an Idempotency-Key
 * a retried create answers the first order; the same key with another amount, method or remark → 409. A
 * customer with PAY_ORDERS_WAITING_MAX orders waiting is refused (pay_order_waiting_limit, 409). The
 * administrators are told in the same transaction (the outbox): at once unless this customer's orders were
 * told of within the digest window, else in a delivery round's digest (pay-order-announcements.ts).
 */
export const createPayOrder = async (
  ctx: AppContext,
  userId: number,
  body: { amountMinor: number; method: PaymentMethod; remark: string },
  clientKey?: string,
  log: Pick<FastifyBaseLogger, 'warn' | 'error'> = ctx.log,
): Promise<CreatedPayOrder> => {
  const fees = payOrderFees(body.amountMinor, body.method);
  const idempotencyKey = requestKey('pay-order', userId, clientKey);
  const requestHash = hashRequest({
    amountMinor: body.amountMinor,
    method: body.method,
    remark: body.remark,
  });
  for (let attempt = 1; ; attempt++) {
    try {
      const created = await ctx.database.db.transaction(async (tx) => {
        // the account first (modules/ledger/README.md, "Lock order"): an order asked for while the account is
        // being deleted waits for the deletion, then is refused (account_deleted), so no order outlives it
        await holdLiveAccount(tx, userId);
        const earlier = await replayOf(
          tx,
          idempotencyKey,
          async () =>
            (await tx.select().from(payOrders).where(eq(payOrders.idempotencyKey, idempotencyKey)))[0],
          (order) => order.requestHash === requestHash,
          clientKey,
        );
        if (earlier) {
          const order = toPayOrder(earlier, ctx.config.CURRENCY, await repaysOf(tx, earlier.id));
          return { order, replayed: true, told: null };
        }
        // counted under the balance's lock (the account's above is shared: on PostgreSQL ten orders asked for at
        // once all passed a count under it), so orders asked for at once wait for each other's count
        await lockBalance(tx, userId);
        const [waiting] = await tx
          .select({ n: count() })
          .from(payOrders)
          .where(and(eq(payOrders.userId, userId), eq(payOrders.status, 'INIT')));
        if ((waiting?.n ?? 0) >= PAY_ORDERS_WAITING_MAX) {
          throw new DomainError('pay_order_waiting_limit', { limit: PAY_ORDERS_WAITING_MAX });
        }
        const [row] = await tx
          .insert(payOrders)
          .values({
            userId,
            reference: newPayOrderReference(),
            remark: body.remark,
            method: body.method,
            ...fees,
            idempotencyKey,
            requestHash,
            createdAt: ctx.clock.now(),
          })
          .returning();
        const told = await announceNewPayOrder(ctx, tx, userId);
        const order = toPayOrder(row!, ctx.config.CURRENCY, await repaysOf(tx, row!.id));
        return { order, replayed: false, told };
      });
      deliverAfterCommit(ctx, created.told, log);
      return { order: created.order, replayed: created.replayed };
    } catch (error) {
      // Two orders drew the same random reference: draw again.
      const clash = violatedUniqueConstraint(error) === 'pay_orders_reference_unique';
      if (!clash || attempt >= REFERENCE_ATTEMPTS) throw error;
    }
  }
};

/** The caller's own order; another user's (or no) order is not_found, so ids reveal nothing. */
export const getMyPayOrder = async (ctx: AppContext, userId: number, id: string): Promise<PayOrder> => {
  const [row] = await ctx.database.db
    .select({ order: payOrders, repays: repaysSql })
    .from(payOrders)
    .where(and(eq(payOrders.id, id), eq(payOrders.userId, userId)));
  if (!row) throw new DomainError('not_found');
  return toPayOrder(row.order, ctx.config.CURRENCY, row.repays);
};

/** The caller's orders, newest first, optionally of one status. */
export const listMyPayOrders = async (
  ctx: AppContext,
  userId: number,
  query: { page: number; pageSize: number; status?: PayOrderStatus },
): Promise<Page<PayOrder>> => {
  const { db } = ctx.database;
  const conditions: SQL[] = [eq(payOrders.userId, userId)];
  if (query.status) conditions.push(eq(payOrders.status, query.status));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(payOrders).where(where);
  const rows = await db
    .select({ order: payOrders, repays: repaysSql })
    .from(payOrders)
    .where(where)
    .orderBy(desc(payOrders.createdAt), desc(payOrders.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map((row) => toPayOrder(row.order, ctx.config.CURRENCY, row.repays)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
};
