import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/**
 * A made-up language for the test that a language is data (decision 0068): `en-XA`, the pseudo-locale of
 * Android and Chrome, whose every text is its English text in ⟦brackets⟧. A text of ours that is not in the
 * data files shows up unbracketed; a key with no text shows as the key.
 */
export const PSEUDO = { code: 'en-XA', pathSegment: 'xa', productName: '⟦SIM Portal⟧' } as const;

const bracket = (text: string) => `⟦${text}⟧`;

type Tree = { [key: string]: string | Tree | Tree[] | string[] };
const pseudoOf = (value: unknown): unknown => {
  if (typeof value === 'string') return bracket(value);
  if (Array.isArray(value)) return value.map(pseudoOf);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, pseudoOf(item)]));
  return value;
};

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const writeJson = (file: string, value: unknown) =>
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/**
 * A copy of the checkout at `from` in `to`: its tracked files as they are in the work tree, and its installed
 * packages linked rather than copied, but the workspace's own packages pointing into the copy.
 */
export const copyCheckout = (from: string, to: string) => {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: from, encoding: 'utf8' }).split('\0');
  for (const file of files.filter(Boolean)) {
    const source = path.join(from, file);
    if (!existsSync(source)) continue;
    mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    cpSync(source, path.join(to, file));
  }
  const modules = path.join(to, 'node_modules');
  mkdirSync(path.join(modules, '@simportal'), { recursive: true });
  for (const entry of readdirSync(path.join(from, 'node_modules'))) {
    if (entry !== '@simportal')
      symlinkSync(path.join(from, 'node_modules', entry), path.join(modules, entry));
  }
  const workspaces = { contract: 'packages/contract', server: 'apps/server', web: 'apps/web' };
  for (const [name, dir] of Object.entries(workspaces))
    symlinkSync(path.join(to, dir), path.join(modules, '@simportal', name));
  const serverModules = path.join(from, 'apps/server/node_modules');
  if (existsSync(serverModules)) symlinkSync(serverModules, path.join(to, 'apps/server/node_modules'));
};

/**
 * Adds the made-up language to the checkout at `root` with data files alone: its entry in languages.json, its
 * messages, and each of the web's text files (mails and the disclaimer among them); every other language
 * learns its name. No code is touched.
 */
export const addPseudoLanguage = (root: string) => {
  const contract = path.join(root, 'packages/contract/src');
  const languagesFile = path.join(contract, 'languages.json');
  const languages = readJson(languagesFile);
  languages.languages.push({
    code: PSEUDO.code,
    productName: PSEUDO.productName,
    pathSegment: PSEUDO.pathSegment,
    // neither antd nor dayjs has it: their own texts stay English
    antdLocale: 'en_XA',
    dayjsLocale: 'en-xa',
    openGraphLocale: 'en_XA',
  });
  writeJson(languagesFile, languages);
  writeJson(
    path.join(contract, `messages/${PSEUDO.code}.json`),
    pseudoOf(readJson(path.join(contract, 'messages/en.json'))),
  );

  const locales = path.join(root, 'apps/web/src/locales');
  mkdirSync(path.join(locales, PSEUDO.code));
  for (const file of readdirSync(path.join(locales, 'en'))) {
    const tree = pseudoOf(readJson(path.join(locales, 'en', file))) as Tree;
    if (file === 'common.json') (tree.language as Tree)[PSEUDO.code] = bracket('Pseudo English');
    writeJson(path.join(locales, PSEUDO.code, file), tree);
  }
  for (const code of readdirSync(locales)) {
    const common = path.join(locales, code, 'common.json');
    if (code === PSEUDO.code || !existsSync(common)) continue;
    const tree = readJson(common);
    tree.language[PSEUDO.code] = 'Pseudo English';
    writeJson(common, tree);
  }
};
