import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { describeAddPasskeyFailure } from './add-passkey-failure.ts';

// Why adding a passkey failed, sorted for the form: the server's refusals under their fields or as a notice, the
// browser's closed prompt quietly, and a device that already holds one of the account's passkeys said as such.

describe('a failed passkey addition', () => {
  it('puts a wrong password under its field', () => {
    const error = new ApiError({ code: 40004, message: 'old_password_incorrect', data: null, status: 400 });
    expect(describeAddPasskeyFailure(error).fields).toEqual([
      { name: 'password', key: 'old_password_incorrect' },
    ]);
  });

  it('tells a closed prompt from a device that already holds a passkey of the account', () => {
    const closed = Object.assign(new Error('The operation either timed out or was not allowed.'), {
      name: 'NotAllowedError',
    });
    expect(describeAddPasskeyFailure(closed)).toMatchObject({
      browserDeclined: true,
      alreadyOnDevice: false,
    });
    const held = Object.assign(new Error('The authenticator was previously registered'), {
      code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED',
    });
    expect(describeAddPasskeyFailure(held)).toMatchObject({ browserDeclined: false, alreadyOnDevice: true });
  });

  it('shows any other refusal of the server as a notice', () => {
    const error = new ApiError({
      code: 40998,
      message: 'passkey_limit_reached',
      data: { max: 10 },
      status: 409,
    });
    expect(describeAddPasskeyFailure(error)).toMatchObject({ notice: 'passkey_limit_reached', fields: [] });
  });
});
