/**
 * How customers reach the administrators to pay a pay order (spec §1: nothing is paid online; the administrator
 * adds the amount): the kinds of channel and the address each opens. Zod-free, so the pages that show the
 * channels (home, FAQ, /pay) do not load zod; api/support.ts holds the schemas the server validates with.
 * docs/decisions/0034-payment-contact-channels.md.
 */
export const SUPPORT_CHANNEL_KINDS = [
  'email',
  'phone',
  'whatsapp',
  'wechat',
  'wechat_qr',
  'telegram',
  'url',
] as const;
export type SupportChannelKind = (typeof SUPPORT_CHANNEL_KINDS)[number];

/** A channel as api/support.ts's schema accepts it: its kind and the value as that kind takes it. */
export interface SupportChannelValue {
  kind: SupportChannelKind;
  value: string;
}

/** What a pay order's message to the administrator says, for the channels that can carry one. */
export interface PaymentMessage {
  reference: string;
  /** Already formatted in the reader's language ("US$50.00"). */
  amount: string;
  text: string;
}

const digits = (value: string) => value.replace(/[^0-9]/g, '');

/**
 * The address a channel opens: mailto:, tel:, wa.me and t.me links (with the pay order's reference and amount
 * prefilled where the channel allows), the URL itself; null for WeChat, which has no web link to a person (its
 * ID is shown to copy, its QR code to scan in WeChat: a browser opening the QR's link only says "open WeChat").
 */
export const supportChannelHref = (channel: SupportChannelValue, message?: PaymentMessage): string | null => {
  const text = message ? encodeURIComponent(message.text) : '';
  switch (channel.kind) {
    case 'email':
      return message
        ? `mailto:${channel.value}?subject=${encodeURIComponent(`${message.reference} ${message.amount}`)}&body=${text}`
        : `mailto:${channel.value}`;
    case 'phone':
      return `tel:+${digits(channel.value)}`;
    case 'whatsapp':
      return `https://wa.me/${digits(channel.value)}${message ? `?text=${text}` : ''}`;
    case 'telegram':
      return `https://t.me/${channel.value.replace(/^@/, '')}`;
    case 'url':
      return channel.value;
    case 'wechat':
    case 'wechat_qr':
      return null;
  }
};
