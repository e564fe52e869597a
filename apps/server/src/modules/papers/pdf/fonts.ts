import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// Noto Sans SC (SIL Open Font License) from the npm package pinned in package-lock.json: every machine that ran
// `npm ci` has it, nothing is fetched when a paper is made, and Debian's fonts are not needed. It carries Latin
// glyphs too, so one face writes both languages; pdfkit (through fontkit) embeds only the glyphs a paper uses,
// which keeps a Chinese paper near 20 KB (docs/decisions/0102-papers.md).
const require = createRequire(import.meta.url);
const PACKAGE = '@expo-google-fonts/noto-sans-sc';

let loaded: { regular: Buffer; bold: Buffer } | undefined;

/** The two faces, read once (about 10 MB each) and kept for the process's later papers. */
export const paperFonts = (): { regular: Buffer; bold: Buffer } => {
  loaded ??= {
    regular: readFileSync(require.resolve(`${PACKAGE}/400Regular/NotoSansSC_400Regular.ttf`)),
    bold: readFileSync(require.resolve(`${PACKAGE}/700Bold/NotoSansSC_700Bold.ttf`)),
  };
  return loaded;
};
