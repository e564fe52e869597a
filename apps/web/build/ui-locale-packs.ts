import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEFAULT_LOCALE, LANGUAGES, type Language } from '@simportal/contract/locales';
import type { Plugin } from 'vite';

const ID = 'virtual:ui-locale-packs';
const RESOLVED = `\0${ID}`;
const require = createRequire(import.meta.url);

/** Whether a library ships the text file `file` (`antd/es/locale/zh_CN.js`): a language it lacks stays English. */
const ships = (file: string): boolean => {
  const [name, ...rest] = file.split('/');
  const root = path.dirname(require.resolve(`${name}/package.json`));
  return existsSync(path.join(root, ...rest));
};

/**
 * `virtual:ui-locale-packs`: for each language of languages.json but the default, a loader of antd's and
 * dayjs's texts by the names the language gives (lib/ui-locale.ts). Written at build from the data, so a
 * language added there gets its pack with no code, and only the languages we speak become chunks. `languages`
 * is that list; its test gives another.
 */
export const uiLocalePacks = (languages: readonly Language[] = LANGUAGES): Plugin => ({
  name: 'simportal:ui-locale-packs',
  resolveId: (id) => (id === ID ? RESOLVED : undefined),
  load(id) {
    if (id !== RESOLVED) return undefined;
    const entries = languages
      .filter((language) => language.code !== DEFAULT_LOCALE)
      .map((language) => {
        const antd = `antd/es/locale/${language.antdLocale}.js`;
        const dayjs = `dayjs/locale/${language.dayjsLocale}.js`;
        const parts = [
          ships(antd) ? `import(${JSON.stringify(antd)}).then((m) => m.default)` : 'undefined',
          // a dayjs locale file registers itself with dayjs when it runs
          ships(dayjs) ? `import(${JSON.stringify(dayjs)})` : 'undefined',
        ];
        return `${JSON.stringify(language.code)}: () => Promise.all([${parts.join(', ')}]).then(([antd]) => antd),`;
      });
    return `export const uiLocalePacks = {\n${entries.join('\n')}\n};\n`;
  },
});
