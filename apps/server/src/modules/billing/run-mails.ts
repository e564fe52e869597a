import type { AlertKind } from '@simportal/contract/alert-channels';
import { localeOrDefault } from '@simportal/contract/locales';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/database.ts';
import { enqueueMails, type QueuedMail } from '../mail/index.ts';
import { mailMutedOf } from '../notify/index.ts';
import type { BridgeEnded, BridgeStarted } from './bridges.ts';
import {
  renderBridgeEndedMail,
  renderBridgeStartedMail,
  renderLowBalanceMail,
  renderRunwayMail,
  renderSuspendedMail,
  renderTripNoticeMail,
} from './mail-templates.ts';
import type { LowBalanceMail, SuspendedMail } from './run-statements.ts';
import type { RunwayOutcome } from './runway-reminders.ts';
import type { TripNoticeMail } from './trip-run.ts';

/**
 * Writes the run's mails to the outbox inside the run's transaction (so they exist exactly when the charges
 * do), a batch at a time. The notices table already made them once per customer, kind and day (the runway
 * reminder once per episode). A customer mailed tonight that tomorrow is not covered gets that mail, with the
 * runway's prefilled top-up, rather than a second one (decision 0033).
 */
export const queueRunMails = async (
  ctx: AppContext,
  tx: Tx,
  day: string,
  tomorrow: string,
  told: {
    suspended: SuspendedMail[];
    lowBalance: LowBalanceMail[];
    runway: RunwayOutcome;
    bridgesStarted: BridgeStarted[];
    bridgesEnded: BridgeEnded[];
    tripNotices: TripNoticeMail[];
  },
): Promise<QueuedMail[]> => {
  const { suspended, lowBalance, runway } = told;
  // one mail a day about money: a bridge's start says more than a low balance or a short runway would
  const mailedAboutMoney = new Set([
    ...lowBalance.map((mail) => mail.userId),
    ...told.bridgesStarted.map((mail) => mail.userId),
  ]);
  const common = { currency: ctx.config.CURRENCY, publicUrl: ctx.config.publicUrl };
  // the customers' channels (decision 0073): an alert whose mail they turned off is not mailed; a card stopped
  // for lack of credit always is
  const mailedOf = async (alert: AlertKind, userIds: number[]) => {
    const off = await mailMutedOf(tx, userIds, alert);
    return (mail: { userId: number }) => !off.has(mail.userId);
  };
  const lowBalanceMailed = await mailedOf('lowBalance', [
    ...lowBalance.map((mail) => mail.userId),
    ...runway.reminders.map((mail) => mail.userId),
  ]);
  const bridgeMailed = await mailedOf('bridge', [
    ...told.bridgesStarted.map((mail) => mail.userId),
    ...told.bridgesEnded.map((mail) => mail.userId),
  ]);
  const tripMailed = await mailedOf(
    'trip',
    told.tripNotices.map((mail) => mail.userId),
  );
  const rows = [
    ...suspended.map((mail) => {
      const locale = localeOrDefault(mail.locale);
      return {
        to: mail.email,
        kind: 'card_suspended',
        locale,
        ...renderSuspendedMail({ ...common, ...mail, locale, day }),
      };
    }),
    ...lowBalance.filter(lowBalanceMailed).map((mail) => {
      const locale = localeOrDefault(mail.locale);
      return {
        to: mail.email,
        kind: 'low_balance',
        locale,
        ...renderLowBalanceMail({
          ...common,
          ...mail,
          locale,
          day: tomorrow,
          topUpMinor: runway.short.get(mail.userId)?.topUpMinor,
        }),
      };
    }),
    ...runway.reminders
      .filter((mail) => !mailedAboutMoney.has(mail.userId))
      .filter(lowBalanceMailed)
      .map((mail) => {
        const locale = localeOrDefault(mail.locale);
        return {
          to: mail.email,
          kind: 'runway_low',
          locale,
          ...renderRunwayMail({ ...common, ...mail, locale, topUpDays: ctx.config.RUNWAY_TOP_UP_DAYS }),
        };
      }),
    ...told.bridgesStarted.filter(bridgeMailed).map((mail) => {
      const locale = localeOrDefault(mail.locale);
      return {
        to: mail.email,
        kind: 'bridge_started',
        locale,
        ...renderBridgeStartedMail({ ...common, ...mail, locale }),
      };
    }),
    ...told.bridgesEnded.filter(bridgeMailed).map((mail) => {
      const locale = localeOrDefault(mail.locale);
      return {
        to: mail.email,
        kind: 'bridge_ended',
        locale,
        ...renderBridgeEndedMail({ ...common, ...mail, locale }),
      };
    }),
    ...told.tripNotices.filter(tripMailed).map((mail) => {
      const locale = localeOrDefault(mail.locale);
      return {
        to: mail.email,
        kind: 'trip_notice',
        locale,
        ...renderTripNoticeMail({ ...common, lines: mail.lines, locale, day: tomorrow }),
      };
    }),
  ];
  return enqueueMails(ctx, tx, rows);
};
