import type { FieldIssue } from '@simportal/contract/errors';
import { isApiError } from '../../lib/api-error.ts';

const PASSWORD_FIELDS = ['oldPassword', 'password', 'confirmPassword'] as const;

export interface ChangePasswordFailure {
  /** Message keys to show under the form's fields. */
  fields: { name: (typeof PASSWORD_FIELDS)[number]; key: string }[];
  /** A message key for a toast, or null. */
  notice: string | null;
  /** The server refused because an administrator is acting in this customer's view. */
  actingAs: boolean;
}

const isPasswordField = (name: string): name is (typeof PASSWORD_FIELDS)[number] =>
  (PASSWORD_FIELDS as readonly string[]).includes(name);

/** Sorts a failed password change into field errors, a toast, or the customer-view notice. */
export const describeChangePasswordFailure = (error: unknown): ChangePasswordFailure => {
  const result: ChangePasswordFailure = { fields: [], notice: null, actingAs: false };
  if (!isApiError(error)) return { ...result, notice: 'password_change_failed' };
  if (error.notified) return result;
  if (error.message === 'old_password_incorrect') {
    return { ...result, fields: [{ name: 'oldPassword', key: error.message }] };
  }
  if (error.message === 'no_permission') return { ...result, notice: error.message, actingAs: true };
  if (error.message === 'validation_failed') {
    const issues = (error.data as { issues?: FieldIssue[] } | null)?.issues ?? [];
    const fields = issues.flatMap((issue) =>
      isPasswordField(issue.field) ? [{ name: issue.field, key: issue.rule }] : [],
    );
    if (fields.length > 0) return { ...result, fields };
  }
  return { ...result, notice: error.message };
};
