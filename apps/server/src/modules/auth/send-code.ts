import {
  CODE_RESEND_SECONDS,
  CODE_TTL_SECONDS,
  type SendCodeBody,
  type SendCodeResult,
} from '@simportal/contract/api/auth';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@simportal/contract/locales';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { DomainError } from '../../http/domain-error.ts';
import { deliverMail, enqueueMail } from '../mail/outbox.ts';
import { renderCodeMail } from '../mail/templates.ts';
import { findUserByEmail } from '../users/queries.ts';
import { dropVerificationCode, newVerificationCode, storeVerificationCode } from './verification-codes.ts';

/**
 * Emails a verification code. A register code for an email that has an account → user_already_exists and a
 * reset code for one that has none → not_registered, both without sending. The code and its mail are written
 * in one transaction; the SMTP delivery happens after the commit, and if it fails the code is withdrawn
 * (code_send_failed) so the user may correct the address or retry at once. Without SMTP the mail stays in
 * the outbox and the code is logged.
 */
export const sendCode = async (
  ctx: AppContext,
  body: SendCodeBody,
  log: FastifyBaseLogger,
): Promise<SendCodeResult> => {
  const { db } = ctx.database;
  const { email, purpose } = body;
  const user = await findUserByEmail(db, email);
  if (purpose === 'register' && user) throw new DomainError('user_already_exists');
  if (purpose === 'reset' && !user) throw new DomainError('not_registered');

  const locale: Locale = body.locale ?? (user && isLocale(user.locale) ? user.locale : DEFAULT_LOCALE);
  const code = newVerificationCode();
  const content = renderCodeMail({
    locale,
    purpose,
    code,
    validMinutes: CODE_TTL_SECONDS / 60,
    publicUrl: ctx.config.publicUrl,
  });
  const { stored, mail } = await db.transaction(async (tx) => ({
    stored: await storeVerificationCode(ctx, tx, email, purpose, code),
    mail: await enqueueMail(ctx, tx, { to: email, kind: 'verification_code', locale, ...content }),
  }));

  if (ctx.mailer.mode === 'outbox') {
    log.info(
      { to: email, purpose, code },
      'verification code (no SMTP_URL: the mail is kept at /dev/mailbox)',
    );
  } else if (!(await deliverMail(ctx, mail, log, { retry: false }))) {
    await dropVerificationCode(db, stored);
    throw new DomainError('code_send_failed');
  }
  return { email, purpose, expiresInSeconds: CODE_TTL_SECONDS, resendAfterSeconds: CODE_RESEND_SECONDS };
};
