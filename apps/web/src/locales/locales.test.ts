import { describe, expect, it } from 'vitest';
import en from './en.json';
import zhCN from './zh-CN.json';

type Tree = { [key: string]: string | Tree };

/** Every leaf of a nested translation file as `dotted.key` → value. */
const leaves = (tree: Tree, prefix = ''): Map<string, unknown> => {
  const result = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [leaf, text] of leaves(value, path)) result.set(leaf, text);
    } else {
      result.set(path, value);
    }
  }
  return result;
};

const files = { en: leaves(en as Tree), 'zh-CN': leaves(zhCN as Tree) };

describe('translation files', () => {
  it.each([
    ['en', 'zh-CN'],
    ['zh-CN', 'en'],
  ] as const)('every key in %s is also in %s', (from, to) => {
    const missing = [...files[from].keys()].filter((key) => !files[to].has(key));
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(files) as (keyof typeof files)[])('%s has a non-empty text for every key', (locale) => {
    const empty = [...files[locale]].filter(([, text]) => typeof text !== 'string' || text.trim() === '');
    expect(empty.map(([key]) => key)).toEqual([]);
  });

  it('uses the same interpolation variables in both languages', () => {
    const variables = (text: unknown) =>
      [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    for (const [key, text] of files.en)
      expect(variables(files['zh-CN'].get(key)), key).toEqual(variables(text));
  });
});
