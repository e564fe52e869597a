import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { localizedTextSchema } from '@simportal/contract/api/catalog';
import { LOCALES } from '@simportal/contract/locales';
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
