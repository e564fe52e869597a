import type { Envelope } from '@simportal/contract/envelope';
import { ERRORS, type ErrorKey } from '@simportal/contract/errors';

/** A success envelope; `code` is the literal 0 so it satisfies every `envelopeOf(...)` response schema. */
export const ok = <T>(data: T): Envelope<T> & { code: 0 } => ({ code: 0, message: 'ok', data });

export const failure = (key: ErrorKey, data: unknown = null): Envelope<unknown> => ({
  code: ERRORS[key].code,
  message: key,
  data,
});
