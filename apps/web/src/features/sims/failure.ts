import { isApiError } from '../../lib/api-error.ts';

/** What a failed call means for a form: errors under its fields, or one message for the whole form. */
export interface FormFailure<F extends string> {
  fields: { name: F; key: string }[];
  /** A message key to show for the form as a whole; null when the user was already told (notified). */
  notice: string | null;
}

interface Issue {
  in?: unknown;
  field?: unknown;
  rule?: unknown;
}

const issuesOf = (data: unknown): Issue[] => {
  const issues = (data as { issues?: unknown } | null)?.issues;
  return Array.isArray(issues) ? (issues as Issue[]) : [];
};

/**
 * Turns a rejected call into form feedback: validation issues of the body go under their fields (first issue
 * per field), keys listed in `fieldOf` under that field, anything else becomes the form's notice (`fallback`
 * for an error that is not the http client's).
 */
export const describeFailure = <F extends string>(
  error: unknown,
  options: { fields: readonly F[]; fieldOf?: Partial<Record<string, F>>; fallback: string },
): FormFailure<F> => {
  if (!isApiError(error)) return { fields: [], notice: options.fallback };
  if (error.message === 'validation_failed') {
    const fields: { name: F; key: string }[] = [];
    for (const issue of issuesOf(error.data)) {
      const name = issue.field as F;
      if (issue.in !== 'body' || !options.fields.includes(name) || typeof issue.rule !== 'string') continue;
      if (!fields.some((field) => field.name === name)) fields.push({ name, key: issue.rule });
    }
    if (fields.length > 0) return { fields, notice: null };
  }
  const field = options.fieldOf?.[error.message];
  if (field) return { fields: [{ name: field, key: error.message }], notice: null };
  return { fields: [], notice: error.notified ? null : error.message };
};
