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
 * One term for one thing (issue #19): the product's words in each language, and the variants that must not
 * appear beside them. A new text that says 附加包 where the shop says 加油包 fails here.
 */
const GLOSSARY: Record<'zh-CN' | 'en', { term: string; not: RegExp }[]> = {
  'zh-CN': [
    { term: '加油包', not: /附加包|流量包|叠加包/ },
    { term: '日租费', not: /日套餐费|每日费用|日费用/ },
    { term: '基础套餐', not: /基本套餐|主套餐/ },
    { term: '余额', not: /账户金额|钱包余额/ },
    // the card says 今天 beside today's fee; its use of the day said 今日 on the same card
    { term: '今天', not: /今日/ },
  ],
  en: [
    { term: 'add-on', not: /\b(data pack|top-up pack|booster)\b/i },
    { term: 'basic plan', not: /\bbase plan\b/i },
  ],
};

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
]);
/**
 * Values that end with a Chinese word in Chinese; days are written 2026年11月23日 (lib/format.ts formatDay); a
 * place is a flag and a country's Chinese name (🇯🇵 日本).
 */
const HAN_LAST = new Set(['status', 'when', 'period', 'zone', 'q', 'file', 'day', 'start', 'end', 'place']);
/** Days, which end with 日: Chinese after them follows without a space. */
const DAYS = new Set(['day', 'start', 'end']);
/** Where a variable holds something else than its usual kind: here `name` is a language's name (中文). */
const HAN_NAMED: Record<string, string[]> = { 'account.profile.useInterfaceLocale': ['name'] };

describe('Chinese texts as a native reader expects', () => {
  for (const locale of ['zh-CN', 'en'] as const) {
    it(`uses one term for one thing (${locale})`, () => {
      const found = (locale === 'zh-CN' ? zh : en).flatMap(([key, text]) =>
        GLOSSARY[locale]
          .filter(({ not }) => not.test(text))
          .map(({ term }) => `${key}: "${text}" (say ${term})`),
      );
      expect(found).toEqual([]);
    });
  }

  it('puts a space between Chinese and an interpolated number, price, code or Latin-ending name', () => {
    const tight: string[] = [];
    for (const [key, text] of zh) {
      for (const match of text.matchAll(new RegExp(`(${HAN})?\\{\\{\\s*(\\w+)[^}]*\\}\\}(${HAN})?`, 'gu'))) {
        const [whole, before, name, after] = match as unknown as [
          string,
          string | undefined,
          string,
          string | undefined,
        ];
        if (before && !HAN_FIRST.has(name)) tight.push(`${key}: "${whole}"`);
        if (after && !HAN_LAST.has(name) && !HAN_NAMED[key]?.includes(name)) tight.push(`${key}: "${whole}"`);
      }
    }
    expect(tight).toEqual([]);
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
