import { z } from 'zod';
import { LIFELINE_LIMITS } from '../lifeline.ts';

const isoDate = z.iso.date();
const isoDateTime = z.iso.datetime();

const bounded = (limits: { min: number; max: number }) =>
  z.int({ error: 'invalid_value' }).min(limits.min, { error: 'invalid_value' }).max(limits.max, {
    error: 'invalid_value',
  });

/**
 * What the operator chose for the lifeline (Admin Management › Catalogue; decision 0096): how many days and
 * megabytes at which speed. 0 days or 0 megabytes turns it off.
 */
export const lifelineSettingsBodySchema = z.object({
  days: bounded(LIFELINE_LIMITS.days),
  megabytes: bounded(LIFELINE_LIMITS.megabytes),
  speedKbps: bounded(LIFELINE_LIMITS.speedKbps),
});
export type LifelineSettingsBody = z.infer<typeof lifelineSettingsBodySchema>;

export const lifelineSettingsSchema = lifelineSettingsBodySchema.extend({
  /** Days and megabytes above 0. */
  enabled: z.boolean(),
  /** When an administrator last changed them; null while the configuration's defaults apply. */
  updatedAt: isoDateTime.nullable(),
});
export type LifelineSettings = z.infer<typeof lifelineSettingsSchema>;

/** A card's open lifeline, on its billing (My SIMs): slowed until `endsAfter` or `megabytes`, whichever first. */
export const cardLifelineSchema = z.object({
  startedOn: isoDate,
  /** Its last day: the run of the next day suspends the card if no top-up came. */
  endsAfter: isoDate,
  megabytes: z.int().positive(),
  /** What of them the carrier's usage says was used since it began. */
  usedKb: z.int().min(0),
  speedKbps: z.int().positive(),
});
export type CardLifeline = z.infer<typeof cardLifelineSchema>;
