import type { FieldIssue } from '@simportal/contract/errors';
import { isApiError } from '../../lib/api-error.ts';

const PASSKEY_FIELDS = ['name', 'password'] as const;
type PasskeyField = (typeof PASSKEY_FIELDS)[number];

export interface AddPasskeyFailure {
  /** Message keys to show under the form's fields. */
  fields: { name: PasskeyField; key: string }[];
  /** A message key for a toast, or null. */
  notice: string | null;
  /** The server refused because an administrator is acting in this customer's view. */
  actingAs: boolean;
  /** The browser made no passkey (its prompt closed, timed out, or found nothing to use): the user's choice. */
  browserDeclined: boolean;
  /** The browser made none because this device already holds one of the account's passkeys. */
  alreadyOnDevice: boolean;
}

/** @simplewebauthn/browser's name for the WebAuthn InvalidStateError of an excluded credential. */
const PREVIOUSLY_REGISTERED = 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED';

const isPasskeyField = (name: string): name is PasskeyField =>
  (PASSKEY_FIELDS as readonly string[]).includes(name);

/**
 * Sorts a failed passkey addition. Anything that is not the server's answer came from the browser's prompt, and
 * a closed prompt is the user changing their mind: said quietly beside the form, never as an error.
 */
export const describeAddPasskeyFailure = (error: unknown): AddPasskeyFailure => {
  const result: AddPasskeyFailure = {
    fields: [],
    notice: null,
    actingAs: false,
    browserDeclined: false,
    alreadyOnDevice: false,
  };
  if (!isApiError(error))
    return (error as { code?: unknown } | null)?.code === PREVIOUSLY_REGISTERED
      ? { ...result, alreadyOnDevice: true }
      : { ...result, browserDeclined: true };
  if (error.notified) return result;
  if (error.message === 'old_password_incorrect' || error.message === 'password_required') {
    return { ...result, fields: [{ name: 'password', key: error.message }] };
  }
  if (error.message === 'no_permission') return { ...result, notice: error.message, actingAs: true };
  if (error.message === 'validation_failed') {
    const issues = (error.data as { issues?: FieldIssue[] } | null)?.issues ?? [];
    const fields = issues.flatMap((issue) =>
      isPasskeyField(issue.field) ? [{ name: issue.field, key: issue.rule }] : [],
    );
    if (fields.length > 0) return { ...result, fields };
  }
  return { ...result, notice: error.message };
};
