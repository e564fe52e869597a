import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { describeFailure } from './server-errors.ts';

const options = {
  fields: ['username', 'email', 'password', 'confirmPassword', 'code'],
  fieldOf: { username_exists: 'username', user_already_exists: 'email', code_incorrect: 'code' },
  fallbackKey: 'register_failed',
};

const apiError = (message: string, data: unknown = null, status = 400) =>
  new ApiError({ code: 40000, message, data, status });

describe('server errors on a form', () => {
  it('puts validation issues under their fields, first issue per field', () => {
    const error = apiError('validation_failed', {
      issues: [
        { in: 'body', field: 'email', rule: 'email_invalid' },
        { in: 'body', field: 'confirmPassword', rule: 'password_mismatch' },
        { in: 'body', field: 'email', rule: 'email_required' },
      ],
    });
    expect(describeFailure(error, options)).toEqual({
      fields: [
        { name: 'email', key: 'email_invalid' },
        { name: 'confirmPassword', key: 'password_mismatch' },
      ],
      notice: null,
    });
  });

  it('toasts validation_failed when no issue matches a field of the form', () => {
    const error = apiError('validation_failed', {
      issues: [{ in: 'query', field: 'page', rule: 'invalid_value' }],
    });
    expect(describeFailure(error, options).notice?.key).toBe('validation_failed');
    expect(describeFailure(apiError('validation_failed'), options).notice?.key).toBe('validation_failed');
  });

  it('puts the keys the form knows under their field', () => {
    expect(describeFailure(apiError('username_exists', null, 409), options)).toEqual({
      fields: [{ name: 'username', key: 'username_exists' }],
      notice: null,
    });
    expect(describeFailure(apiError('code_incorrect'), options).fields).toEqual([
      { name: 'code', key: 'code_incorrect' },
    ]);
  });

  it('toasts other keys with the wait the server asked for', () => {
    const error = apiError('too_many_requests', { retryAfterSeconds: 840 }, 429);
    expect(describeFailure(error, options)).toEqual({
      fields: [],
      notice: { key: 'too_many_requests', fallbackKey: 'register_failed', retryAfterSeconds: 840 },
    });
    expect(describeFailure(apiError('code_send_failed', null, 502), options).notice).toEqual({
      key: 'code_send_failed',
      fallbackKey: 'register_failed',
      retryAfterSeconds: null,
    });
  });

  it('stays quiet about errors the http client already reported', () => {
    const error = new ApiError({ code: 'TIMEOUT', message: 'timeout', data: null, notified: true });
    expect(describeFailure(error, options)).toEqual({ fields: [], notice: null });
  });

  it('falls back to the form failure toast for anything that is not an API error', () => {
    expect(describeFailure(new Error('boom'), options).notice?.key).toBe('register_failed');
  });
});
