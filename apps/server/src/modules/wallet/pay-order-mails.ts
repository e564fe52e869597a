import { isLocale, type Locale } from '@simportal/contract/locales';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/database.ts';
import { enqueueMail, mailMoney, type QueuedMail } from '../mail/index.ts';
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
  if (locale === 'zh-CN') {
    return {
      subject: `新支付订单 ${order.reference}：${amount}，待确认`,
      text: [
        `客户 ${order.username}（${order.email}）提交了支付订单 ${order.reference}。`,
        `充值金额：${amount}；客户应付：${total}。`,
        '',
        `收到客户付款后，请打开以下链接确认入账：${link}`,
        '确认后余额立即到账，因欠费停机的卡会自动恢复。',
      ].join('\n'),
    };
  }
  return {
    subject: `New pay order ${order.reference}: ${amount} to confirm`,
    text: [
      `${order.username} (${order.email}) created pay order ${order.reference}.`,
      `Amount to credit: ${amount}; the customer pays ${total}.`,
      '',
      `When their payment has reached you, confirm it here: ${link}`,
      'Confirming credits the balance at once and resumes cards stopped for insufficient credit.',
    ].join('\n'),
  };
};

/** How long an order has waited, as the reminder says it: whole hours when it is a whole number of them. */
const waitedFor = (locale: Locale, minutes: number) => {
  const hours = minutes / 60;
  if (locale === 'zh-CN') return Number.isInteger(hours) ? `${hours} 小时` : `${minutes} 分钟`;
  if (!Number.isInteger(hours)) return `${minutes} minutes`;
  return hours === 1 ? '1 hour' : `${hours} hours`;
};

export const renderPayOrderReminderMail = (
  locale: Locale,
  order: OrderFacts,
  link: string,
  waitedMinutes: number,
) => {
  const amount = money(order.amountMinor, order.currency, locale);
  const total = money(order.totalMinor, order.currency, locale);
  const waited = waitedFor(locale, waitedMinutes);
  if (locale === 'zh-CN') {
    return {
      subject: `提醒：支付订单 ${order.reference}（${amount}）仍待确认`,
      text: [
        `客户 ${order.username}（${order.email}）的支付订单 ${order.reference} 已等待超过 ${waited}，仍未确认。`,
        `充值金额：${amount}；客户应付：${total}。`,
        '',
        `如已收到客户付款，请打开以下链接确认入账：${link}`,
        '如尚未收到，可与客户联系；客户也可以自行取消该订单。此订单不会再次提醒。',
      ].join('\n'),
    };
  }
  return {
    subject: `Reminder: pay order ${order.reference} (${amount}) is still waiting`,
    text: [
      `${order.username} (${order.email}) created pay order ${order.reference} more than ${waited} ago, and it is not confirmed yet.`,
      `Amount to credit: ${amount}; the customer pays ${total}.`,
      '',
      `If their payment has reached you, confirm it here: ${link}`,
      'If it has not, you may contact the customer; they can also cancel the order themselves. This is the only reminder for this order.',
    ].join('\n'),
  };
};

export const renderPayOrderCreditedMail = (
  locale: Locale,
  order: OrderFacts & { balanceMinor: number; resumedCards: string[] },
  link: string,
) => {
  const amount = money(order.amountMinor, order.currency, locale);
  const balance = money(order.balanceMinor, order.currency, locale);
  if (locale === 'zh-CN') {
    return {
      subject: `已到账 ${amount}（订单 ${order.reference}）`,
      text: [
        '您好，',
        '',
        `您的支付订单 ${order.reference} 已确认，${amount} 已充入余额，当前余额 ${balance}。`,
        ...(order.resumedCards.length > 0
          ? [`以下 SIM 卡已恢复使用：${order.resumedCards.join('、')}。`]
          : []),
        '',
        `查看收支记录：${link}`,
      ].join('\n'),
    };
  }
  return {
    subject: `${amount} credited (pay order ${order.reference})`,
    text: [
      'Hello,',
      '',
      `Your pay order ${order.reference} is confirmed: ${amount} was added to your balance, now ${balance}.`,
      ...(order.resumedCards.length > 0
        ? [`These SIM cards are in use again: ${order.resumedCards.join(', ')}.`]
        : []),
      '',
      `Your activities: ${link}`,
    ].join('\n'),
  };
};

const localeOf = (value: string): Locale => (isLocale(value) ? value : 'en');

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
    const locale = localeOf(admin.locale);
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
  const locale = localeOf(customer.locale);
  const mail = renderPayOrderCreditedMail(locale, order, `${ctx.config.publicUrl}/consumptionRecord`);
  return enqueueMail(ctx, tx, { to: order.email, kind: 'pay_order_credited', locale, ...mail });
};
