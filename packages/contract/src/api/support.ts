import { z } from 'zod';
import { perLocale } from '../localized-text.ts';
import { SUPPORT_CHANNEL_KINDS, type SupportChannelKind } from '../support-channels.ts';

// The payment contact channels' schemas: GET /api/support and PUT /api/admin/support. Their kinds and the address
// each opens are in support-channels.ts (zod-free, for the pages). docs/decisions/0034-payment-contact-channels.md.

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
