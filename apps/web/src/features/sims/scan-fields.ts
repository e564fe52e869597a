import { validateCardNumber } from '@simportal/contract/card-fields';
import { validateIccid } from '@simportal/contract/rules/iccid';

/** A card number shorter than this is a stray figure on the carrier (a price, a batch), not the card's. */
const CARD_NUMBER_MIN_SCANNED = 8;

/**
 * The card number and ICCID in what a scan of the carrier read (issue #33): every run of digits in the codes'
 * texts (a 1D code holds one number, a QR code may hold both with labels); the ICCID is the run that passes its
 * own rule (89…, its check digit), the card number the longest other run the card-number rule takes.
 */
export const cardFieldsFromScan = (texts: readonly string[]): { cardNumber?: string; iccid?: string } => {
  const runs = texts.flatMap((text) => text.match(/\d+/g) ?? []);
  const iccid = runs.find((run) => validateIccid(run) === null);
  const cardNumber = runs
    .filter(
      (run) => run !== iccid && run.length >= CARD_NUMBER_MIN_SCANNED && validateCardNumber(run) === null,
    )
    .sort((a, b) => b.length - a.length)[0];
  return { ...(cardNumber ? { cardNumber } : {}), ...(iccid ? { iccid } : {}) };
};
