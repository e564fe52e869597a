// `npm run theme:map-token`: writes the app theme's map token (apps/web/src/app/theme-map-token.gen.ts) from
// theme.ts and antd's default algorithm. CI does not run it: theme-algorithm.test.ts fails while the file
// differs from what this would write (a changed token, another antd).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { THEME_MAP_TOKEN_FILE, themeMapTokenFile } from './generate.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
await writeFile(path.join(ROOT, THEME_MAP_TOKEN_FILE), await themeMapTokenFile());
console.log(`theme:map-token: wrote ${THEME_MAP_TOKEN_FILE}`);
