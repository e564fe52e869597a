/**
 * Traffic is stored and summed as integer KB and shown in MB, with 1 MB = 1024 KB as carriers bill it.
 * Integers keep usage sums exact; MB appear only at the edges (display, plan and add-on definitions).
 */
export const KB_PER_MB = 1024;

/**
 * KB → MB rounded half up to `decimals` places for display: 1536 → 1.5, 1000 → 0.98. Exact before the final
 * division: kb × 10^decimals is an integer and dividing it by 1024 (a power of two) loses nothing, so the
 * rounding sees the true value. Throws a RangeError for a negative or non-finite amount or bad `decimals`.
 */
export const kbToMb = (kb: number, decimals = 2): number => {
  if (!Number.isFinite(kb) || kb < 0) throw new RangeError(`Not an amount of traffic in KB: ${kb}`);
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 6) {
    throw new RangeError(`decimals must be an integer from 0 to 6: ${decimals}`);
  }
  const scale = 10 ** decimals;
  return Math.round((kb * scale) / KB_PER_MB) / scale;
};

/** MB → whole KB, rounded half up: 1 → 1024, 0.5 → 512, 0.1 → 102. Throws a RangeError for a bad amount. */
export const mbToKb = (mb: number): number => {
  if (!Number.isFinite(mb) || mb < 0) throw new RangeError(`Not an amount of traffic in MB: ${mb}`);
  const kb = Math.round(mb * KB_PER_MB);
  if (!Number.isSafeInteger(kb)) throw new RangeError(`Too much traffic to count in KB: ${mb} MB`);
  return kb;
};

export const KB_PER_GB = KB_PER_MB * 1024;

/**
 * An amount of data as a phone's data screen shows it (issue #33), in the unit that reads best and with only the
 * digits that matter: 9,534,669 → '9.09 GB', 184,320 → '180 MB', 1,536 → '1.5 MB', 512 → '512 kB'. A figure of 10
 * or more of its unit needs no more than one decimal, of 100 or more none. The web's screens and the server's
 * mails both say data this way. `format` builds (or reuses) the Intl number format for the options.
 */
export const formatDataWith = (
  kb: number,
  format: (options: Intl.NumberFormatOptions) => Intl.NumberFormat,
): string => {
  const [amount, unit] =
    kb >= KB_PER_GB
      ? [kb / KB_PER_GB, 'gigabyte']
      : kb >= KB_PER_MB || kb === 0
        ? [kb / KB_PER_MB, 'megabyte']
        : [kb, 'kilobyte'];
  const decimals = amount >= 100 || unit === 'kilobyte' ? 0 : amount >= 10 ? 1 : 2;
  return format({ style: 'unit', unit, maximumFractionDigits: decimals }).format(amount);
};
