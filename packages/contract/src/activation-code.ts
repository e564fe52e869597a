/**
 * The eSIM activation code of GSMA SGP.22 (RSP Technical Specification) section 4.1:
 *
 *   AC = AC_Format "$" SM-DP+ Address "$" AC_Token [ "$" SM-DP+ OID [ "$" Confirmation Code Required Flag ] ]
 *
 * AC_Format is "1"; AC_Token is the Matching ID; the SM-DP+ OID and the Confirmation Code Required Flag ("1")
 * are optional and written only when present. A flag without an OID keeps the OID field empty
 * (`1$SMDP.EXAMPLE.COM$TOKEN$$1`). Scanned from a QR code the string is prefixed with "LPA:". The
 * confirmation code itself is never part of the activation code: it reaches the customer another way and is
 * typed on the phone.
 */

export const ACTIVATION_CODE_PREFIX = 'LPA:';
export const ACTIVATION_CODE_FORMAT = '1';
const DELIMITER = '$';

/** Apple's one-tap eSIM installation (iOS 17.4+): opened on the iPhone itself, no second screen needed. */
export const APPLE_ESIM_SETUP_URL = 'https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=';

export const SM_DP_ADDRESS_MAX_LENGTH = 253;
export const MATCHING_ID_MAX_LENGTH = 255;

export interface ActivationCodeParts {
  /** The SM-DP+ address, an FQDN. */
  smDpAddress: string;
  /** The Matching ID (AC_Token). */
  matchingId: string;
  /** The SM-DP+ OID (dotted decimal), when the SM-DP+ gave one. */
  smDpOid?: string | null;
  /** True when the SM-DP+ asks for a confirmation code at download. */
  confirmationCodeRequired?: boolean;
}

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** SM-DP+ addresses are host names: compared and stored in lower case (DNS ignores case). */
export const normalizeSmDpAddress = (value: string): string => value.trim().toLowerCase();

/**
 * An FQDN: two or more dot-separated labels of letters, digits and inner hyphens (1–63 characters each), at
 * most 253 characters, the last label not all digits (that would be an IP address). No scheme, port or path.
 */
export const isSmDpAddress = (value: string): boolean => {
  const host = normalizeSmDpAddress(value);
  if (host.length === 0 || host.length > SM_DP_ADDRESS_MAX_LENGTH) return false;
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return false;
  return !/^[0-9]+$/.test(labels.at(-1)!);
};

/** SGP.22: a Matching ID is upper-case letters, digits and "-" in any combination. */
export const isMatchingId = (value: string): boolean =>
  value.length > 0 && value.length <= MATCHING_ID_MAX_LENGTH && /^[0-9A-Z-]+$/.test(value);

/** An object identifier in dotted decimal, e.g. 1.3.6.1.4.1.31746. */
export const isObjectIdentifier = (value: string): boolean =>
  value.length <= 128 && /^[0-2](?:\.(?:0|[1-9][0-9]*))+$/.test(value);

/**
 * Builds `LPA:1$<SM-DP+ address>$<matching id>[$<OID>[$1]]`. Throws a RangeError for a part that would break
 * the format (a "$" anywhere, an address that is not an FQDN, a Matching ID outside SGP.22's alphabet): the
 * inventory's import refuses such values, so this never happens with stored profiles.
 */
export const buildActivationCode = (parts: ActivationCodeParts): string => {
  const smDpAddress = normalizeSmDpAddress(parts.smDpAddress);
  if (!isSmDpAddress(smDpAddress)) throw new RangeError(`Not an SM-DP+ address: ${parts.smDpAddress}`);
  if (!isMatchingId(parts.matchingId)) throw new RangeError(`Not a Matching ID: ${parts.matchingId}`);
  const oid = parts.smDpOid ?? '';
  if (oid !== '' && !isObjectIdentifier(oid)) throw new RangeError(`Not an SM-DP+ OID: ${oid}`);
  const fields = [ACTIVATION_CODE_FORMAT, smDpAddress, parts.matchingId];
  if (parts.confirmationCodeRequired) fields.push(oid, '1');
  else if (oid !== '') fields.push(oid);
  return `${ACTIVATION_CODE_PREFIX}${fields.join(DELIMITER)}`;
};

/** The "Install on iPhone" link for an activation code. */
export const appleInstallUrl = (activationCode: string): string =>
  `${APPLE_ESIM_SETUP_URL}${encodeURIComponent(activationCode)}`;
