import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/database.ts';
import { type NotifyEvent, type Told, tell } from '../notify/index.ts';
import { listAdministrators } from '../users/index.ts';

// The administrators' news of pay orders (issue #32), told through modules/notify (issue #68) as
// `pay_order.waiting`, one event per administrator who may confirm: a new order at once (several in one digest,
// pay-order-announcements.ts), and once more when it still waits after PAY_ORDER_REMIND_AFTER_MINUTES
// (pay-order-reminders.ts). notify renders each in the administrator's language (notify/texts/pay-orders.ts).

export interface OrderFacts {
  reference: string;
  amountMinor: number;
  totalMinor: number;
  currency: string;
  username: string;
  email: string;
}

/** Orders a digest lists one by one (notify/texts/pay-orders.ts); the rest are counted. */
const DIGEST_LISTED = 20;

type Administrator = Awaited<ReturnType<typeof listAdministrators>>[number];

/** The reminder of each of `orders` still waiting, to each administrator: the events to tell. */
export const payOrderReminders = (
  administrators: Administrator[],
  orders: OrderFacts[],
  waitedMinutes: number,
): NotifyEvent[] =>
  orders.flatMap((order) =>
    administrators.map(
      (admin): NotifyEvent => ({
        kind: 'pay_order.waiting',
        userId: admin.id,
        data: { news: 'reminder', orders: [order], count: 1, waitedMinutes },
      }),
    ),
  );

/**
 * Tells every administrator who may confirm of new orders, in the transaction that claimed them: one order is its
 * own news (its reference in the mail's subject), several are one digest, so a flood of orders is one each.
 */
export const tellNewPayOrders = async (ctx: AppContext, tx: DbOrTx, orders: OrderFacts[]): Promise<Told> => {
  const administrators = await listAdministrators(tx, 'serve');
  const data = { news: 'new' as const, orders: orders.slice(0, DIGEST_LISTED), count: orders.length };
  return tell(
    ctx,
    tx,
    administrators.map((admin) => ({ kind: 'pay_order.waiting', userId: admin.id, data })),
  );
};
