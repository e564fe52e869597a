import { type Locale, localeOrDefault } from '@simportal/contract/locales';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/database.ts';
import { enqueueMail, mailMoney, paragraphs, type QueuedMail, mailText as t } from '../mail/index.ts';
import { listAdministrators } from '../users/index.ts';

// The pay order's mails (issue #32), in each reader's language, plain text: a new order tells every
// administrator at once (several in one digest, pay-order-announcements.ts), with a link that opens it ready to confirm, and once more when it still waits after
// PAY_ORDER_REMIND_AFTER_MINUTES (pay-order-reminders.ts); a confirmed order tells its customer.

// an amount in the mail's language (mail/mail-money.ts): US$50.00 in Chinese, never the ISO code
const money = (minor: number, currency: string, locale: Locale) => mailMoney(minor, currency, locale);

interface OrderFacts {
  reference: string;
  amountMinor: number;
  totalMinor: number;
  currency: string;
  username: string;
  email: string;
}

/** The administrator's address of one pay order: Admin Management opens it in the confirmation dialog. */
export const payOrderAdminLink = (publicUrl: string, reference: string) =>
  `${publicUrl}/adminMode?order=${encodeURIComponent(reference)}`;

export const renderNewPayOrderMail = (locale: Locale, order: OrderFacts, link: string) => {
  const amount = money(order.amountMinor, order.currency, locale);
  const total = money(order.totalMinor, order.currency, locale);
  const facts = { ...order, amount, total };
  return {
    subject: t(locale, 'mail.payOrder.new.subject', facts),
    text: paragraphs(
      t(locale, 'mail.payOrder.new.facts', facts),
      t(locale, 'mail.payOrder.new.confirm', { link }),
    ),
  };
};

/** How long an order has waited, as the reminder says it: whole hours when it is a whole number of them. */
const waitedFor = (locale: Locale, minutes: number) =>
  Number.isInteger(minutes / 60)
    ? t(locale, 'mail.payOrder.reminder.hours', { count: minutes / 60 })
    : t(locale, 'mail.payOrder.reminder.minutes', { count: minutes });

export const renderPayOrderReminderMail = (
  locale: Locale,
  order: OrderFacts,
  link: string,
  waitedMinutes: number,
) => {
  const amount = money(order.amountMinor, order.currency, locale);
  const total = money(order.totalMinor, order.currency, locale);
  const facts = { ...order, amount, total, waited: waitedFor(locale, waitedMinutes) };
  return {
    subject: t(locale, 'mail.payOrder.reminder.subject', facts),
    text: paragraphs(
      t(locale, 'mail.payOrder.reminder.facts', facts),
      t(locale, 'mail.payOrder.reminder.confirm', { link }),
    ),
  };
};

export const renderPayOrderCreditedMail = (
  locale: Locale,
  order: OrderFacts & { balanceMinor: number; resumedCards: string[] },
  link: string,
) => {
  const facts = {
    reference: order.reference,
    amount: money(order.amountMinor, order.currency, locale),
    balance: money(order.balanceMinor, order.currency, locale),
  };
  const cards = order.resumedCards.join(t(locale, 'mail.format.listSeparator'));
  return {
    subject: t(locale, 'mail.payOrder.credited.subject', facts),
    text: paragraphs(
      t(locale, 'mail.hello'),
      [
        t(locale, 'mail.payOrder.credited.body', facts),
        ...(order.resumedCards.length > 0 ? [t(locale, 'mail.payOrder.credited.resumed', { cards })] : []),
      ].join('\n'),
      t(locale, 'mail.payOrder.credited.activities', { link }),
    ),
  };
};

type Administrator = Awaited<ReturnType<typeof listAdministrators>>[number];

/** One mail about `order` to each administrator, in their language, with the link that opens it. */
const queueToAdministrators = async (
  ctx: AppContext,
  tx: DbOrTx,
  administrators: Administrator[],
  order: OrderFacts,
  kind: string,
  render: (locale: Locale, link: string) => { subject: string; text: string },
): Promise<QueuedMail[]> => {
  const link = payOrderAdminLink(ctx.config.publicUrl, order.reference);
  const queued: QueuedMail[] = [];
  for (const admin of administrators) {
    const locale = localeOrDefault(admin.locale);
    queued.push(await enqueueMail(ctx, tx, { to: admin.email, kind, locale, ...render(locale, link) }));
  }
  return queued;
};

/** Orders a digest lists one by one; the rest are counted, and Admin Management lists them all. */
export const DIGEST_LISTED = 20;

/** Several new orders in one mail (issue #67): one line each, the first DIGEST_LISTED, each with its link. */
export const renderPayOrderDigestMail = (locale: Locale, orders: OrderFacts[], publicUrl: string) => {
  const lines = orders.slice(0, DIGEST_LISTED).map((order) =>
    t(locale, 'mail.payOrder.digest.line', {
      ...order,
      amount: money(order.amountMinor, order.currency, locale),
      total: money(order.totalMinor, order.currency, locale),
      link: payOrderAdminLink(publicUrl, order.reference),
    }),
  );
  const more = orders.length - lines.length;
  return {
    subject: t(locale, 'mail.payOrder.digest.subject', { count: orders.length }),
    text: paragraphs(
      t(locale, 'mail.payOrder.digest.intro', { count: orders.length }),
      lines.join('\n'),
      more > 0 && t(locale, 'mail.payOrder.digest.more', { count: more, link: `${publicUrl}/adminMode` }),
      t(locale, 'mail.payOrder.digest.confirm'),
    ),
  };
};

/**
 * Queues the news of new orders to every administrator, in the transaction that claimed them: one order is
 * its own mail (its reference in the subject), several are one digest, so a flood of orders is one mail each.
 */
export const queueNewPayOrderMails = async (
  ctx: AppContext,
  tx: DbOrTx,
  orders: OrderFacts[],
): Promise<QueuedMail[]> => {
  const administrators = await listAdministrators(tx, 'serve');
  const [only] = orders;
  if (orders.length === 1 && only) {
    return queueToAdministrators(ctx, tx, administrators, only, 'pay_order_new', (locale, link) =>
      renderNewPayOrderMail(locale, only, link),
    );
  }
  const queued: QueuedMail[] = [];
  for (const admin of administrators) {
    const locale = localeOrDefault(admin.locale);
    const mail = renderPayOrderDigestMail(locale, orders, ctx.config.publicUrl);
    queued.push(await enqueueMail(ctx, tx, { to: admin.email, kind: 'pay_order_new', locale, ...mail }));
  }
  return queued;
};

/** Queues the reminder of an order still waiting to every administrator, in the transaction that claimed it. */
export const queuePayOrderReminderMails = (
  ctx: AppContext,
  tx: DbOrTx,
  administrators: Administrator[],
  order: OrderFacts,
): Promise<QueuedMail[]> =>
  queueToAdministrators(ctx, tx, administrators, order, 'pay_order_reminder', (locale, link) =>
    renderPayOrderReminderMail(locale, order, link, ctx.config.PAY_ORDER_REMIND_AFTER_MINUTES),
  );

/** Queues the customer's "credited" mail, in the transaction that confirmed the order. */
export const queuePayOrderCreditedMail = (
  ctx: AppContext,
  tx: DbOrTx,
  customer: { locale: string },
  order: OrderFacts & { balanceMinor: number; resumedCards: string[] },
): Promise<QueuedMail> => {
  const locale = localeOrDefault(customer.locale);
  const mail = renderPayOrderCreditedMail(locale, order, `${ctx.config.publicUrl}/consumptionRecord`);
  return enqueueMail(ctx, tx, { to: order.email, kind: 'pay_order_credited', locale, ...mail });
};
