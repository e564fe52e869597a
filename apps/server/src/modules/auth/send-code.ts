import {
  CODE_RESEND_SECONDS,
  CODE_TTL_SECONDS,
  type CodePurpose,
  type SendCodeBody,
  type SendCodeResult,
} from '@simportal/contract/api/auth';
import { type Locale, localeOrDefault } from '@simportal/contract/locales';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { DomainError } from '../../http/domain-error.ts';
import { deliverNow } from '../deliveries/index.ts';
import { enqueueMail, renderAccountNoticeMail, renderCodeMail, whereUnsentMailIs } from '../mail/index.ts';
import { findUserByEmail } from '../users/index.ts';
import {
  dropVerificationCode,
  newVerificationCode,
  placeholderCode,
  storeVerificationCode,
} from './verification-codes.ts';

/** The mail an address gets in place of a code it cannot use (decision 0032). */
const NOTICE_KIND: Record<CodePurpose, string> = {
  register: 'account_exists_notice',
  reset: 'no_account_notice',
};

/**
 * Emails a verification code, and answers the same for every well-formed address whether it has an account or
 * not (decision 0032, OWASP ASVS 5.0 V6.3.8). A register code goes to an address without an account and a reset
 * code to one with an account; otherwise the address is mailed a notice instead (it already has an account: log
 * in or reset the password; no account uses it: register), and a placeholder no six-digit entry matches takes
 * the code's place. Either way the same statements run: one code row (the resend wait, code_send_too_frequent,
 * and a later entry's code_incorrect / code_expired alike) and one mail, written in one transaction and
 * delivered over SMTP after the commit; if the delivery fails the row is withdrawn (code_send_failed) so the
 * user may correct the address or retry at once. Without SMTP the mail stays in the outbox and is logged.
 */
export const sendCode = async (
  ctx: AppContext,
  body: SendCodeBody,
  log: FastifyBaseLogger,
): Promise<SendCodeResult> => {
  const { db } = ctx.database;
  const { email, purpose } = body;
  const user = await findUserByEmail(db, email);
  const usable = purpose === 'register' ? !user : Boolean(user);

  const locale: Locale = body.locale ?? localeOrDefault(user?.locale);
  const code = usable ? newVerificationCode() : placeholderCode();
  const { publicUrl } = ctx.config;
  const mail = usable
    ? {
        kind: 'verification_code',
        ...renderCodeMail({ locale, purpose, code, validMinutes: CODE_TTL_SECONDS / 60, publicUrl }),
      }
    : { kind: NOTICE_KIND[purpose], ...renderAccountNoticeMail({ locale, purpose, publicUrl }) };
  const { stored, queued } = await db.transaction(async (tx) => ({
    stored: await storeVerificationCode(ctx, tx, email, purpose, code),
    queued: await enqueueMail(ctx, tx, { to: email, locale, ...mail }),
  }));

  if (ctx.mailer.mode === 'outbox') {
    // an address that cannot take this code gets a notice instead: the log says so rather than naming a code
    log.info(
      usable ? { to: email, purpose, code } : { to: email, purpose, notice: mail.kind },
      usable
        ? `verification code (${whereUnsentMailIs(ctx)})`
        : `no code: the address ${user ? 'has an account' : 'has no account'}, so it gets a notice (${whereUnsentMailIs(ctx)})`,
    );
  } else if (!(await deliverNow(ctx, [queued.id], log, { once: true }))) {
    await dropVerificationCode(db, stored);
    throw new DomainError('code_send_failed');
  }
  return { email, purpose, expiresInSeconds: CODE_TTL_SECONDS, resendAfterSeconds: CODE_RESEND_SECONDS };
};
