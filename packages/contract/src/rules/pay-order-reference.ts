// The code a customer quotes to the administrator when paying (e.g. PO-7K3M9QXA): "PO-" and eight characters of
// Crockford's base32, which has no I, L, O or U, so a reference read out over the phone cannot be misheard.

export const PAY_ORDER_REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const PAY_ORDER_REFERENCE_LENGTH = 8;
const PREFIX = 'PO-';

/**
 * A reference as a person typed or pasted it, the way Crockford decodes it: any case, spaces and dashes
 * anywhere, the prefix optional, I and L read as 1, O as 0. The reference, or null when it cannot be one.
 */
export const payOrderReferenceOf = (typed: string): string | null => {
  const compact = typed
    .toUpperCase()
    .replace(/[\s\u00a0-]/g, '')
    .replace(/^PO/, '')
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  if (compact.length !== PAY_ORDER_REFERENCE_LENGTH) return null;
  for (const char of compact) if (!PAY_ORDER_REFERENCE_ALPHABET.includes(char)) return null;
  return `${PREFIX}${compact}`;
};
