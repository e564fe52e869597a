/**
 * The note a StarterPack credit carries: how many prepaid days were credited, of which plan (by its code), e.g.
 * `5 × global-daily-500mb`. Written by billing/starter-pack.ts; read back by the activity presenter, which shows
 * the days and the plan's name in the customer's language instead (wallet/presenters.ts), and kept as is in the
 * CSV export. One format, one file.
 */
export const STARTER_PACK_NOTE_SEPARATOR = ' × ';

export const starterPackNote = (days: number, planCode: string): string =>
  `${days}${STARTER_PACK_NOTE_SEPARATOR}${planCode}`;

/** The days of a StarterPack credit's note, or null when the note is not one. */
export const starterPackNoteDays = (note: string | null): number | null => {
  const match = note === null ? null : /^(\d+) × /.exec(note);
  return match ? Number(match[1]) : null;
};
