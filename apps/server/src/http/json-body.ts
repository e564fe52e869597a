import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { DomainError } from './domain-error.ts';

/**
 * The deepest nesting of objects and arrays a JSON body may have. No request of the product nests beyond 3;
 * 64 leaves room for any honest client while keeping every later walk over a body cheap.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * The most values (object members and array items, counted by their separators and containers) a JSON body
 * may hold. No request of the product sends more than a few dozen; 100,000 keys within the body limit took
 * JSON.parse and the walks after it over 100 ms, during which every other request waited.
 */
export const MAX_JSON_VALUES = 10_000;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * What makes a JSON text too costly to parse, found in one pass over its characters that stops at the first
 * excess (brackets and commas inside strings do not count): nesting deeper than `maxDepth`, or more than
 * `maxValues` values. It runs before JSON.parse, so a 1 MiB body of half a million brackets or 100,000 keys is
 * refused in a millisecond or two instead of being built and walked.
 */
const jsonShapeProblem = (
  text: string,
  maxDepth = MAX_JSON_DEPTH,
  maxValues = MAX_JSON_VALUES,
): 'too_deep' | 'too_many_values' | null => {
  let depth = 0;
  let values = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === BACKSLASH) i++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (char === OPEN_BRACE || char === OPEN_BRACKET) {
      if (++depth > maxDepth) return 'too_deep';
      if (++values > maxValues) return 'too_many_values';
    } else if (char === COMMA) {
      if (++values > maxValues) return 'too_many_values';
    } else if (char === CLOSE_BRACE || char === CLOSE_BRACKET) {
      depth--;
    }
  }
  return null;
};

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Replaces Fastify's JSON body parser with one whose work is linear in the body and bounded before any
 * recursion: bytes that are not UTF-8 → malformed_request (the default parser would turn them into U+FFFD and
 * store them), nesting past MAX_JSON_DEPTH → json_too_deep, more than MAX_JSON_VALUES values →
 * payload_too_large, then secure-json-parse as Fastify does (a
 * `__proto__` or `constructor.prototype` key is refused rather than parsed).
 */
export const registerJsonBodyParser = (app: FastifyInstance) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body: Buffer, done) => {
    let text: string;
    try {
      text = utf8.decode(body);
    } catch {
      done(
        new DomainError('malformed_request', { issues: [{ in: 'body', field: '', rule: 'text_malformed' }] }),
      );
      return;
    }
    try {
      done(null, parseJsonText(text));
    } catch (error) {
      done(error as DomainError);
    }
  });
};

/**
 * A JSON text parsed within the same bounds as a request body (throws the same DomainErrors): for a route that
 * must read its body's bytes before parsing them, such as a signed webhook.
 */
export const parseJsonText = (text: string): unknown => {
  if (text.trim() === '') throw new DomainError('malformed_json');
  const problem = jsonShapeProblem(text);
  if (problem === 'too_deep') throw new DomainError('json_too_deep', { maxDepth: MAX_JSON_DEPTH });
  if (problem === 'too_many_values')
    throw new DomainError('payload_too_large', { maxValues: MAX_JSON_VALUES });
  try {
    return secureJson.parse(text, { protoAction: 'error', constructorAction: 'error' });
  } catch {
    throw new DomainError('malformed_json');
  }
};
