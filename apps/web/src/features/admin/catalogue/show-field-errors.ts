import type { FormInstance } from 'antd';
import { useCallback } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { translateMessage } from '../../../lib/i18n.ts';

interface Issue {
  field?: unknown;
  rule?: unknown;
}

/** A form field's name: a top-level field, or the path to a nested one (['name', 'zh-CN']). */
export type FormField = string | string[];

/**
 * Puts each validation issue the server answered under the form field it belongs to (`fieldOf` maps the API's
 * dotted path to the form's name), so a rule only the server checks is shown where the user looks.
 */

export const useShowFieldErrors = (form: FormInstance, fieldOf: (apiField: string) => FormField) =>
  useCallback(
    (error: unknown) => {
      if (!isApiError(error) || error.message !== 'validation_failed') return;
      const issues = (error.data as { issues?: Issue[] } | null)?.issues ?? [];
      const byField = new Map<string, { name: FormField; message: string }>();
      for (const issue of issues) {
        if (typeof issue.field !== 'string' || typeof issue.rule !== 'string') continue;
        const name = fieldOf(issue.field);
        const key = String(name);
        if (!byField.has(key)) byField.set(key, { name, message: translateMessage(issue.rule) });
      }
      form.setFields([...byField.values()].map(({ name, message }) => ({ name, errors: [message] })));
    },
    [form, fieldOf],
  );
