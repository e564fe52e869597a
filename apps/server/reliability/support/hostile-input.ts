import fc from 'fast-check';

/** The size of the "huge" strings: 100 KB, a tenth of the default body limit. */
export const HUGE = 100_000;

// JSON.stringify cannot write 1e999 or -0; such values travel as a marked string replaced in the text.
const RAW_MARK = '\u{F0000}';
const RAW_VALUE = new RegExp(`"${RAW_MARK}(.*?)${RAW_MARK}"`, 'gu');

/** A piece of JSON text written as is where a value goes (`rawJson('1e999')` → Infinity once parsed). */
export const rawJson = (text: string): string => `${RAW_MARK}${text}${RAW_MARK}`;

/** JSON text of a value, with the raw pieces put in. */
export const toJsonText = (value: unknown): string =>
  (JSON.stringify(value) ?? 'null').replace(RAW_VALUE, '$1');

/** An object with an own property of any name, `__proto__` included (an object literal would set the prototype). */
export const withOwnProperty = (object: Record<string, unknown>, key: string, value: unknown) => {
  const copy = { ...object };
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
};

/** Strings that have broken parsers, validators, databases and templates somewhere. */
export const hostileString = fc.constantFrom(
  '',
  ' ',
  '\t\r\n',
  'x'.repeat(HUGE),
  '😀'.repeat(HUGE / 4),
  '中'.repeat(HUGE / 3),
  '9'.repeat(HUGE),
  '\u202Eevil\u202C.txt',
  'مرحبا بالعالم',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uFEFFbom',
  'zero\u200Bwidth',
  'e\u0301\u0301\u0301',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '-0',
  '1e309',
  '9'.repeat(400),
  '0x1F',
  '1_000',
  ' 42 ',
  '4.2',
  '+1',
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  "'; drop table users; --",
  '\\',
  '"',
  '../../../../etc/passwd',
  '%00',
  '%',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'toString',
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '9999-12-31',
  '+275760-09-13',
  '2026-01-01T25:00:00Z',
  '24:00',
  '@',
  'a@b',
  `${'a'.repeat(64)}@${'b'.repeat(255)}.com`,
);

export const hostileNumber = fc.constantFrom<unknown>(
  -1,
  0,
  0.5,
  -0.000001,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  2 ** 53,
  2 ** 53 + 2,
  2 ** 63,
  1e21,
  1e308,
  -1e308,
  5e-324,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  rawJson('1e999'),
  rawJson('-1e999'),
  rawJson('1e-999'),
  rawJson('-0'),
  rawJson('1.0'),
  rawJson('123456789012345678901234567890'),
);

/** Any value in a place where another was expected: wrong types, odd numbers, odd strings, nested junk. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: hostileNumber, weight: 3 },
  {
    arbitrary: fc.constantFrom<unknown>(true, false, null, [], {}, [null], [1, 2], { a: 1 }, [[[]]]),
    weight: 2,
  },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 1 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }), weight: 1 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
);

/** Names an attacker adds to a body, hoping a service spreads it into a row. */
export const extraFieldName = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'userId', 'level', 'balance', 'isAdmin', ''),
  fc.string({ maxLength: 20 }),
);

// Bodies of the size a request may have (the 1 MiB limit) built to cost a server the most (issue #18): made once.
/** Maximal nesting: an array opened on every byte. */
const DEEPEST = '['.repeat(1_000_000);
/** Width: 100,000 keys (just over the limit: refused one way or another, never parsed for long). */
const WIDEST = `{${Array.from({ length: 100_000 }, (_, n) => `"${n.toString(36)}":0`).join(',')}}`;
/** A long string: 900,000 characters in one field. */
const LONGEST = `{"a":"${'x'.repeat(900_000)}"}`;
/** Malformed Unicode: lone surrogates, in a value and in a key. */
const LONE_SURROGATES = `{"a":"${'\\udc00'.repeat(10_000)}","\\ud800":1}`;

const MALFORMED_JSON: readonly ((valid: string) => string)[] = [
  () => DEEPEST,
  () => WIDEST,
  () => LONGEST,
  () => LONE_SURROGATES,
  (valid) => valid.replace(/"([^"\\]*)"(?=\s*[,}])/, `"$1\\ud800"`),
  (valid) => `${valid},`,
  (valid) => `${valid}${valid}`,
  (valid) => valid.replaceAll('"', "'"),
  (valid) => `\uFEFF${valid}`,
  () => '{"a":1,}',
  () => '{',
  () => '}',
  () => 'NaN',
  () => 'undefined',
  () => "{'a':1}",
  () => '{"a":"\\x00"}',
  () => '{"a":"\\uD800"}',
  () => '{"a":01}',
  () => `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  () => `{"a":${'['.repeat(5_000)}${']'.repeat(5_000)}}`,
  () => '{"__proto__":{"level":1}}',
  () => '{"constructor":{"prototype":{"level":1}}}',
  () => '\u0000',
  () => '',
  () => ' ',
];

/**
 * JSON text that no parser should accept, or accepts in a surprising way: `choice` picks a truncation of the
 * valid text (even choices) or one of the fixed malformations (odd ones).
 */
export const malformedJson = (valid: string, choice: number): string => {
  if (choice % 2 === 0) return valid.slice(0, (choice / 2) % Math.max(1, valid.length));
  return MALFORMED_JSON[((choice - 1) / 2) % MALFORMED_JSON.length]!(valid);
};

/** Content types a body is sent with: mostly right, sometimes wrong, missing or odd. */
export const contentType = (expected: string): fc.Arbitrary<string | undefined> =>
  fc.oneof(
    { arbitrary: fc.constant(expected), weight: 8 },
    {
      arbitrary: fc.constantFrom<string | undefined>(
        undefined,
        `${expected}; charset=utf-8`,
        expected.toUpperCase(),
        'application/json',
        'application/json; charset=utf-16',
        'text/plain',
        'text/csv',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=fuzz',
        'application/xml',
        'application/octet-stream',
        'application/json-patch+json',
        'a/b/c',
        ';',
      ),
      weight: 3,
    },
  );

/** Path segments that are not the id a route expects (already percent-encoded where needed). */
export const hostilePathSegment = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e3',
    '0x10',
    'NaN',
    'Infinity',
    '99999999999999999999999',
    '9007199254740993',
    '%20',
    '%00',
    '1%00',
    '%',
    '%zz',
    '%C0%AF',
    '%FF%FE',
    '..',
    '%2e%2e',
    '%2F',
    'null',
    'true',
    '%F0%9F%98%80',
    '9'.repeat(99),
    '9'.repeat(5_000),
  ),
  hostileString.map(percentEncode),
);

/** Percent-encodes every byte of the UTF-8 form except the unreserved characters (lone surrogates become U+FFFD). */
export function percentEncode(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const ch = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Accept-Language headers: both product languages, their variants, and junk. */
export const acceptLanguage = fc.constantFrom<string | undefined>(
  undefined,
  'en',
  'zh-CN',
  'zh-CN,zh;q=0.9,en;q=0.8',
  'zh',
  'fr-FR',
  '*',
  ';;;q=x',
);
