import type { Locale } from '@simportal/contract/locales';
import { eventTexts } from './event-texts.ts';
import { mailMoney as money, paragraphs, mailText as t } from './words.ts';

// A pay order's news (issue #32), in each reader's language. Moved from modules/wallet's pay-order-mails.ts (issue
// #68), the mails' words unchanged: a confirmed order tells its customer (pay_order.credited); a new order tells
// every administrator who may confirm it at once, several in one digest (issue #67), and once more when it still
// waits after PAY_ORDER_REMIND_AFTER_MINUTES (pay_order.waiting, one event per administrator).

/** An order as the administrators' texts name it. */
export interface OrderFacts {
  reference: string;
  amountMinor: number;
  totalMinor: number;
  currency: string;
  /** Its customer. */
  username: string;
  email: string;
}

/** Orders a digest lists one by one; the rest are counted, and Admin Management lists them all. */
export const DIGEST_LISTED = 20;

/** The administrator's page of one pay order: Admin Management opens it in the confirmation dialog. */
const adminPath = (reference: string) => `/adminMode?order=${encodeURIComponent(reference)}`;

export interface PayOrderCreditedData {
  payOrderId: string;
  reference: string;
  amountMinor: number;
  currency: string;
  /** The balance after the credit. */
  balanceMinor: number;
  /** The numbers of the cards the credit resumed. */
  resumedCards: string[];
  /** Its receipt (modules/papers), issued with the credit; absent in events recorded before receipts existed. */
  receiptNumber?: string;
  /** Another address the customer asked their receipts' mail to go to as well (an accounts department). */
  receiptAlsoTo?: string;
}

/** The facts a credited order's texts name, in the reader's language. */
const creditedFacts = (locale: Locale, order: PayOrderCreditedData) => ({
  reference: order.reference,
  amount: money(order.amountMinor, order.currency, locale),
  balance: money(order.balanceMinor, order.currency, locale),
});

/** An administrator confirmed the customer's pay order: its amount is on their balance. */
export const payOrderCreditedTexts = eventTexts<PayOrderCreditedData>({
  example: {
    payOrderId: '0b0a5f7e-3c1d-4f2a-9e8b-6d5c4b3a2f10',
    reference: 'PO-7K2M9QXA',
    amountMinor: 5_000,
    currency: 'USD',
    balanceMinor: 5_350,
    resumedCards: ['1000001'],
    receiptNumber: 'R-2026-000042',
  },
  line: (locale, order) => ({
    title: t(locale, 'push.payOrderCredited.title', creditedFacts(locale, order)),
    body: t(locale, 'push.payOrderCredited.body', creditedFacts(locale, order)),
    link: '/consumptionRecord',
    tag: `pay-order-${order.reference}`,
  }),
  mail: (locale, order, { publicUrl }) => {
    const facts = creditedFacts(locale, order);
    const cards = order.resumedCards.join(t(locale, 'mail.format.listSeparator'));
    return {
      kind: 'pay_order_credited',
      subject: t(locale, 'mail.payOrder.credited.subject', facts),
      text: paragraphs(
        t(locale, 'mail.hello'),
        [
          t(locale, 'mail.payOrder.credited.body', facts),
          ...(order.resumedCards.length > 0 ? [t(locale, 'mail.payOrder.credited.resumed', { cards })] : []),
        ].join('\n'),
        t(locale, 'mail.payOrder.credited.activities', { link: `${publicUrl}/consumptionRecord` }),
        // a link that needs a sign-in, to the Personal Center's papers: the receipt itself is never in a mail
        ...(order.receiptNumber
          ? [
              t(locale, 'mail.payOrder.credited.receipt', {
                number: order.receiptNumber,
                link: `${publicUrl}/personal#papers`,
              }),
            ]
          : []),
      ),
    };
  },
  alsoMailTo: (order) => order.receiptAlsoTo ?? null,
  webhook: (order) => ({
    payOrderId: order.payOrderId,
    reference: order.reference,
    amountMinor: order.amountMinor,
    currency: order.currency,
    balanceMinor: order.balanceMinor,
  }),
});

export interface PayOrderWaitingData {
  /** new: created (one order, or a digest of several); reminder: one order still waiting. */
  news: 'new' | 'reminder';
  /** The orders, oldest first: the first DIGEST_LISTED of a digest. */
  orders: OrderFacts[];
  /** How many orders the news is of (a digest counts those it does not list). */
  count: number;
  /** A reminder's: how long the order has waited. */
  waitedMinutes?: number;
}

/** An order's amounts in the reader's language: US$50.00 in Chinese, never the ISO code (mail/mail-money.ts). */
const amounts = (locale: Locale, order: OrderFacts) => ({
  ...order,
  amount: money(order.amountMinor, order.currency, locale),
  total: money(order.totalMinor, order.currency, locale),
});

/** How long an order has waited, as the reminder says it: whole hours when it is a whole number of them. */
const waitedFor = (locale: Locale, minutes: number) =>
  Number.isInteger(minutes / 60)
    ? t(locale, 'mail.payOrder.reminder.hours', { count: minutes / 60 })
    : t(locale, 'mail.payOrder.reminder.minutes', { count: minutes });

const newOrderMail = (locale: Locale, order: OrderFacts, link: string) => {
  const facts = amounts(locale, order);
  return {
    subject: t(locale, 'mail.payOrder.new.subject', facts),
    text: paragraphs(
      t(locale, 'mail.payOrder.new.facts', facts),
      t(locale, 'mail.payOrder.new.confirm', { link }),
    ),
  };
};

const reminderMail = (locale: Locale, order: OrderFacts, link: string, waitedMinutes: number) => {
  const facts = { ...amounts(locale, order), waited: waitedFor(locale, waitedMinutes) };
  return {
    subject: t(locale, 'mail.payOrder.reminder.subject', facts),
    text: paragraphs(
      t(locale, 'mail.payOrder.reminder.facts', facts),
      t(locale, 'mail.payOrder.reminder.confirm', { link }),
    ),
  };
};

/** Several new orders in one mail (issue #67): one line each, the first DIGEST_LISTED, each with its link. */
const digestMail = (locale: Locale, data: PayOrderWaitingData, publicUrl: string) => {
  const lines = data.orders.slice(0, DIGEST_LISTED).map((order) =>
    t(locale, 'mail.payOrder.digest.line', {
      ...amounts(locale, order),
      link: `${publicUrl}${adminPath(order.reference)}`,
    }),
  );
  const more = data.count - lines.length;
  return {
    subject: t(locale, 'mail.payOrder.digest.subject', { count: data.count }),
    text: paragraphs(
      t(locale, 'mail.payOrder.digest.intro', { count: data.count }),
      lines.join('\n'),
      more > 0 && t(locale, 'mail.payOrder.digest.more', { count: more, link: `${publicUrl}/adminMode` }),
      t(locale, 'mail.payOrder.digest.confirm'),
    ),
  };
};

const example: OrderFacts = {
  reference: 'PO-7K2M9QXA',
  amountMinor: 5_000,
  totalMinor: 5_200,
  currency: 'USD',
  username: 'traveller',
  email: 'traveller@example.com',
};

/** Pay orders wait for an administrator's confirmation: told to each administrator who may confirm them. */
export const payOrderWaitingTexts = eventTexts<PayOrderWaitingData>({
  example: { news: 'new', orders: [example], count: 1 },
  line: (locale, data) => {
    const [first] = data.orders;
    if (data.news === 'new' && data.count > 1) {
      return {
        title: t(locale, 'push.payOrderWaiting.digest.title', { count: data.count }),
        body: t(locale, 'push.payOrderWaiting.digest.body'),
        link: '/adminMode',
        tag: 'pay-orders-waiting',
      };
    }
    const facts = amounts(locale, first ?? example);
    const reminder = data.news === 'reminder';
    const waited = reminder ? waitedFor(locale, data.waitedMinutes ?? 0) : '';
    return {
      title: t(locale, `push.payOrderWaiting.${data.news}.title`, facts),
      body: t(locale, `push.payOrderWaiting.${data.news}.body`, { ...facts, waited }),
      link: adminPath(facts.reference),
      tag: `pay-order-${facts.reference}`,
    };
  },
  mail: (locale, data, { publicUrl }) => {
    const [first] = data.orders;
    if (!first) return null;
    const link = `${publicUrl}${adminPath(first.reference)}`;
    if (data.news === 'reminder') {
      return { kind: 'pay_order_reminder', ...reminderMail(locale, first, link, data.waitedMinutes ?? 0) };
    }
    // one order is its own mail (its reference in the subject), several are one digest
    return {
      kind: 'pay_order_new',
      ...(data.count === 1 ? newOrderMail(locale, first, link) : digestMail(locale, data, publicUrl)),
    };
  },
});
