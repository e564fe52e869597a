import type { FieldIssue } from '@simportal/contract/errors';
import { isApiError } from '../../../lib/api-error.ts';
import { retryAfterSeconds } from '../../../lib/countdown.ts';

/** A message key to show under one field of the form. */
export interface FieldFailure {
  name: string;
  key: string;
}

/** A message key for a toast, with the wait the server asked for when it refused for a while. */
export interface NoticeFailure {
  key: string;
  fallbackKey: string;
  retryAfterSeconds: number | null;
}

export interface Failure {
  fields: FieldFailure[];
  notice: NoticeFailure | null;
}

export interface FailureOptions {
  /** The form's field names: validation issues on them are shown under the field. */
  fields: readonly string[];
  /** Server message keys that belong under one field, e.g. `{ username_exists: 'username' }`. */
  fieldOf?: Readonly<Record<string, string>>;
  /** The toast when the server's key has no text (e.g. `register_failed`). */
  fallbackKey: string;
}

const isFieldIssue = (value: unknown): value is FieldIssue =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FieldIssue).field === 'string' &&
  typeof (value as FieldIssue).rule === 'string';

const issuesOf = (data: unknown): FieldIssue[] => {
  const issues = (data as { issues?: unknown } | null)?.issues;
  return Array.isArray(issues) ? issues.filter(isFieldIssue) : [];
};

/**
 * Sorts a failed call into what the form shows: `validation_failed` issues under their fields (the rule is a
 * message key), keys the form knows under their field, anything else as one toast. An error the http client
 * already reported (timeout, ended session) shows nothing more.
 */
export const describeFailure = (error: unknown, options: FailureOptions): Failure => {
  const none: Failure = { fields: [], notice: null };
  const toast = (key: string, wait: number | null = null): Failure => ({
    fields: [],
    notice: { key, fallbackKey: options.fallbackKey, retryAfterSeconds: wait },
  });
  if (!isApiError(error)) return toast(options.fallbackKey);
  if (error.notified) return none;

  if (error.message === 'validation_failed') {
    const fields = issuesOf(error.data)
      .filter((issue) => (issue.in ?? 'body') === 'body' && options.fields.includes(issue.field))
      .map((issue) => ({ name: issue.field, key: issue.rule }));
    // the first issue of each field, as the form rules would report it
    const unique = fields.filter((f, i) => fields.findIndex((g) => g.name === f.name) === i);
    return unique.length > 0 ? { fields: unique, notice: null } : toast('validation_failed');
  }
  const field = options.fieldOf?.[error.message];
  if (field) return { fields: [{ name: field, key: error.message }], notice: null };
  return toast(error.message, retryAfterSeconds(error.data));
};
