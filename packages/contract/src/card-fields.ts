// The rules of a card's fields, shared by the bind form, the API and the CSV import. Zod-free, so My SIMs (its
// label editor) does not load zod; api/sims.ts builds the request schemas from them.

/** A card number is its printed digits, at most this many. */
export const CARD_NUMBER_MAX_LENGTH = 20;
export const CARD_NUMBER_PATTERN = new RegExp(`^[0-9]{1,${CARD_NUMBER_MAX_LENGTH}}$`);
/** A card's verify code is printed on it; any text up to this length (it is stored only as a hash). */
export const VERIFY_CODE_MAX_LENGTH = 64;
/** A label (the spec's "tag") is at most this many characters; unique per customer, whatever the case. */
export const LABEL_MAX_LENGTH = 32;

export type CardNumberKey = 'card_number_required' | 'card_number_format';

/** Card numbers are printed in groups too: every whitespace is dropped. */
export const normalizeCardNumber = (value: string): string => value.replace(/\s+/g, '');

/** The first card-number rule that fails (after dropping whitespace), or null: 1 to 20 digits. */
export const validateCardNumber = (value: string): CardNumberKey | null => {
  const cardNumber = normalizeCardNumber(value);
  if (cardNumber === '') return 'card_number_required';
  return CARD_NUMBER_PATTERN.test(cardNumber) ? null : 'card_number_format';
};
