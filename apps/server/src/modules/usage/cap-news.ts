import { localeOrDefault } from '@simportal/contract/locales';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/database.ts';
import { enqueueMail, type QueuedMail } from '../mail/index.ts';
import { mailMutedOf } from '../notify/index.ts';
import type { PushMessage } from '../push/index.ts';
import { type CapMailInput, renderCapMail, renderCapPush } from './cap-mail.ts';

/** A card's cap news for its holder: who, and what to say (cap-mail.ts). */
export interface CapNewsOf extends Omit<CapMailInput, 'locale' | 'currency' | 'publicUrl'> {
  userId: number;
  email: string | null;
  locale: string | null;
}

/**
 * Queues a cap's news (issue #59) through the holder's channels for the caps alert (decision 0073): the mail
 * unless they turned it off, and the push message for their devices (queuePushes drops a muted one).
 */
export const tellCapNews = async (
  ctx: AppContext,
  tx: Tx,
  news: CapNewsOf,
): Promise<{ mail: QueuedMail | null; push: PushMessage }> => {
  const input: CapMailInput = {
    ...news,
    locale: localeOrDefault(news.locale),
    currency: ctx.config.CURRENCY,
    publicUrl: ctx.config.publicUrl,
  };
  const muted = !news.email || (await mailMutedOf(tx, [news.userId], 'caps')).has(news.userId);
  const mail = muted
    ? null
    : await enqueueMail(ctx, tx, {
        to: news.email!,
        kind: `card_cap_${news.kind}_${news.news}`,
        locale: input.locale,
        ...renderCapMail(input),
      });
  return { mail, push: { userId: news.userId, alert: 'caps', ...renderCapPush(input) } };
};
