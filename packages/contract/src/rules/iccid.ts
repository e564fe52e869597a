import { stringRule } from './string-rule.ts';

/** ITU-T E.118: the issuer identification starts with the telecom industry identifier 89. */
export const ICCID_PREFIX = '89';
export const ICCID_MIN_LENGTH = 19;
export const ICCID_MAX_LENGTH = 20;

export type IccidKey = 'iccid_required' | 'iccid_format' | 'iccid_prefix' | 'iccid_checksum';

/** ICCIDs are printed in groups of digits; people type the spaces too, so every whitespace is dropped. */
export const normalizeIccid = (value: string): string => value.replace(/\s+/g, '');

/**
 * The Luhn (mod 10) check digit for a string of digits that does not yet carry one: from the rightmost digit
 * leftwards every other digit is doubled (starting with the rightmost, the one next to the future check
 * digit), digits of the products are summed, and the check digit brings the total to a multiple of 10.
 */
export const luhnCheckDigit = (digitsWithoutCheck: string): number => {
  if (!/^[0-9]+$/.test(digitsWithoutCheck)) throw new RangeError('luhnCheckDigit needs a string of digits');
  let sum = 0;
  let double = true;
  for (let i = digitsWithoutCheck.length - 1; i >= 0; i--) {
    let digit = digitsWithoutCheck.charCodeAt(i) - 48;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return (10 - (sum % 10)) % 10;
};

/** The first ICCID rule that fails (after dropping whitespace), or null. */
export const validateIccid = (value: string): IccidKey | null => {
  const iccid = normalizeIccid(value);
  if (iccid === '') return 'iccid_required';
  if (!/^[0-9]+$/.test(iccid) || iccid.length < ICCID_MIN_LENGTH || iccid.length > ICCID_MAX_LENGTH) {
    return 'iccid_format';
  }
  if (!iccid.startsWith(ICCID_PREFIX)) return 'iccid_prefix';
  if (luhnCheckDigit(iccid.slice(0, -1)) !== Number(iccid.slice(-1))) return 'iccid_checksum';
  return null;
};

export const isValidIccid = (value: string): boolean => validateIccid(value) === null;

/** An ICCID field; parses to the digits without whitespace. */
export const iccidSchema = stringRule('iccid_required', validateIccid, normalizeIccid, {
  pattern: new RegExp(`^${ICCID_PREFIX}[0-9]{${ICCID_MIN_LENGTH - 2},${ICCID_MAX_LENGTH - 2}}$`),
  description: 'The last digit is a Luhn check digit over the others (ITU-T E.118).',
});
