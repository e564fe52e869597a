import type { FormRule } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { translateMessage } from '../../../lib/i18n.ts';

/** A check returning the message key of the first rule that fails, or null (the contract's `validateX`). */
export type KeyCheck = (value: string) => string | null;

/**
 * An antd rule running one of the contract's pure validators, so the form refuses exactly what the server
 * would, with the same message key, translated when it fails.
 */
export const checkRule = (check: KeyCheck): RuleObject => ({
  validator: async (_rule, value: unknown) => {
    const key = check(typeof value === 'string' ? value : '');
    if (key !== null) throw new Error(translateMessage(key));
  },
});

/** Required text: blank (or only spaces) fails with `key`. */
export const requiredRule = (key = 'field_required'): FormRule =>
  checkRule((value) => (value.trim() === '' ? key : null));

/**
 * The confirmation of `field`, checked with `check(password, confirmation)` (the contract's
 * validatePasswordMatch); list `field` in the Form.Item's `dependencies` so it re-checks when that one changes.
 */
export const confirmationRule =
  (field: string, check: (password: string, confirmation: string) => string | null): FormRule =>
  ({ getFieldValue }) =>
    checkRule((confirmation) => {
      if (confirmation === '') return 'password_required';
      const password: unknown = getFieldValue(field);
      return check(typeof password === 'string' ? password : '', confirmation);
    });
