import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { localizedTextSchema } from '@simportal/contract/api/catalog';
import { DEFAULT_LOCALE, LANGUAGES, LOCALES } from '@simportal/contract/locales';
import { describe, expect, it } from 'vitest';

// A third language is data (issue #35): the catalogue keeps its texts keyed by locale (migration 0031), the
// contract asks every locale of LOCALES, and no code names a language's column or field. Adding a locale to
// LOCALES then needs its resources and texts, not a code branch.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SOURCES = ['apps/server/src', 'apps/web/src', 'packages/contract/src'];
// a column or form field per language: what adding a language would have to add again
const PER_LANGUAGE = /\b(name|description)(En|Zh)\b|\b(name|description)_(en|zh)\b/;

describe('the catalogue texts, keyed by locale', () => {
  it('are asked and answered in every locale of LOCALES', () => {
    expect(Object.keys(localizedTextSchema.shape)).toEqual([...LOCALES]);
  });

  it('have no column or form field per language in the code', async () => {
    const offenders: string[] = [];
    for (const dir of SOURCES) {
      const files = await readdir(path.join(ROOT, dir), { recursive: true });
      for (const file of files.filter((f) => /\.tsx?$/.test(f) && !/\.test\.|\.gen\./.test(f))) {
        const text = await readFile(path.join(ROOT, dir, file), 'utf8');
        if (PER_LANGUAGE.test(text)) offenders.push(`${dir}/${file}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});

// A language is data (decision 0068): no code names one. The second language proves it for a third: each of its
// names in languages.json (its code, its address segment, antd's, dayjs's and Open Graph's names, its product
// name) written into code would be a language in code, which a language added as data would lack. The zh-CN
// screen walk proves the built app reads every screen's texts from that data (decision 0107). Comments, tests,
// the demo seed's data, the migrations already run and the Chinese style guide (a language's own data) aside.
const CODE_SOURCES = [...SOURCES, 'apps/web/build'];
const CODE_FILE = /\.(tsx?|html)$/;
const NOT_CODE = /\.test\.|\.gen\.|(^|\/)test-support\/|(^|\/)seed\/|(^|\/)migrations\/|zh-cn-glossary/;
const withoutComments = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the languages, in code', () => {
  it('name none of the languages but the default: each is data', async () => {
    const others = LANGUAGES.filter((language) => language.code !== DEFAULT_LOCALE);
    expect(others.length).toBeGreaterThan(0);
    const names = others.flatMap((language) => [
      language.code,
      language.antdLocale,
      language.dayjsLocale,
      language.openGraphLocale,
      language.productName,
    ]);
    // a name as a whole word or string; the address segment (`cn`) only as a string of its own
    const named = new RegExp(
      [
        ...names.map((name) => `(?<![\\w-])${escapeRegExp(name)}(?![\\w-])`),
        ...others.map((language) => `['"\`/]${escapeRegExp(language.pathSegment)}['"\`]`),
      ].join('|'),
    );
    const offenders: string[] = [];
    const files = [
      'apps/web/index.html',
      ...(
        await Promise.all(
          CODE_SOURCES.map(async (dir) =>
            (await readdir(path.join(ROOT, dir), { recursive: true })).map((file) => `${dir}/${file}`),
          ),
        )
      ).flat(),
    ];
    for (const file of files.filter((f) => CODE_FILE.test(f) && !NOT_CODE.test(f))) {
      const code = withoutComments(await readFile(path.join(ROOT, file), 'utf8'));
      const found = named.exec(code);
      if (found) offenders.push(`${file}: ${found[0]}`);
    }
    expect(offenders).toEqual([]);
  });
});
