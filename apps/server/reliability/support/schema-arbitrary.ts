import { luhnCheckDigit } from '@simportal/contract/rules/iccid';
import fc from 'fast-check';
import { z } from 'zod';
import type { JsonSchema } from './route-inventory.ts';

/**
 * Values a field of this name takes in real use, so that generated requests also get past the contract's
 * refinements (which the OpenAPI document cannot express) and reach the services. `known` holds values of
 * the fuzzer's own population (usernames, emails, card numbers, ICCIDs, ids) so lookups sometimes hit.
 */
export interface FieldHints {
  known: Record<string, readonly (string | number)[]>;
}

const iccid = fc.stringMatching(/^89[0-9]{16}$/).map((body) => `${body}${luhnCheckDigit(body)}`);
const calendarDate = fc
  .date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const password = fc.stringMatching(/^[A-Za-z0-9!@#$%^&*-]{6,22}$/);

/** Realistic values by field name (the contract's rules: src/rules/*.ts). */
const realisticByName: Record<string, fc.Arbitrary<unknown>> = {
  email: fc.emailAddress(),
  account: fc.oneof(fc.emailAddress(), fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{2,31}$/)),
  username: fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{2,31}$/),
  password,
  oldPassword: password,
  confirmPassword: password,
  code: fc.stringMatching(/^[0-9]{6}$/),
  iccid,
  cardNumber: fc.stringMatching(/^[0-9]{1,20}$/),
  verifyCode: fc.stringMatching(/^[0-9]{6}$/),
  start: calendarDate,
  end: calendarDate,
  time: fc.stringMatching(/^([01][0-9]|2[0-3]):[0-5][0-9]$/),
  timeZone: fc.constantFrom('UTC', 'Asia/Shanghai', 'America/New_York', 'Europe/Berlin'),
};

const dateTime = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString());

const stringOf = (schema: JsonSchema): fc.Arbitrary<string> => {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time') return dateTime;
  if (schema.format === 'date') return calendarDate;
  if (typeof schema.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // a pattern fast-check cannot generate from: fall through to plain strings
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  return fc.oneof(fc.string({ minLength, maxLength }), fc.string({ minLength, maxLength, unit: 'grapheme' }));
};

const numberBounds = (schema: JsonSchema, integer: boolean) => {
  const step = integer ? 1 : Number.EPSILON;
  const min =
    schema.exclusiveMinimum !== undefined
      ? schema.exclusiveMinimum + step
      : (schema.minimum ?? Number.MIN_SAFE_INTEGER);
  const max =
    schema.exclusiveMaximum !== undefined
      ? schema.exclusiveMaximum - step
      : (schema.maximum ?? Number.MAX_SAFE_INTEGER);
  return { min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) };
};

/**
 * Values that satisfy a JSON Schema of the OpenAPI document (the subset the zod conversion produces: types,
 * enum/const, anyOf/oneOf, properties/required, items, length, pattern, format, numeric bounds), mixed with
 * realistic values by field name and the population's own values.
 */
export const generatedValue = (
  schema: JsonSchema,
  hints: FieldHints,
  name?: string,
): fc.Arbitrary<unknown> => {
  const base = schemaValue(schema, hints);
  const options: fc.Arbitrary<unknown>[] = [base];
  // realistic and known values only where the document calls them valid (a pay order's uuid is no card id)
  const fits = fitsSchema(schema);
  if (name && realisticByName[name]) options.push(realisticByName[name].filter(fits));
  const known = (name ? hints.known[name] : undefined)?.filter(fits);
  if (known && known.length > 0) options.push(fc.constantFrom(...known));
  return options.length === 1 ? base : fc.oneof(...options);
};

const checks = new WeakMap<JsonSchema, (value: unknown) => boolean>();
/** Whether a value satisfies a JSON Schema of the document (zod reads the schema back). */
const fitsSchema = (schema: JsonSchema): ((value: unknown) => boolean) => {
  let check = checks.get(schema);
  if (!check) {
    let parser: z.ZodType | null = null;
    try {
      parser = z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0]);
    } catch {
      parser = null;
    }
    check = (value) => parser === null || parser.safeParse(value).success;
    checks.set(schema, check);
  }
  return check;
};

const schemaValue = (schema: JsonSchema, hints: FieldHints): fc.Arbitrary<unknown> => {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => schemaValue(alternative, hints)));
  if (Array.isArray(schema.type)) {
    return fc.oneof(...(schema.type as string[]).map((type) => schemaValue({ ...schema, type }, hints)));
  }
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer(numberBounds(schema, true));
    case 'number':
      return fc.double({ ...numberBounds(schema, false), noNaN: true });
    case 'string':
      return stringOf(schema);
    case 'array': {
      const items = schema.items ? schemaValue(schema.items, hints) : fc.jsonValue();
      const length = { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 5, 5) };
      // uniqueItems (an API key's scopes): the document says so, and a valid request keeps to it
      return schema.uniqueItems
        ? fc.uniqueArray(items, { ...length, selector: (value) => JSON.stringify(value) })
        : fc.array(items, length);
    }
    case 'object':
      return objectOf(schema, hints);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
};

const objectOf = (schema: JsonSchema, hints: FieldHints): fc.Arbitrary<Record<string, unknown>> => {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = (schema.required ?? []) as string[];
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [key, generatedValue(property, hints, key)]),
  );
  return fc.record(model, { requiredKeys: required.filter((key) => key in model) }) as fc.Arbitrary<
    Record<string, unknown>
  >;
};
