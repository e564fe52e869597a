import { describe, expect, it } from 'vitest';
import { ERRORS } from './errors.ts';
import { LOCALES } from './locales.ts';
import {
  CLIENT_MESSAGE_KEYS,
  isMessageKey,
  MESSAGE_KEYS,
  OUTCOME_MESSAGE_KEYS,
  VALIDATION_MESSAGE_KEYS,
} from './message-keys.ts';
import { messagesEn } from './messages-en.ts';
import { messagesOf, translateMessage } from './translate-message.ts';

const messagesZhCn = messagesOf('zh-CN');

const sorted = (keys: Iterable<string>) => [...keys].sort();

describe('message catalogues', () => {
  it('every language has exactly the message keys, no more, no fewer', () => {
    for (const locale of LOCALES)
      expect(sorted(Object.keys(messagesOf(locale))), locale).toEqual(sorted(MESSAGE_KEYS));
  });

  it('has no empty or untrimmed text', () => {
    for (const catalogue of LOCALES.map(messagesOf)) {
      for (const [key, text] of Object.entries(catalogue)) {
        expect(text.trim(), key).not.toBe('');
        expect(text, key).toBe(text.trim());
      }
    }
  });

  it('has a text for every server error key', () => {
    for (const key of Object.keys(ERRORS)) {
      expect(messagesEn, key).toHaveProperty(key);
      expect(messagesZhCn, key).toHaveProperty(key);
    }
  });

  it('Chinese texts are written in Chinese, not copied from English', () => {
    for (const key of MESSAGE_KEYS) {
      expect(messagesZhCn[key], key).not.toBe(messagesEn[key]);
      expect(messagesZhCn[key], key).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('key groups do not overlap and are snake_case', () => {
    const groups = [Object.keys(ERRORS), VALIDATION_MESSAGE_KEYS, CLIENT_MESSAGE_KEYS, OUTCOME_MESSAGE_KEYS];
    const all = groups.flat();
    expect(new Set(all).size).toBe(all.length);
    for (const key of all) expect(key).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
  });

  it('every action outcome has a success and a failure text', () => {
    const actions = new Set(OUTCOME_MESSAGE_KEYS.map((key) => key.replace(/_(success|failed)$/, '')));
    for (const action of actions) {
      expect(isMessageKey(`${action}_success`), action).toBe(true);
      expect(isMessageKey(`${action}_failed`), action).toBe(true);
    }
  });

  it('keeps the spec wording of its messages (§5, §8)', () => {
    const spec: Record<string, string> = {
      code_send_too_frequent: 'Code send too frequent, please try again later',
      code_send_failed: 'Code send failed, please check your email address is correct',
      user_already_exists: 'User already exists',
      admin_required: 'Admin required',
      no_permission: 'No permission',
      insufficient_credit: 'Insufficient credit',
      code_expired: 'Verification code expired, please resend',
      code_incorrect: 'Code is incorrect',
      incorrect_account_or_password: 'Incorrect account or password',
      user_not_exist: 'User does not exist',
      not_registered: 'Not registered',
      login_expired: 'Login expired, please login again',
      login_status_error: 'Login status error, please login again',
      token_invalid: 'Token invalid, please login again',
      refresh_token_expired: 'Refresh token expired, please login again',
      label_exists: 'Label already exists',
      email_exists_or_not: 'Email exists or not exists',
      username_exists: 'Username exists, please rename',
      username_not_exists: 'Username not exists',
      verify_code_incorrect: 'Verify code is incorrect',
      sim_occupied: 'SIM card is occupied',
      sim_over_limit: 'SIM card over limit',
      basic_plan_required: 'The SIM card needs to purchase the basic service first',
      package_not_active: 'Package not active, please activate the package first',
      esim_insufficient_balance: 'Your balance is insufficient to apply for eSIM, please recharge first',
      pkg_duplicated: 'This card already has this plan',
      password_mismatch: 'Password does not match',
      passwords_not_equal: 'Two passwords are not equal',
      email_invalid: 'Please enter a valid email address',
      timeout: 'The request timed out, please try again',
    };
    for (const [key, text] of Object.entries(spec)) {
      expect(isMessageKey(key), key).toBe(true);
      expect(translateMessage(key, 'en'), key).toBe(text);
    }
    expect(translateMessage('sim_occupied', 'zh-CN')).toBe('SIM 卡已被占用');
    expect(translateMessage('code_send_too_frequent', 'zh-CN')).toBe('验证码发送过于频繁，请稍后再试');
    expect(translateMessage('insufficient_credit', 'zh-CN')).toBe('余额不足');
  });
});

describe('translateMessage', () => {
  it('translates known keys', () => {
    expect(translateMessage('pkg_duplicated', 'en')).toBe('This card already has this plan');
    expect(translateMessage('pkg_duplicated', 'zh-CN')).toBe('该卡已订购此套餐');
  });

  it('falls back to the server error text for unknown keys', () => {
    expect(translateMessage('no_such_key', 'en')).toBe(messagesEn.server_error);
    expect(translateMessage('no_such_key', 'zh-CN')).toBe(messagesZhCn.server_error);
    expect(translateMessage('', 'en')).toBe(messagesEn.server_error);
    // Object prototype names are not keys.
    expect(translateMessage('constructor', 'en')).toBe(messagesEn.server_error);
    expect(translateMessage('__proto__', 'zh-CN')).toBe(messagesZhCn.server_error);
  });

  it('falls back to the default locale for an unknown locale coming from storage', () => {
    expect(translateMessage('sim_occupied', 'fr' as 'en')).toBe('SIM card is occupied');
  });

  it('isMessageKey recognises keys', () => {
    expect(isMessageKey('sim_occupied')).toBe(true);
    expect(isMessageKey('timeout')).toBe(true);
    expect(isMessageKey('nope')).toBe(false);
    expect(isMessageKey(42)).toBe(false);
  });
});
