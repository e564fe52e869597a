/**
 * The antd components the app's sources import (`import { Button, Form } from 'antd'`, `import('antd/es/pagination')`,
 * `antd/es/progress/Line`),
 * but those a first screen never shows, for antd's stylesheet (decision 0029): every component's styles would
 * make it a 1.1 MB file, which a phone downloads and parses before the app renders. A component left out is not
 * broken: antd builds its styles in the browser as it did before the file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]antd['"]/g;
// a component's folder, or a module inside it (`antd/es/typography/Typography`, the app's stand-ins' parts)
const MODULE_IMPORT = /['"]antd\/es\/([a-z-]+)(?:\/[^'"]*)?['"]/g;
/**
 * Components only a dialog, a drawer or Admin Management shows, or that a toast brings: their styles are built
 * when they first open, as before, rather than making every first visit download and parse them (Modal 66 KB,
 * the time picker 61 KB, Upload 35 KB...).
 */
const LATER = new Set([
  'App',
  // the inbox's bell (issue #68), shown only to a logged-in person once the account corner has loaded: ~1.9 KB
  // gzip in every first load, a visitor's too, for a badge none of them sees
  'Badge',
  'Drawer',
  'InputNumber',
  'Modal',
  'Popconfirm',
  'Tabs',
  'TimePicker',
  'Upload',
]);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });

const pascal = (kebab: string) =>
  kebab.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());

/** The names, as antd exports them (`Button`, `DatePicker`, `message`), of what `srcDir`'s modules import. */
export const importedAntdComponents = (srcDir: string): string[] => {
  // Form lays its items out with the grid (Row, Col), which no source imports by name
  const names = new Set<string>(['Row', 'Col']);
  for (const file of sourceFiles(srcDir)) {
    const source = readFileSync(file, 'utf8');
    for (const [, list = ''] of source.matchAll(NAMED_IMPORT)) {
      for (const part of list.split(',').map((each) => each.trim())) {
        // a type brings no styles; `Button as AntButton` is antd's Button
        const name = part.startsWith('type ') ? '' : (part.split(/\s+as\s+/)[0] ?? '');
        if (/^[A-Z]/.test(name)) names.add(name);
      }
    }
    for (const [, module = ''] of source.matchAll(MODULE_IMPORT)) names.add(pascal(module));
  }
  return [...names].filter((name) => !LATER.has(name)).sort();
};
