import { isApiError } from '../../lib/api-error.ts';

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
