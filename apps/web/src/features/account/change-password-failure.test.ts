import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { describeChangePasswordFailure } from './change-password-failure.ts';

const apiError = (message: string, data: unknown = null, status = 400) =>
  new ApiError({ code: 40000, message, data, status });

describe('a failed password change', () => {
  it('shows a wrong current password under that field', () => {
    expect(describeChangePasswordFailure(apiError('old_password_incorrect'))).toEqual({
      fields: [{ name: 'oldPassword', key: 'old_password_incorrect' }],
      notice: null,
      actingAs: false,
    });
  });

  it("explains a refusal in a customer's view", () => {
    expect(describeChangePasswordFailure(apiError('no_permission', null, 403))).toMatchObject({
      notice: 'no_permission',
      actingAs: true,
    });
  });

  it('puts validation issues under their fields and toasts the rest', () => {
    const error = apiError('validation_failed', {
      issues: [{ in: 'body', field: 'confirmPassword', rule: 'passwords_not_equal' }],
    });
    expect(describeChangePasswordFailure(error).fields).toEqual([
      { name: 'confirmPassword', key: 'passwords_not_equal' },
    ]);
    expect(describeChangePasswordFailure(apiError('validation_failed')).notice).toBe('validation_failed');
    expect(describeChangePasswordFailure(apiError('too_many_requests', null, 429)).notice).toBe(
      'too_many_requests',
    );
  });

  it('stays quiet when the http client already told the user, and falls back for anything else', () => {
    const told = new ApiError({ code: 'TIMEOUT', message: 'timeout', data: null, notified: true });
    expect(describeChangePasswordFailure(told)).toEqual({ fields: [], notice: null, actingAs: false });
    expect(describeChangePasswordFailure(new Error('x')).notice).toBe('password_change_failed');
  });
});
