import { z } from 'zod';
import { perLocale } from '../localized-text.ts';

/**
 * How customers reach the administrators to pay a pay order (spec §1: nothing is paid online; the administrator
 * adds the amount). Set in Admin Management › Support, shown on /pay, the home page's support area and the FAQ.
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

/** At most this many channels: a phone screen shows them all without scrolling past the order. */
export const MAX_SUPPORT_CHANNELS = 6;
export const MAX_OFFICE_HOURS_LENGTH = 120;

type ChannelSchema = z.ZodObject<{ kind: z.ZodLiteral<SupportChannelKind>; value: z.ZodString }>;

// Each kind's value as a person types it; the web builds the tappable address from it (supportChannelHref).
const VALUE_RULES: Record<SupportChannelKind, RegExp> = {
  email: /^[^\s@]{1,64}@[^\s@]{1,189}\.[^\s@]{2,63}$/,
  // E.164 with the usual separators: "+44 20 7946 0958"
  phone: /^\+[0-9][0-9 ()-]{5,22}$/,
  whatsapp: /^\+[0-9][0-9 ()-]{5,22}$/,
  // WeChat IDs: a letter, then 5–19 letters, digits, _ or -
  wechat: /^[A-Za-z][-_A-Za-z0-9]{5,19}$/,
  // What a WeChat contact, group, official account or WeCom QR code carries: a link to WeChat's own hosts. The
  // administrator's QR image is read in their browser; only this text is kept, and customers see it redrawn.
  wechat_qr:
    /^https?:\/\/(u\.wechat\.com|weixin\.qq\.com|work\.weixin\.qq\.com)\/[-A-Za-z0-9_/.?=&%~+]{1,200}$/,
  telegram: /^@?[A-Za-z][A-Za-z0-9_]{4,31}$/,
  url: /^https:\/\/[^\s<>"]{3,200}$/,
};

/**
 * One channel: its kind and the value as that kind takes it. A union by kind, so the OpenAPI document states each
 * kind's pattern (a fuzzer generating "valid" channels from the document makes ones the server accepts).
 */
export const supportChannelSchema = z.discriminatedUnion(
  'kind',
  SUPPORT_CHANNEL_KINDS.map((kind) =>
    z.object({
      kind: z.literal(kind),
      value: z
        .string({ error: 'field_required' })
        .trim()
        .min(1, { error: 'field_required' })
        .regex(VALUE_RULES[kind], { error: 'support_channel_invalid' }),
    }),
  ) as unknown as [ChannelSchema, ...ChannelSchema[]],
  { error: 'invalid_value' },
);
export type SupportChannel = z.infer<typeof supportChannelSchema>;

const officeHoursSchema = z
  .string({ error: 'invalid_value' })
  .trim()
  .max(MAX_OFFICE_HOURS_LENGTH, { error: 'invalid_value' });

/** GET /api/support (public) and PUT /api/admin/support (its body). */
export const supportSettingsSchema = z.object({
  channels: z.array(supportChannelSchema).max(MAX_SUPPORT_CHANNELS, { error: 'invalid_value' }),
  /** When someone answers, in each language ("Mon–Fri 9:00–18:00 CET"); empty: not said. */
  officeHours: perLocale(officeHoursSchema),
  /** How long a paid order usually waits for its confirmation, in hours; null: not said. */
  confirmWithinHours: z
    .int({ error: 'invalid_value' })
    .min(1, { error: 'invalid_value' })
    .max(168, { error: 'invalid_value' })
    .nullable(),
});
export type SupportSettings = z.infer<typeof supportSettingsSchema>;

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
export const supportChannelHref = (channel: SupportChannel, message?: PaymentMessage): string | null => {
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
