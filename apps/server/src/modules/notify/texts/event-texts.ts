import type { Locale } from '@simportal/contract/locales';
import type { SQL } from 'drizzle-orm';

/** What every text of an event may use beside its own data: the installation's currency and address. */
export interface TextContext {
  currency: string;
  /** The portal's public address, for the links in mails. */
  publicUrl: string;
}

/** An event's line: the inbox item and the push notification say the same, and open the same page. */
export interface EventLine {
  title: string;
  body: string;
  /** A path of the portal. */
  link: string;
  /** A newer push with the same tag replaces the older one on the device. */
  tag: string;
}

export interface EventMail {
  /** What the mail is, e.g. usage_alert_80 (the outbox and the administrators' list name it). */
  kind: string;
  subject: string;
  text: string;
}

/**
 * How one event kind is told, in any language, from its data alone (issue #68): the texts are i18next resources
 * (modules/mail's mailText), never a branch on the language. `mail` answers null when the event is not mailed.
 */
export interface EventTexts<Data> {
  /** Data such an event holds, for the test that renders every kind in every language. */
  example: Data;
  line(locale: Locale, data: Data, context: TextContext): EventLine;
  mail?(locale: Locale, data: Data, context: TextContext): EventMail | null;
  /**
   * Another address the event's mail also goes to, which the customer chose for it (a receipt's accounts
   * department, decision 0102); null for none. Sent whenever the customer's own mail is.
   */
  alsoMailTo?(data: Data): string | null;
  /** The webhook's `data`, for a kind a webhook may subscribe to. */
  webhook?(data: Data): Record<string, unknown>;
  /** What the inbox keeps of an event recorded set-based (eventsSql), from its `data` (jsonb); all of it if none. */
  inboxSql?(data: SQL): SQL;
}

/** Declares an event kind's texts, its data's type inferred from them. */
export const eventTexts = <Data>(texts: EventTexts<Data>): EventTexts<Data> => texts;
