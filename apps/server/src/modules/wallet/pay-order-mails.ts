import { type Locale, localeOrDefault } from '@simportal/contract/locales';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/database.ts';
import { enqueueMail, mailMoney, paragraphs, type QueuedMail, mailText as t } from '../mail/index.ts';
import { listAdministrators } from '../users/index.ts';

// The pay order's mails (issue #32), in each reader's language, plain text: a new order tells every
// administrator at once, with a link that opens it ready to confirm, and once more when it still waits after
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

/** Queues the new order's mail to every administrator, in the transaction that created the order. */
export const queueNewPayOrderMails = async (
  ctx: AppContext,
  tx: DbOrTx,
  order: OrderFacts,
): Promise<QueuedMail[]> =>
  queueToAdministrators(
    ctx,
    tx,
    await listAdministrators(tx, 'serve'),
    order,
    'pay_order_new',
    (locale, link) => renderNewPayOrderMail(locale, order, link),
  );

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
