import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { languageOf } from '@simportal/contract/locales';
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { zhCnOffences } from '@simportal/contract/zh-cn-glossary';
import { describe, expect, it } from 'vitest';
import { localeFiles, type TranslationTree } from './bundles.ts';

// One voice in Chinese (issue #33, docs/decisions/0038-chinese-glossary.md): every Chinese text of the product,
// wherever it is kept, uses the glossary's one term for each thing and no English word beyond the few the
// glossary allows. An offence names its file and key (or line), the variant and the term to say instead.

const REPO = path.resolve(import.meta.dirname, '../../../..');
const HAN = /\p{Script=Han}/u;

/** Latin words one text needs, by where it is kept. */
const ALLOWED: [RegExp, string[]][] = [
  // an import asks for a file of this format: its name is what the file picker and the spreadsheet show
  [/^apps\/web\/src\/locales\/zh-CN\/admin\.json › admin\.import\./, ['CSV']],
  // the demo account's user name, as an example of what to type
  [/^apps\/web\/src\/locales\/zh-CN\/admin\.json › admin\.recharge\.accountPlaceholder$/, ['demo']],
  // the data archive's README names the formats its files are in, as the files' own names do
  [/^apps\/web\/src\/locales\/zh-CN\/mail\.json › dataExport\./, ['JSON', 'ISO']],
  // a pay order's reference is PO- and 8 characters: the form the administrator is told to type
  [
    /^apps\/web\/src\/locales\/zh-CN\/admin\.json › admin\.overview\.findOrderInvalid$/,
    ['PO-', 'PO-7K3M9QXA'],
  ],
];
const allowedAt = (where: string) => ALLOWED.flatMap(([at, words]) => (at.test(where) ? words : []));

interface ChineseText {
  where: string;
  text: string;
}

const leaves = (tree: TranslationTree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => {
    const dotted = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[dotted, value] as [string, string]] : leaves(value, dotted);
  });

/**
 * The web's texts and the server's mails (mail.json), file by file:
 * `apps/web/src/locales/zh-CN/admin.json › admin.tabs.deliveries`.
 */
const localeTexts = (): ChineseText[] =>
  localeFiles()
    .filter((file) => file.locale === 'zh-CN')
    .flatMap((file) =>
      leaves(file.tree).map(([key, text]) => ({
        where: `apps/web/src/locales/zh-CN/${file.area}.json › ${key}`,
        text,
      })),
    );

/**
 * The contract's messages (toasts, errors), `packages/contract/src/messages/zh-CN.json › not_found`, and the
 * product's Chinese name in languages.json.
 */
const messageTexts = (): ChineseText[] => [
  ...Object.entries(messagesZhCn).map(([key, text]) => ({
    where: `packages/contract/src/messages/zh-CN.json › ${key}`,
    text,
  })),
  {
    where: 'packages/contract/src/languages.json › zh-CN.productName',
    text: languageOf('zh-CN').productName,
  },
];

/**
 * The string literals of a TypeScript source, with their line: quotes and template literals outside comments.
 * A template's `${…}` parts are left in its text (the glossary reads them as placeholders).
 */
const stringLiterals = (source: string): { line: number; text: string }[] => {
  const found: { line: number; text: string }[] = [];
  let i = 0;
  let line = 1;
  while (i < source.length) {
    const char = source[i]!;
    if (char === '\n') line += 1;
    if (char === '/' && source[i + 1] === '/') {
      while (i < source.length && source[i] !== '\n') i += 1;
      continue;
    }
    if (char === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end < 0 ? source.length : end + 2;
      line += source.slice(i, stop).split('\n').length - 1;
      i = stop;
      continue;
    }
    if (char === "'" || char === '"' || char === '`') {
      const start = line;
      let text = '';
      let depth = 0;
      i += 1;
      while (i < source.length && !(source[i] === char && depth === 0)) {
        if (source[i] === '\\') {
          text += source.slice(i, i + 2);
          i += 2;
          continue;
        }
        if (char === '`' && source[i] === '$' && source[i + 1] === '{') depth += 1;
        else if (char === '`' && source[i] === '}' && depth > 0) depth -= 1;
        if (source[i] === '\n') line += 1;
        text += source[i];
        i += 1;
      }
      found.push({ line: start, text });
    }
    i += 1;
  }
  return found;
};

const SOURCE_ROOTS = ['apps/web/src', 'apps/server/src', 'packages/contract/src'];
const isSource = (file: string) =>
  /\.tsx?$/.test(file) &&
  !/\.test\.tsx?$|\.gen\.ts$|test-setup\.ts$/.test(file) &&
  !file.includes('/locales/');

const sourceFiles = (root: string): string[] =>
  readdirSync(path.join(REPO, root), { recursive: true, encoding: 'utf8' })
    .map((file) => `${root}/${file.split(path.sep).join('/')}`)
    .filter(isSource);

/** The Chinese literals of the code (the demo's seed data, fallbacks): `apps/server/src/seed/demo-support.ts:18`. */
const sourceTexts = (): ChineseText[] =>
  SOURCE_ROOTS.flatMap(sourceFiles).flatMap((file) => {
    const source = readFileSync(path.join(REPO, file), 'utf8');
    if (!HAN.test(source)) return [];
    return stringLiterals(source)
      .filter(({ text }) => HAN.test(text))
      .map(({ line, text }) => ({ where: `${file}:${line}`, text }));
  });

const offences = (texts: ChineseText[]) =>
  texts.flatMap(({ where, text }) =>
    zhCnOffences(text, allowedAt(where)).map((offence) => `${where}: ${offence}`),
  );

describe('one voice in Chinese (the glossary of decision 0038)', () => {
  it("reads the source's literals as a reader sees them, comments left out", () => {
    const source = [
      "// the card's fee: '今日' here is a comment",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text holding a template literal
      "const a = '欠费停机'; /* 账户 */ const b = `余额 ${'US$1'} 不足`;",
      'const c = "SIM Portal \\" 门户";',
    ].join('\n');
    expect(stringLiterals(source)).toEqual([
      { line: 2, text: '欠费停机' },
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a template's text, its placeholder unfilled
      { line: 2, text: "余额 ${'US$1'} 不足" },
      { line: 3, text: 'SIM Portal \\" 门户' },
    ]);
  });

  it('finds every kind of Chinese text', () => {
    expect(localeTexts().length).toBeGreaterThan(900);
    expect(messageTexts().length).toBeGreaterThan(100);
    // the mails' texts are resources (docs/decisions/0048-mails-from-resources.md), read with the web's
    const mails = localeTexts().filter(({ where }) =>
      where.startsWith('apps/web/src/locales/zh-CN/mail.json'),
    );
    expect(mails.length).toBeGreaterThan(90);
    // the legal documents are data too (locales/zh-CN/legal.json)
    expect(localeTexts().filter(({ where }) => where.includes('/legal.json')).length).toBeGreaterThan(40);
    const files = new Set(sourceTexts().map(({ where }) => where.replace(/:\d+$/, '')));
    // and no server module holds a Chinese mail text of its own any more (the demo's seed data still may)
    expect([...files].filter((file) => file.startsWith('apps/server/src/modules/'))).toEqual([]);
  });

  it("in the web's texts", () => {
    expect(offences(localeTexts())).toEqual([]);
  });

  it("in the contract's messages", () => {
    expect(offences(messageTexts())).toEqual([]);
  });

  it("in the code's Chinese literals: seed data, fallbacks", () => {
    expect(offences(sourceTexts())).toEqual([]);
  });
});
