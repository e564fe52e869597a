import { eventTexts } from './event-texts.ts';
import { letter, mailLongDay, mailText as t } from './words.ts';

/**
 * A lifeline began (decision 0096): the balance could not pay today's fees of these cards, so instead of stopping
 * them the daily run slowed them until `endsAfter` or `megabytes`, whichever comes first, for the traveller to top
 * up or write to support. One event per customer and day, naming every card slowed.
 */
export interface LifelineStartedData {
  day: string;
  cardNumbers: string[];
  /** The lifeline's last day: the next day's run stops the cards if no top-up came. */
  endsAfter: string;
  megabytes: number;
  speedKbps: number;
}

export const lifelineStartedTexts = eventTexts<LifelineStartedData>({
  example: {
    day: '2026-12-02',
    cardNumbers: ['1000001'],
    endsAfter: '2026-12-04',
    megabytes: 50,
    speedKbps: 128,
  },
  line: (locale, lifeline) => ({
    title: t(locale, 'push.lifelineStarted.title'),
    body: t(locale, 'push.lifelineStarted.body', {
      count: lifeline.cardNumbers.length,
      day: mailLongDay(lifeline.endsAfter, locale),
      megabytes: lifeline.megabytes,
    }),
    link: '/recharge',
    tag: 'suspended',
  }),
  mail: (locale, lifeline, { publicUrl }) => ({
    kind: 'lifeline_started',
    subject: t(locale, 'mail.billing.lifelineStarted.subject'),
    text: letter(
      locale,
      t(locale, 'mail.billing.lifelineStarted.facts', {
        cards: lifeline.cardNumbers.join(t(locale, 'mail.format.listSeparator')),
        speed: lifeline.speedKbps,
        megabytes: lifeline.megabytes,
        day: mailLongDay(lifeline.endsAfter, locale),
      }),
      t(locale, 'mail.billing.lifelineStarted.topUp', {
        link: `${publicUrl}/recharge`,
        day: mailLongDay(lifeline.endsAfter, locale),
      }),
    ),
  }),
});
