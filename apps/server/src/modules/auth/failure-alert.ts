import { localeOrDefault } from '@simportal/contract/locales';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { deliverNow } from '../deliveries/index.ts';
import { enqueueMail, renderFailuresMail } from '../mail/index.ts';
import type { UserRow } from '../users/index.ts';

/**
 * Mails an account's owner that someone keeps entering a wrong password or reset code. Best effort: the
 * attempt that triggered it is answered whatever the mail does (a failed delivery is logged and retried by the
 * outbox), and it never tells the attacker anything: the mail is queued in the request, but its SMTP delivery
 * runs after the answer, so the failure that triggers it takes no longer to answer for an account than for an
 * address without one (decision 0032).
 */
export const alertOwnerOfFailures = async (
  ctx: AppContext,
  user: UserRow,
  what: 'password' | 'reset_code',
  failures: number,
  windowMinutes: number,
  log: FastifyBaseLogger,
) => {
  try {
    const locale = localeOrDefault(user.locale);
    const content = renderFailuresMail({
      locale,
      what,
      failures,
      windowMinutes,
      publicUrl: ctx.config.publicUrl,
    });
    const mail = await ctx.database.db.transaction((tx) =>
      enqueueMail(ctx, tx, { to: user.email, kind: `${what}_failures_alert`, locale, ...content }),
    );
    // a send that fails is the worker's to retry: deliverNow never throws
    void deliverNow(ctx, [mail.id], log);
  } catch (error) {
    log.error({ err: error, userId: user.id }, 'the failed sign-in alert could not be queued');
  }
};
