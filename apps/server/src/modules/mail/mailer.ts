import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * How mail leaves the portal. `smtp`: through SMTP_URL with nodemailer. `outbox`: the embedded default, where a
 * mail is only kept in the outbox table (shown by /dev/mailbox and, for codes, printed in the log).
 */
export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  /** Hands the mail to the SMTP server; rejects when it refuses or cannot be reached. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

declare module '../../app-context.ts' {
  interface AppContext {
    /** SMTP when SMTP_URL is set, otherwise the outbox-only embedded mode. */
    mailer: Mailer;
  }
}

// Short enough that a failing server is reported well within the client's 30 s timeout.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 };

const createSmtpMailer = (smtpUrl: string, from: string): Mailer => {
  // Options in the URL's query (e.g. ?ignoreTLS=true, ?tls.rejectUnauthorized=false) win over these defaults.
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    mode: 'smtp',
    send: async (mail) => {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => transport.close(),
  };
};

const outboxMailer: Mailer = {
  mode: 'outbox',
  send: async () => {},
  close: () => {},
};

export const createMailer = (config: Config): Mailer =>
  config.SMTP_URL ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM) : outboxMailer;
