import { z } from 'zod';
import type { ValidationKey } from '../message-keys.ts';

/** True for a value a user has not filled in: nothing, or a string of only whitespace. */
export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A required text field without a rule of its own (SIM card number, a card's verify code, a tag...): trimmed,
 * and `key` (default `field_required`) when missing or blank. Chain `.max()` etc. for limits of its own.
 */
export const requiredString = (key: ValidationKey = 'field_required') =>
  z.string({ error: key }).trim().min(1, { error: key });
