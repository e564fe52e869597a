import { describe, expect, it } from 'vitest';
import {
  appleInstallUrl,
  buildActivationCode,
  isMatchingId,
  isObjectIdentifier,
  isSmDpAddress,
} from './activation-code.ts';

const base = { smDpAddress: 'smdp.example.com', matchingId: '04386-AGYFT-A74Y8-3F815' };

describe('buildActivationCode (GSMA SGP.22 §4.1)', () => {
  it('writes format 1, the SM-DP+ address and the Matching ID, prefixed LPA: for a QR code', () => {
    expect(buildActivationCode(base)).toBe('LPA:1$smdp.example.com$04386-AGYFT-A74Y8-3F815');
  });

  it('appends the SM-DP+ OID when there is one', () => {
    expect(buildActivationCode({ ...base, smDpOid: '1.3.6.1.4.1.31746' })).toBe(
      'LPA:1$smdp.example.com$04386-AGYFT-A74Y8-3F815$1.3.6.1.4.1.31746',
    );
  });

  it('appends the confirmation-code-required flag after the OID', () => {
    expect(
      buildActivationCode({ ...base, smDpOid: '1.3.6.1.4.1.31746', confirmationCodeRequired: true }),
    ).toBe('LPA:1$smdp.example.com$04386-AGYFT-A74Y8-3F815$1.3.6.1.4.1.31746$1');
  });

  it('keeps an empty OID field when only the flag is present', () => {
    expect(buildActivationCode({ ...base, confirmationCodeRequired: true })).toBe(
      'LPA:1$smdp.example.com$04386-AGYFT-A74Y8-3F815$$1',
    );
  });

  it('leaves out the optional fields when absent or false', () => {
    expect(buildActivationCode({ ...base, smDpOid: null, confirmationCodeRequired: false })).toBe(
      'LPA:1$smdp.example.com$04386-AGYFT-A74Y8-3F815',
    );
    expect(buildActivationCode({ ...base, smDpOid: '' })).toBe(
      'LPA:1$smdp.example.com$04386-AGYFT-A74Y8-3F815',
    );
  });

  it('writes the address in lower case', () => {
    expect(buildActivationCode({ ...base, smDpAddress: 'SMDP.GSMA.COM' })).toBe(
      'LPA:1$smdp.gsma.com$04386-AGYFT-A74Y8-3F815',
    );
  });

  it('never has a place for a confirmation code', () => {
    const code = buildActivationCode({ ...base, confirmationCodeRequired: true, smDpOid: '1.2.3' });
    expect(code.split('$')).toEqual(['LPA:1', 'smdp.example.com', base.matchingId, '1.2.3', '1']);
  });

  it('refuses parts that would break the format', () => {
    expect(() => buildActivationCode({ ...base, matchingId: 'AB$CD' })).toThrow(RangeError);
    expect(() => buildActivationCode({ ...base, smDpAddress: 'https://smdp.example.com' })).toThrow(
      RangeError,
    );
    expect(() => buildActivationCode({ ...base, smDpOid: 'x.y' })).toThrow(RangeError);
  });
});

describe('field rules', () => {
  it.each([
    ['smdp.example.com', true],
    ['SMDP.GSMA.COM', true],
    ['a-b.c-d.example', true],
    ['localhost', false],
    ['smdp.example.com:443', false],
    ['-smdp.example.com', false],
    ['smdp..example.com', false],
    ['10.0.0.1', false],
    ['smdp.example.com/path', false],
    [`${'a'.repeat(64)}.com`, false],
    ['', false],
  ])('SM-DP+ address %s → %s', (value, valid) => expect(isSmDpAddress(value)).toBe(valid));

  it.each([
    ['04386-AGYFT-A74Y8-3F815', true],
    ['ABC123', true],
    ['abc123', false],
    ['AB CD', false],
    ['AB$CD', false],
    ['', false],
    ['A'.repeat(256), false],
  ])('Matching ID %s → %s', (value, valid) => expect(isMatchingId(value)).toBe(valid));

  it.each([
    ['1.3.6.1.4.1.31746', true],
    ['2.999', true],
    ['3.1', false],
    ['1', false],
    ['1.03', false],
    ['1..2', false],
  ])('OID %s → %s', (value, valid) => expect(isObjectIdentifier(value)).toBe(valid));
});

describe('appleInstallUrl', () => {
  it('URL-encodes the whole activation code into carddata', () => {
    expect(appleInstallUrl('LPA:1$smdp.example.com$ABC-123')).toBe(
      'https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA%3A1%24smdp.example.com%24ABC-123',
    );
  });
});
