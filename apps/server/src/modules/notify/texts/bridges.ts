import { eventTexts } from './event-texts.ts';
import { letter, mailMoney as money, mailText as t } from './words.ts';

// A bridge credit (docs/decisions/0069), started and ended by the daily run (modules/billing).

/**
 * A bridge started: today's fees were advanced against the customer's waiting top-up instead of stopping their
 * cards, and will be until it is confirmed, up to the bridge's limit.
 */
export interface BridgeStartedData {
  payOrderId: string;
  /** The waiting pay order's reference. */
  reference: string;
  limitMinor: number;
  /** Today's fees of their cards: what the advance pays now. */
  dueMinor: number;
}

export const bridgeStartedTexts = eventTexts<BridgeStartedData>({
  example: { payOrderId: 'po_7k2m9q', reference: 'PO-7K2M9Q', limitMinor: 2_000, dueMinor: 150 },
  line: (locale, bridge) => ({
    title: t(locale, 'push.bridgeStarted.title'),
    body: t(locale, 'push.bridgeStarted.body', { reference: bridge.reference }),
    link: `/pay?order=${bridge.payOrderId}`,
    tag: 'balance',
  }),
  mail: (locale, bridge, { currency, publicUrl }) => {
    const { reference } = bridge;
    return {
      kind: 'bridge_started',
      subject: t(locale, 'mail.billing.bridgeStarted.subject', { reference }),
      text: letter(
        locale,
        t(locale, 'mail.billing.bridgeStarted.facts', {
          reference,
          due: money(bridge.dueMinor, currency, locale),
          limit: money(bridge.limitMinor, currency, locale),
        }),
        t(locale, 'mail.billing.bridgeStarted.settle', {
          reference,
          link: `${publicUrl}/pay?order=${bridge.payOrderId}`,
        }),
      ),
    };
  },
});

/** A bridge ended because its top-up was cancelled: what the advance left owing, and that cards will stop. */
export interface BridgeEndedData {
  reference: string;
  /** What the advance left owing (0 or more): the next top-up pays it first. */
  owedMinor: number;
}

export const bridgeEndedTexts = eventTexts<BridgeEndedData>({
  example: { reference: 'PO-7K2M9Q', owedMinor: 450 },
  line: (locale, bridge, { currency }) => ({
    title: t(locale, 'push.bridgeEnded.title'),
    body: t(locale, 'push.bridgeEnded.body', {
      reference: bridge.reference,
      owed: money(bridge.owedMinor, currency, locale),
    }),
    link: '/recharge',
    tag: 'balance',
  }),
  mail: (locale, bridge, { currency, publicUrl }) => {
    const { reference } = bridge;
    return {
      kind: 'bridge_ended',
      subject: t(locale, 'mail.billing.bridgeEnded.subject', { reference }),
      text: letter(
        locale,
        t(locale, 'mail.billing.bridgeEnded.facts', {
          reference,
          owed: money(bridge.owedMinor, currency, locale),
        }),
        t(locale, 'mail.billing.bridgeEnded.topUp', { link: `${publicUrl}/recharge` }),
      ),
    };
  },
});
