import { DELIVERY_KINDS, type DeliveryKind } from '@simportal/contract/api/deliveries';
import type { Locale } from '@simportal/contract/locales';
import { eventTexts } from './event-texts.ts';
import { letter, mailText as t } from './words.ts';

// The administrators' digest of a delivery round's failures (issue #68, commands/failed-deliveries-digest.ts): how
// many deliveries failed and of which kinds, opening Admin Management › Failed deliveries. Never pushed (the
// kind's definition): a push about failed pushes would be one more delivery that can fail.

export interface FailedDeliveriesData {
  /** The deliveries that failed in the round, by kind (kinds with none left out). */
  kinds: Partial<Record<DeliveryKind, number>>;
  /** Of them, those given up: they wait for a person. */
  givenUp: number;
}

const FAILED_DELIVERIES_PAGE = '/adminMode?tab=deliveries';

const totalOf = (data: FailedDeliveriesData) =>
  DELIVERY_KINDS.reduce((sum, kind) => sum + (data.kinds[kind] ?? 0), 0);

/** "2 mails, 1 push notification": each kind's count in the contract's order, in the reader's words. */
const kindsOf = (locale: Locale, data: FailedDeliveriesData) =>
  DELIVERY_KINDS.filter((kind) => (data.kinds[kind] ?? 0) > 0)
    .map((kind) => t(locale, `push.failedDeliveries.kind.${kind}`, { count: data.kinds[kind] ?? 0 }))
    .join(t(locale, 'push.failedDeliveries.separator'));

const summaryOf = (locale: Locale, data: FailedDeliveriesData) => {
  const failed = t(locale, 'push.failedDeliveries.body', {
    count: totalOf(data),
    kinds: kindsOf(locale, data),
  });
  return data.givenUp === 0
    ? failed
    : `${failed} ${t(locale, 'push.failedDeliveries.givenUp', { count: data.givenUp })}`;
};

export const failedDeliveriesTexts = eventTexts<FailedDeliveriesData>({
  example: { kinds: { mail: 2, push: 1, webhook: 3 }, givenUp: 1 },
  line: (locale, data) => ({
    title: t(locale, 'push.failedDeliveries.title'),
    body: summaryOf(locale, data),
    link: FAILED_DELIVERIES_PAGE,
    tag: 'failed-deliveries',
  }),
  // mailed only when some were given up (retries that may still succeed are the inbox's); never in a loop: the
  // digest's own mails are not counted by the next digest (modules/notify/failed-deliveries-digest.ts)
  mail: (locale, data, { publicUrl }) =>
    data.givenUp === 0
      ? null
      : {
          kind: FAILED_DELIVERIES_MAIL,
          subject: t(locale, 'mail.failedDeliveries.subject', { count: totalOf(data) }),
          text: letter(
            locale,
            summaryOf(locale, data),
            t(locale, 'mail.failedDeliveries.open', { link: `${publicUrl}${FAILED_DELIVERIES_PAGE}` }),
          ),
        },
});

/** The digest mail's kind: what the next digest leaves out of its count. */
export const FAILED_DELIVERIES_MAIL = 'deliveries_failed';
