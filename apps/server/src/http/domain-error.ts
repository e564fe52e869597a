import { ERRORS, type ErrorKey, type FieldIssue } from '@simportal/contract/errors';

/**
 * A rule of the domain said no. Services throw it with a message key from the contract; one handler turns it
 * into the HTTP status and envelope of that key.
 */
export class DomainError extends Error {
  readonly key: ErrorKey;
  readonly data: unknown;

  constructor(key: ErrorKey, data: unknown = null) {
    super(key);
    this.name = 'DomainError';
    this.key = key;
    this.data = data;
  }

  get status(): number {
    return ERRORS[this.key].status;
  }
}

/** validation_failed naming one field of the body and the rule it broke, as the request's own validation says it. */
export const invalidBodyField = (field: string, rule: FieldIssue['rule']): DomainError =>
  new DomainError('validation_failed', { issues: [{ in: 'body', field, rule } satisfies FieldIssue] });
