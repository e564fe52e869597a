import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { DomainError } from './domain-error.ts';

/**
 * The deepest nesting of objects and arrays a JSON body may have. No request of the product nests beyond 3;
 * 64 leaves room for any honest client while keeping every later walk over a body cheap.
 */
export const MAX_JSON_DEPTH = 64;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether a JSON text nests objects and arrays deeper than `max`, found in one pass over its characters
 * (brackets inside strings do not count) that stops at the first level too deep. It runs before JSON.parse,
 * so a 1 MiB body of half a million brackets is refused in about a millisecond instead of being built.
 */
export const nestsDeeperThan = (text: string, max: number): boolean => {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === BACKSLASH) i++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (char === OPEN_BRACE || char === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if (char === CLOSE_BRACE || char === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
};

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Replaces Fastify's JSON body parser with one whose work is linear in the body and bounded before any
 * recursion: bytes that are not UTF-8 → malformed_request (the default parser would turn them into U+FFFD and
 * store them), nesting past MAX_JSON_DEPTH → json_too_deep, then secure-json-parse as Fastify does (a
 * `__proto__` or `constructor.prototype` key is refused rather than parsed).
 */
export const registerJsonBodyParser = (app: FastifyInstance) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body: Buffer, done) => {
    let text: string;
    try {
      text = utf8.decode(body);
    } catch {
      done(new DomainError('malformed_request', { issues: [{ in: 'body', field: '', rule: 'text_malformed' }] }));
      return;
    }
    if (text.trim() === '') {
      done(new DomainError('malformed_json'));
      return;
    }
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new DomainError('json_too_deep', { maxDepth: MAX_JSON_DEPTH }));
      return;
    }
    try {
      done(null, secureJson.parse(text, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      done(new DomainError('malformed_json'));
    }
  });
};
