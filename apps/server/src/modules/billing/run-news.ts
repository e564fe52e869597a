import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/database.ts';
import { type NotifyEvent, type Told, tell } from '../notify/index.ts';
import type { BridgeEnded, BridgeStarted } from './bridges.ts';
import type { LifelineStarted, LowBalanceMail, SuspendedMail } from './run-statements.ts';
import type { RunwayOutcome } from './runway-reminders.ts';
import type { TripNoticeMail } from './trip-run.ts';

/**
 * The run's news of a batch, recorded inside the run's transaction (so it exists exactly when the charges do) in
 * one `tell` (modules/notify decides who hears of what how: the inbox, mail and push by each customer's channels,
 * the webhooks). Billing decides which events occur; the notices table already made them once per customer,
 * kind and day (the runway reminder once per episode):
 *  - the cards stopped for lack of credit (`card.suspended`), and those slowed on a lifeline instead
 *    (`lifeline.started`, decision 0096);
 *  - tomorrow's fees not covered (`balance.low`), its link prefilled with the runway's top-up when the customer
 *    is short of it too (decision 0033);
 *  - the runway reminder (`balance.runway_low`), not on a day a bridge started (the bridge covers the fees, and
 *    its news says more; the reminder's own statement skips customers with an open bridge already). On a day both
 *    would be told to one customer, the reminder takes the low balance's place and carries its facts (`short`):
 *    one inbox item, one push, one mail that says both, and the reminder's webhook (decision 0092);
 *  - a bridge started or ended (`bridge.started`, `bridge.ended`, decision 0069);
 *  - the day before a trip's change (`trip.tomorrow`, decision 0072).
 */
/** The low balance's facts a runway reminder of the same day carries in its place. */
const shortOf = (low: LowBalanceMail | undefined, day: string) =>
  low ? { short: { day, neededMinor: low.neededMinor } } : {};

export const tellRunNews = async (
  ctx: AppContext,
  tx: Tx,
  day: string,
  tomorrow: string,
  news: {
    suspended: SuspendedMail[];
    /** With the lifeline's terms of the day (decision 0096). */
    lifelines: (LifelineStarted & { megabytes: number; speedKbps: number })[];
    lowBalance: LowBalanceMail[];
    runway: RunwayOutcome;
    bridgesStarted: BridgeStarted[];
    bridgesEnded: BridgeEnded[];
    tripNotices: TripNoticeMail[];
  },
): Promise<Told> => {
  const { runway } = news;
  const bridged = new Set(news.bridgesStarted.map((bridge) => bridge.userId));
  const reminded = new Set(
    runway.reminders.filter((reminder) => !bridged.has(reminder.userId)).map((reminder) => reminder.userId),
  );
  const lowToday = new Map(news.lowBalance.map((low) => [low.userId, low]));
  const events: NotifyEvent[] = [
    ...news.suspended.map(
      (stopped): NotifyEvent => ({
        kind: 'card.suspended',
        userId: stopped.userId,
        data: {
          day,
          cardNumbers: stopped.cardNumbers,
          balanceMinor: stopped.balanceMinor,
          neededMinor: stopped.neededMinor,
        },
      }),
    ),
    ...news.lifelines.map(
      (started): NotifyEvent => ({
        kind: 'lifeline.started',
        userId: started.userId,
        data: {
          day,
          cardNumbers: started.cardNumbers,
          endsAfter: started.endsAfter,
          megabytes: started.megabytes,
          speedKbps: started.speedKbps,
        },
      }),
    ),
    ...news.lowBalance
      .filter((low) => !reminded.has(low.userId))
      .map(
        (low): NotifyEvent => ({
          kind: 'balance.low',
          userId: low.userId,
          data: {
            day: tomorrow,
            balanceMinor: low.balanceMinor,
            neededMinor: low.neededMinor,
            topUpMinor: runway.short.get(low.userId)?.topUpMinor ?? null,
          },
        }),
      ),
    ...runway.reminders
      .filter((reminder) => !bridged.has(reminder.userId))
      .map(
        (reminder): NotifyEvent => ({
          kind: 'balance.runway_low',
          userId: reminder.userId,
          data: {
            balanceMinor: reminder.balanceMinor,
            coveredUntil: reminder.coveredUntil,
            nextDayMinor: reminder.nextDayMinor,
            topUpMinor: reminder.topUpMinor,
            topUpDays: ctx.config.RUNWAY_TOP_UP_DAYS,
            ...shortOf(lowToday.get(reminder.userId), tomorrow),
          },
        }),
      ),
    ...news.bridgesStarted.map(
      (bridge): NotifyEvent => ({
        kind: 'bridge.started',
        userId: bridge.userId,
        data: {
          payOrderId: bridge.payOrderId,
          reference: bridge.reference,
          limitMinor: bridge.limitMinor,
          dueMinor: bridge.dueMinor,
        },
      }),
    ),
    ...news.bridgesEnded.map(
      (bridge): NotifyEvent => ({
        kind: 'bridge.ended',
        userId: bridge.userId,
        data: { reference: bridge.reference, owedMinor: bridge.owedMinor },
      }),
    ),
    ...news.tripNotices.map(
      (notice): NotifyEvent => ({
        kind: 'trip.tomorrow',
        userId: notice.userId,
        data: { day: tomorrow, lines: notice.lines },
      }),
    ),
  ];
  return tell(ctx, tx, events);
};
