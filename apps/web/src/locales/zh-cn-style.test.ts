import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type TranslationTree as Tree, translationsOf } from './bundles.ts';

/** Every leaf text of a translation tree, with its dotted key. */
const texts = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') return [[path, value] as [string, string]];
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? texts(value as Tree, path)
      : [];
  });

const zh = texts(translationsOf('zh-CN'));
const en = texts(translationsOf('en'));

/**
 * One term for one thing (issue #19) in English; the Chinese terms are the glossary's (contract/zh-cn-glossary.ts,
 * held by zh-cn-glossary.test.ts).
 */
const GLOSSARY: { term: string; not: RegExp }[] = [
  { term: 'add-on', not: /\b(data pack|top-up pack|booster)\b/i },
  { term: 'basic plan', not: /\bbase plan\b/i },
  // the bars are the brand's teal (decision 0046; issue #56)
  { term: 'teal', not: /\bblue\b/i },
  // issue #56: one plain word for each, as the screens beside them say it
  { term: 'Email', not: /\be-mail\b/i },
  { term: 'Top up (the page)', not: /\bRecharge Center\b/i },
  { term: 'Balance after', not: /\bTotal balance after\b/i },
  { term: 'Date (of an activity)', not: /\bTrade date\b/i },
  // issue #67: product English, not the source's labels (spec §8's messages stay as the spec words them)
  { term: 'Add-ons', not: /\bAdd On\b/ },
  { term: 'Basic plans (the page)', not: /\bBasic Plan\b/ },
  { term: 'Expires / expiry', not: /\bexpire time\b/i },
  { term: 'Account settings', not: /\bPersonal Center\b/i },
  { term: 'Charts', not: /\bCharts demo\b/i },
  { term: 'Payment to expect', not: /\bLook for in the bank\b/i },
  { term: 'Covered by your waiting top-up', not: /^On your waiting top-up$/ },
];

const HAN = '\\p{Script=Han}';
/** Values that begin with a Chinese word in Chinese (names of plans and add-ons, lists of regions, states). */
const HAN_FIRST = new Set([
  'name',
  'plan',
  'current',
  'list',
  'product',
  'status',
  'when',
  'period',
  'zone',
  'addOns',
  'q',
  'file',
  // an administrator's role (所有者): the audit log says 以所有者身份
  'role',
]);
/**
 * Values that end with a Chinese word in Chinese; days are written 2026年11月23日 (lib/format.ts formatDay); a
 * place is a country's Chinese name (日本).
 */
const HAN_LAST = new Set([
  'status',
  'when',
  'period',
  'zone',
  'q',
  'file',
  'day',
  'start',
  'end',
  'place',
  // the product's name, 环球流量卡 (contract/product.ts): the mails say 注销{{product}}账号
  'product',
  'role',
]);
/** Days, which end with 日: Chinese after them follows without a space. */
const DAYS = new Set(['day', 'start', 'end']);
/** Where a variable holds something else than its usual kind: here `name` is a language's name (中文). */
const HAN_NAMED: Record<string, string[]> = { 'account.profile.useInterfaceLocale': ['name'] };

describe('Chinese texts as a native reader expects', () => {
  it('uses one term for one thing (en)', () => {
    const found = en.flatMap(([key, text]) =>
      GLOSSARY.filter(({ not }) => not.test(text)).map(({ term }) => `${key}: "${text}" (say ${term})`),
    );
    expect(found).toEqual([]);
  });

  it('puts a space between Chinese and an interpolated number, price, code or Latin-ending name', () => {
    const tight: string[] = [];
    const han = new RegExp(`^${HAN}$`, 'u');
    for (const [key, text] of zh) {
      // the characters either side are read, not matched, so that one between two placeholders ({{start}}至{{end}})
      // is held against both
      for (const match of text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/gu)) {
        const [whole, name] = match as unknown as [string, string];
        const before = text[match.index - 1] ?? '';
        const after = text[match.index + whole.length] ?? '';
        const shown = `${before}${whole}${after}`;
        if (han.test(before) && !HAN_FIRST.has(name)) tight.push(`${key}: "${shown}"`);
        if (han.test(after) && !HAN_LAST.has(name) && !HAN_NAMED[key]?.includes(name))
          tight.push(`${key}: "${shown}"`);
      }
    }
    expect(tight).toEqual([]);
  });

  it('quotes a name the customer gave, after the word for its kind (为分组“日本出差”购买加油包, issue #67)', () => {
    const bare = zh
      .filter(([, text]) => /(分组|密钥|端点)\s*\{\{\s*name/u.test(text))
      .map(([key, text]) => `${key}: "${text}"`);
    expect(bare).toEqual([]);
  });

  it('writes a day and the Chinese after it without a space (2026年11月23日起)', () => {
    const loose = zh.flatMap(([key, text]) =>
      [...text.matchAll(new RegExp(`\\{\\{\\s*(\\w+)\\s*\\}\\} ${HAN}`, 'gu'))]
        .filter((match) => DAYS.has(match[1]!))
        .map((match) => `${key}: "${match[0]}"`),
    );
    expect(loose).toEqual([]);
  });
});

/** Every component's source, to find punctuation written beside a translated text instead of inside it. */
const componentSources = (): [string, string][] => {
  const root = path.resolve(import.meta.dirname, '..');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
    .map((file) => [file, readFileSync(path.join(root, file), 'utf8')]);
};

describe('punctuation belongs to the text of its language', () => {
  // Chinese writes a full-width colon (当前余额：); a colon after `{t(…)}` in JSX is half-width in every language.
  it('writes no colon after a translated text in a component', () => {
    const found = componentSources().flatMap(([file, source]) =>
      [...source.matchAll(/\{t\([^{}]*\)\}\s*:/g)].map((match) => `${file}: ${match[0]}`),
    );
    expect(found).toEqual([]);
  });
});
