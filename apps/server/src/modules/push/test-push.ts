import { localeOrDefault } from '@simportal/contract/locales';
import type { AppContext } from '../../app-context.ts';
import { DomainError } from '../../http/domain-error.ts';
import type { AuthUser } from '../auth/index.ts';
import { deliverNow } from '../deliveries/index.ts';
import { mailText as t } from '../mail/index.ts';
import { findUserById } from '../users/index.ts';
import { queuePushes } from './queue.ts';

/**
 * POST /api/push/test: a notification to every device of the caller's, in the account's language, sent at once
 * after the commit (a device that does not answer is retried by the outbox). Answers how many were queued.
 */
export const sendTestPush = async (ctx: AppContext, auth: AuthUser): Promise<{ queued: number }> => {
  if (auth.actorId !== null) throw new DomainError('no_permission');
  const user = await findUserById(ctx.database.db, auth.userId);
  if (!user) throw new DomainError('session_ended');
  const locale = localeOrDefault(user.locale);
  const ids = await ctx.database.db.transaction((tx) =>
    queuePushes(ctx, tx, [
      {
        userId: auth.userId,
        locale,
        title: t(locale, 'push.test.title'),
        body: t(locale, 'push.test.body'),
        url: '/personal',
        tag: 'test',
      },
    ]),
  );
  await deliverNow(ctx, ids);
  return { queued: ids.length };
};
