import { z } from 'zod';
import { CAP_RESTRICTIONS } from '../card-caps.ts';

// A card's data spike and its one-tap slow-down (issue #70, decision 0097): GET and POST under
// /api/usage/cards/:id/spike. Traffic is integer KB; days are ISO dates in BILLING_TZ.

/** The spike told today: what the card used when it was told, its usual day and the ratio of the two. */
export const dataSpikeSchema = z.object({
  usedKb: z.int().nonnegative(),
  usualKb: z.int().nonnegative(),
  /** Today's use over the usual day, in whole times (the contract's timesUsual). */
  times: z.int().nonnegative(),
  toldAt: z.iso.datetime(),
});
export type DataSpike = z.infer<typeof dataSpikeSchema>;

/** A card's business day as the spike page shows it. */
export const cardSpikeDaySchema = z.object({
  /** Today (BILLING_TZ) and the business day a slow-down put on now lifts at. */
  businessDay: z.iso.date(),
  liftsOn: z.iso.date(),
  /** What the card used today so far. */
  usedKb: z.int().nonnegative(),
  /** The spike told today, null when none was. */
  spike: dataSpikeSchema.nullable(),
  /** A hold on the card until tomorrow (a daily cap's or the slow-down's): slowed or stopped; null: none. */
  restriction: z.enum(CAP_RESTRICTIONS).nullable(),
  /** Whether the card is in use (USING): only such a card can be slowed. */
  inUse: z.boolean(),
});
export type CardSpikeDay = z.infer<typeof cardSpikeDaySchema>;
