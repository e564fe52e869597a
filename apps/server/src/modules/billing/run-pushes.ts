import { rechargePath } from '@simportal/contract/balance-runway';
import { localeOrDefault } from '@simportal/contract/locales';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/database.ts';
import { mailLongDay, mailMoney as money, mailText as t } from '../mail/index.ts';
import { type PushMessage, queuePushes } from '../push/index.ts';
import type { BridgeEnded, BridgeStarted } from './bridges.ts';
import type { RunwayOutcome } from './runway-reminders.ts';
import type { TripNoticeMail } from './trip-run.ts';

/**
 * The run's news about money as push notifications (modules/push), beside its mails and in the same transaction:
 * the low-balance reminder (once per episode, not on a day a bridge started: its mail says more), a bridge
 * started and a bridge ended, and the day before a trip's change, each opening the page that acts on it; not
 * to a customer who turned that alert's push off (decision 0073). A customer without a device gets none; one
 * statement queues the batch's. Answers the deliveries' ids, sent after the commit.
 */
export const queueRunPushes = async (
  ctx: AppContext,
  tx: Tx,
  told: {
    runway: RunwayOutcome;
    bridgesStarted: BridgeStarted[];
    bridgesEnded: BridgeEnded[];
    tripNotices: TripNoticeMail[];
  },
): Promise<number[]> => {
  const currency = ctx.config.CURRENCY;
  const bridged = new Set(told.bridgesStarted.map((bridge) => bridge.userId));
  const messages: PushMessage[] = [
    ...told.runway.reminders
      .filter((reminder) => !bridged.has(reminder.userId))
      .map((reminder) => {
        const locale = localeOrDefault(reminder.locale);
        return {
          userId: reminder.userId,
          locale,
          title: t(locale, 'push.runway.title'),
          body: t(locale, 'push.runway.body', {
            until: mailLongDay(reminder.coveredUntil, locale),
            topUp: money(reminder.topUpMinor, currency, locale),
          }),
          url: rechargePath(reminder.topUpMinor),
          tag: 'balance',
          alert: 'lowBalance' as const,
        };
      }),
    ...told.bridgesStarted.map((bridge) => {
      const locale = localeOrDefault(bridge.locale);
      return {
        userId: bridge.userId,
        locale,
        title: t(locale, 'push.bridgeStarted.title'),
        body: t(locale, 'push.bridgeStarted.body', { reference: bridge.reference }),
        url: `/pay?order=${bridge.payOrderId}`,
        tag: 'balance',
        alert: 'bridge' as const,
      };
    }),
    ...told.bridgesEnded.map((bridge) => {
      const locale = localeOrDefault(bridge.locale);
      return {
        userId: bridge.userId,
        locale,
        title: t(locale, 'push.bridgeEnded.title'),
        body: t(locale, 'push.bridgeEnded.body', {
          reference: bridge.reference,
          owed: money(bridge.owedMinor, currency, locale),
        }),
        url: '/recharge',
        tag: 'balance',
        alert: 'bridge' as const,
      };
    }),
    // the day before a trip's change (decision 0072): how many cards, My SIMs says which
    ...told.tripNotices.map((notice) => {
      const locale = localeOrDefault(notice.locale);
      return {
        userId: notice.userId,
        locale,
        title: t(locale, 'push.trip.title'),
        body: t(locale, 'push.trip.body', { count: notice.lines.length }),
        url: '/mySims',
        tag: 'trip',
        alert: 'trip' as const,
      };
    }),
  ];
  return queuePushes(ctx, tx, messages);
};
