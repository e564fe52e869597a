// Trip dates and the idle pause of a card (issue #58, decision 0072), without zod: My SIMs' first load reads them.

/** Days without data after which a card may pause by itself: at least 2, since the carrier's usage comes late. */
export const IDLE_PAUSE_CHOICES = [2, 3, 5, 7, 14] as const;
export type IdlePauseDays = (typeof IDLE_PAUSE_CHOICES)[number];

/** How far ahead a trip's day may be set: a year, the longest a traveller plans. */
export const TRIP_HORIZON_DAYS = 365;

/** Why a card was paused by the daily run: its trip ended, or it went unused for its idle days. */
export const AUTO_PAUSE_REASONS = ['trip', 'idle'] as const;
export type AutoPauseReason = (typeof AUTO_PAUSE_REASONS)[number];
