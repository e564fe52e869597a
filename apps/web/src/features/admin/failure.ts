import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api-error.ts';
import { retryAfterSeconds, waitParts } from '../../lib/countdown.ts';
import { translateMessage } from '../../lib/i18n.ts';

interface Issue {
  in?: unknown;
  field?: unknown;
  rule?: unknown;
}

/** The rule key of the first validation issue of a body field, when the server named one. */
export const fieldRule = (error: unknown, field: string): string | null => {
  if (!isApiError(error) || error.message !== 'validation_failed') return null;
  const issues = (error.data as { issues?: Issue[] } | null)?.issues;
  const issue = Array.isArray(issues) ? issues.find((i) => i.field === field) : undefined;
  return typeof issue?.rule === 'string' ? issue.rule : null;
};

/**
 * The message key that explains a failed admin call: the first validation rule, else the server's key; null when
 * the http client already told the user (a lost session, a timeout).
 */
export const reasonOf = (error: unknown): string | null => {
  if (!isApiError(error)) return 'server_error';
  if (error.notified) return null;
  if (error.message === 'validation_failed') {
    const issues = (error.data as { issues?: Issue[] } | null)?.issues;
    const rule = Array.isArray(issues) ? issues[0]?.rule : undefined;
    if (typeof rule === 'string') return rule;
  }
  return error.message;
};

/**
 * What to say of a failed admin call: the server's message translated (`fallback` when it is not an API error),
 * with how long to wait when the server said (a lock of the proofs, a rate limit); null when the http client
 * already told the user.
 */
export const failureText = (error: unknown, t: TFunction, fallback = 'server_error'): string | null => {
  const reason = isApiError(error) ? reasonOf(error) : fallback;
  if (reason === null) return null;
  const text = translateMessage(reason);
  const wait = isApiError(error) ? retryAfterSeconds(error.data) : null;
  if (wait === null) return text;
  const { unit, count } = waitParts(wait);
  return `${text} ${t(`admin.common.retryIn.${unit}`, { count })}`;
};
