import type { FieldIssue } from '@simportal/contract/errors';
import { isMalformedText } from '@simportal/contract/rules/text-characters';
import type { FastifyInstance } from 'fastify';
import { DomainError } from './domain-error.ts';

/** One value met by the walk, with how it was reached: its key and the entry of its parent. */
interface Entry {
  value: unknown;
  key: string;
  parent: Entry | null;
}

const pathOf = (entry: Entry): string => {
  const keys: string[] = [];
  for (let at: Entry | null = entry; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
};

/**
 * The dotted path of the first malformed string or object key in a parsed value, or null. Iterative, and
 * linear in the value's size: each entry points at its parent instead of copying the path, which is only
 * built for the one entry that is reported (a copy per level made a deep body cost the square of its depth).
 */
const malformedTextPath = (root: unknown): string | null => {
  const pending: Entry[] = [{ value: root, key: '', parent: null }];
  while (pending.length > 0) {
    const entry = pending.pop()!;
    const { value } = entry;
    if (typeof value === 'string') {
      if (isMalformedText(value)) return pathOf(entry);
    } else if (value !== null && typeof value === 'object') {
      for (const key of Object.keys(value)) {
        const child: Entry = { value: (value as Record<string, unknown>)[key], key, parent: entry };
        if (isMalformedText(key)) return pathOf(child);
        pending.push(child);
      }
    }
  }
  return null;
};

/**
 * Refuses any request whose body, query or path carries malformed text (validation_failed naming the field,
 * rule text_malformed) before a route's own validation runs: PostgreSQL would fail on U+0000 with a server
 * error, a lone surrogate cannot be stored or shown as the text the client meant, and a control or a
 * bidirectional control would show a label or a name otherwise than it is stored (contract rules/text-characters).
 */
export const registerMalformedTextRejection = (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const parts: [FieldIssue['in'], unknown][] = [
      ['body', request.body],
      ['query', request.query],
      ['params', request.params],
    ];
    for (const [part, value] of parts) {
      const field = malformedTextPath(value);
      if (field !== null) {
        throw new DomainError('validation_failed', {
          issues: [{ in: part, field, rule: 'text_malformed' } satisfies FieldIssue],
        });
      }
    }
  });
};
