/**
 * Money is an integer number of minor units (cents) of the one configured currency, everywhere: in the
 * database, on the wire and in the apps. Floating point never touches an amount. Display with a currency
 * symbol is the apps' job (Intl.NumberFormat); these helpers are the exact conversions and the one rounding
 * rule. The currency is assumed to have 2 decimal places, as the configured ones do.
 */
export const MINOR_UNITS_PER_MAJOR = 100;
const DECIMALS = 2;

/** The 4% international payment fee (spec §9) in basis points: 1 bp = 0.01%. */
export const INTERNATIONAL_FEE_BPS = 400;
export const BASIS_POINTS_PER_WHOLE = 10_000;

/** True for an amount the system can hold: a non-negative safe integer of minor units. */
export const isMinorUnits = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

const MAJOR_AMOUNT = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * '12.34' → 1234, '12' → 1200, '12.3' → 1230, ' 0.05 ' → 5. Exact: the digits are read as a string and
 * combined as BigInt. Null for anything else: a sign, a third decimal (never rounded away silently), an
 * exponent, separators, '.5' or '12.', or more than Number.MAX_SAFE_INTEGER minor units.
 */
export const parseMajorToMinor = (value: string): number | null => {
  const match = MAJOR_AMOUNT.exec(value.trim());
  if (!match) return null;
  const whole = BigInt(match[1]!);
  const fraction = BigInt((match[2] ?? '').padEnd(DECIMALS, '0'));
  const minor = whole * BigInt(MINOR_UNITS_PER_MAJOR) + fraction;
  return minor <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(minor) : null;
};

/**
 * 1234 → '12.34', 5 → '0.05', -250 → '-2.50': always 2 decimals, a dot, no grouping, for CSV files and
 * input fields. Signed amounts are allowed because ledger entries are signed. Throws a RangeError for a value
 * that is not a safe integer, which would be a bug upstream.
 */
export const minorToMajorString = (minor: number): string => {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not an amount in minor units: ${minor}`);
  const digits = Math.abs(minor)
    .toString()
    .padStart(DECIMALS + 1, '0');
  const sign = minor < 0 ? '-' : '';
  return `${sign}${digits.slice(0, -DECIMALS)}.${digits.slice(-DECIMALS)}`;
};

/**
 * `basisPoints`/10000 of an amount, rounded HALF UP to the nearest minor unit: 4% of 12 cents (0.48) is 0,
 * of 13 cents (0.52) is 1, and 1% of 1250 cents (12.5) is 13. This is the one rounding rule for a share of an
 * amount (fees). Computed in BigInt, so it is exact for every safe amount; throws a RangeError for a negative
 * or non-integer input, or a result beyond Number.MAX_SAFE_INTEGER.
 */
export const percentOfMinor = (amountMinor: number, basisPoints: number): number => {
  if (!isMinorUnits(amountMinor)) throw new RangeError(`Not an amount in minor units: ${amountMinor}`);
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0) {
    throw new RangeError(`Not a whole number of basis points: ${basisPoints}`);
  }
  const whole = BigInt(BASIS_POINTS_PER_WHOLE);
  // Adding half the divisor before a floor division rounds halves up (everything here is non-negative).
  const result = (BigInt(amountMinor) * BigInt(basisPoints) + whole / 2n) / whole;
  if (result > BigInt(Number.MAX_SAFE_INTEGER))
    throw new RangeError('Result is beyond the safe integer range');
  return Number(result);
};

/** The international payment fee on an amount (4%, rounded half up). */
export const internationalFeeMinor = (amountMinor: number): number =>
  percentOfMinor(amountMinor, INTERNATIONAL_FEE_BPS);
