import type { FieldIssue } from '@simportal/contract/errors';
import type { FastifyInstance } from 'fastify';
import { DomainError } from './domain-error.ts';

const NUL = '\u0000';

/** The dotted path of the first string (or object key) holding U+0000 in a parsed value, or null. */
const nulPath = (root: unknown): string | null => {
  // Iterative: a hostile body may nest arrays thousands deep.
  const pending: { value: unknown; path: string[] }[] = [{ value: root, path: [] }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return path.join('.');
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes(NUL)) return [...path, key].join('.');
        pending.push({ value: child, path: [...path, key] });
      }
    }
  }
  return null;
};

/**
 * PostgreSQL text cannot hold U+0000: a query with it fails (22021) and the caller would see a server error.
 * No field of the product takes it either, so any request whose body, query or path carries one is refused as
 * a validation failure naming the field, before a route's own validation runs.
 */
export const registerNulRejection = (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const parts: [FieldIssue['in'], unknown][] = [
      ['body', request.body],
      ['query', request.query],
      ['params', request.params],
    ];
    for (const [part, value] of parts) {
      const field = nulPath(value);
      if (field !== null) {
        throw new DomainError('validation_failed', {
          issues: [{ in: part, field, rule: 'invalid_value' } satisfies FieldIssue],
        });
      }
    }
  });
};
