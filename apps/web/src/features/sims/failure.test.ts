import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { describeFailure } from './failure.ts';

const options = {
  fields: ['cardNumber', 'iccid', 'verifyCode'] as const,
  fieldOf: { verify_code_incorrect: 'verifyCode' as const },
  fallback: 'bind_failed',
};
const apiError = (message: string, data: unknown = null, notified = false) =>
  new ApiError({ code: 40000, message, data, status: 400, notified });

describe('bind form failures', () => {
  it('puts validation issues of the body under their fields, the first per field', () => {
    const error = apiError('validation_failed', {
      issues: [
        { in: 'body', field: 'iccid', rule: 'iccid_checksum' },
        { in: 'body', field: 'iccid', rule: 'iccid_format' },
        { in: 'body', field: 'cardNumber', rule: 'card_number_required' },
        { in: 'query', field: 'page', rule: 'invalid_value' },
      ],
    });
    expect(describeFailure(error, options)).toEqual({
      fields: [
        { name: 'iccid', key: 'iccid_checksum' },
        { name: 'cardNumber', key: 'card_number_required' },
      ],
      notice: null,
    });
  });

  it('puts a wrong verify code under its field and the other answers above the form', () => {
    expect(describeFailure(apiError('verify_code_incorrect'), options).fields).toEqual([
      { name: 'verifyCode', key: 'verify_code_incorrect' },
    ]);
    expect(describeFailure(apiError('sim_occupied'), options)).toEqual({
      fields: [],
      notice: 'sim_occupied',
    });
    expect(describeFailure(apiError('sim_over_limit'), options).notice).toBe('sim_over_limit');
    expect(describeFailure(apiError('validation_failed'), options).notice).toBe('validation_failed');
  });

  it('stays quiet when the http client already told the user, and falls back for other errors', () => {
    expect(describeFailure(apiError('timeout', null, true), options).notice).toBeNull();
    expect(describeFailure(new Error('boom'), options).notice).toBe('bind_failed');
  });
});
