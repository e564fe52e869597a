import { z } from 'zod';
import type { ValidationKey } from '../message-keys.ts';

/**
 * What the OpenAPI document says of a field that its rule checks in code: a pattern and lengths that accept
 * no more than the rule does, so a client (or the fuzzer) that follows the document is never refused.
 * A rule the document cannot express (a check digit) is said in `description`.
 */
export interface DocumentedRule {
  pattern?: RegExp;
  minLength?: number;
  maxLength?: number;
  description?: string;
}

/**
 * A string schema that reports at most ONE issue per field, whose message is the key of the first rule that
 * fails. Chaining zod checks (`.min().regex()`) would report several issues at once, because zod 4 keeps
 * running checks after a failure; one key per field is what the server puts in `FieldIssue.rule` and what the
 * client shows under the input. A missing or non-string value reports `requiredKey`.
 *
 * `normalize` runs first (as a zod overwrite, so the schema stays a plain string schema for OpenAPI) and the
 * parsed value is the normalized one; `validate` must be the same pure function the client calls.
 */
export const stringRule = <K extends ValidationKey>(
  requiredKey: K,
  validate: (value: string) => K | null,
  normalize: (value: string) => string = (value) => value,
  documented: DocumentedRule = {},
) =>
  z
    .string({ error: requiredKey })
    .overwrite(normalize)
    .superRefine((value, ctx) => {
      const key = validate(value);
      if (key !== null) ctx.addIssue({ code: 'custom', message: key, input: value });
    })
    .meta({
      ...(documented.pattern ? { pattern: documented.pattern.source } : {}),
      ...(documented.minLength === undefined ? {} : { minLength: documented.minLength }),
      ...(documented.maxLength === undefined ? {} : { maxLength: documented.maxLength }),
      ...(documented.description ? { description: documented.description } : {}),
    });
