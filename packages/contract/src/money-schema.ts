import { z } from 'zod';

// Apart from money.ts on purpose: the web app formats amounts on nearly every screen, and a zod schema in the
// same module would bring zod into each of them (docs/decisions/0013-web-first-load.md).

const amountError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? 'amount_required' : 'amount_invalid';

// z.int() also bounds the value to the safe integer range, and the JSON Schema (OpenAPI) it produces says
// `integer` with minimum and maximum, which a refinement could not.

/** A non-negative amount in minor units on the wire: `amount_required` when missing, else `amount_invalid`. */
export const minorUnitsSchema = z.int({ error: amountError }).min(0, { error: 'amount_invalid' });

/** An amount that must be more than zero, such as a recharge. */
export const positiveMinorUnitsSchema = z.int({ error: amountError }).min(1, { error: 'amount_invalid' });
