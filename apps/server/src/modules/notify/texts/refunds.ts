import type { Locale } from '@simportal/contract/locales';
import type { RefundKind } from '@simportal/contract/refund-rule';
import { eventTexts } from './event-texts.ts';
import { letter, mailMoney as money, mailText as t } from './words.ts';

// A purchase given back to the balance, or a request for it declined (issue #71, decision 0101), in each reader's
// language: commands/refund-request.ts (credited at once) and refund-decision.ts (an administrator's decision).
// Both are webhook events too (docs/webhooks.md): an API customer's books follow the balance as for pay orders.

/** Which request and purchase: the webhook's keys (events recorded before they were added hold neither). */
interface RefundOf {
  /** The refund request (GET /api/wallet/refunds). */
  requestId: number;
  /** The purchase given back: its activity. */
  activityId: number;
}

export interface RefundCreditedData extends RefundOf {
  kind: RefundKind;
  amountMinor: number;
  currency: string;
  /** The balance after the refund. */
  balanceMinor: number;
}

export interface RefundDeclinedData extends RefundOf {
  kind: RefundKind;
  amountMinor: number;
  currency: string;
  /** The administrator's words. */
  note: string;
}

const what = (locale: Locale, kind: RefundKind) => t(locale, `mail.refund.kind.${kind}`);

export const refundCreditedTexts = eventTexts<RefundCreditedData>({
  example: {
    requestId: 7,
    activityId: 41,
    kind: 'add_on',
    amountMinor: 300,
    currency: 'USD',
    balanceMinor: 1_250,
  },
  line: (locale, refund) => {
    const facts = {
      what: what(locale, refund.kind),
      amount: money(refund.amountMinor, refund.currency, locale),
      balance: money(refund.balanceMinor, refund.currency, locale),
    };
    return {
      title: t(locale, 'push.refundCredited.title', facts),
      body: t(locale, 'push.refundCredited.body', facts),
      link: '/consumptionRecord',
      tag: 'refund',
    };
  },
  mail: (locale, refund, { publicUrl }) => {
    const facts = {
      what: what(locale, refund.kind),
      amount: money(refund.amountMinor, refund.currency, locale),
      balance: money(refund.balanceMinor, refund.currency, locale),
    };
    return {
      kind: 'refund_credited',
      subject: t(locale, 'mail.refund.credited.subject', facts),
      text: letter(
        locale,
        t(locale, 'mail.refund.credited.body', facts),
        t(locale, 'mail.refund.activities', { link: `${publicUrl}/consumptionRecord` }),
      ),
    };
  },
  webhook: (refund) => ({
    requestId: refund.requestId,
    activityId: refund.activityId,
    kind: refund.kind,
    amountMinor: refund.amountMinor,
    currency: refund.currency,
    balanceMinor: refund.balanceMinor,
  }),
});

export const refundDeclinedTexts = eventTexts<RefundDeclinedData>({
  example: {
    requestId: 8,
    activityId: 42,
    kind: 'esim_fee',
    amountMinor: 500,
    currency: 'USD',
    note: 'The eSIM was installed and used.',
  },
  line: (locale, refund) => {
    const facts = {
      what: what(locale, refund.kind),
      amount: money(refund.amountMinor, refund.currency, locale),
    };
    return {
      title: t(locale, 'push.refundDeclined.title', facts),
      body: refund.note,
      link: '/consumptionRecord',
      tag: 'refund',
    };
  },
  mail: (locale, refund, { publicUrl }) => {
    const facts = {
      what: what(locale, refund.kind),
      amount: money(refund.amountMinor, refund.currency, locale),
    };
    return {
      kind: 'refund_declined',
      subject: t(locale, 'mail.refund.declined.subject', facts),
      text: letter(
        locale,
        t(locale, 'mail.refund.declined.body', { ...facts, note: refund.note }),
        t(locale, 'mail.refund.activities', { link: `${publicUrl}/consumptionRecord` }),
      ),
    };
  },
  webhook: (refund) => ({
    requestId: refund.requestId,
    activityId: refund.activityId,
    kind: refund.kind,
    amountMinor: refund.amountMinor,
    currency: refund.currency,
    note: refund.note,
  }),
});
