import { describe, expect, it } from 'vitest';
import { cardFieldsFromScan } from './scan-fields.ts';

// What a scan of a card's carrier fills in (issue #33): the ICCID by its own rule, the card number beside it.
describe('the card fields a scan finds', () => {
  it('reads a 1D code of the ICCID and one of the card number', () => {
    expect(cardFieldsFromScan(['8985220251100000048', '1064820250004'])).toEqual({
      cardNumber: '1064820250004',
      iccid: '8985220251100000048',
    });
  });

  it('reads both from a QR code with labels, and ignores stray short figures', () => {
    expect(cardFieldsFromScan(['ICCID:8985220251100000048;MSISDN:1064820250004;LOT:42'])).toEqual({
      cardNumber: '1064820250004',
      iccid: '8985220251100000048',
    });
  });

  it('fills only what it found: an ICCID whose check digit is wrong is not one', () => {
    expect(cardFieldsFromScan(['8985220251100000049'])).toEqual({ cardNumber: '8985220251100000049' });
    expect(cardFieldsFromScan(['no digits here', '12'])).toEqual({});
  });
});
