/**
 * After the browser build: renders the pages the route table marks `prerender` in every language
 * (src/prerender.tsx, built for Node here) and writes each as a whole HTML document to
 * dist/.vite/prerendered-pages.json, which the server sends for that page (docs/how-a-page-loads.md); and antd's
 * styles for the components those pages render as one stylesheet, linked from index.html (decision 0100).
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LOCALES } from '@simportal/contract/locales';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { buildYearDefine } from './build-year.ts';
import { linkAntdStylesheet, type PageRendering, prerenderedDocument } from './prerendered-document.ts';
import { uiLocalePacks } from './ui-locale-packs.ts';

/** Where the server looks for the documents; .vite/ is never served. */
export const PRERENDERED_PAGES_FILE = '.vite/prerendered-pages.json';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const outDir = mkdtempSync(path.join(tmpdir(), 'simportal-prerender-'));
try {
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), uiLocalePacks()],
    define: buildYearDefine(),
    // one self-contained file for Node: antd's ES modules are not loadable by Node as they ship
    ssr: { noExternal: true },
    build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, minify: false },
  });
  const entry = pathToFileURL(path.join(outDir, 'prerender.js')).href;
  const { renderPage, prerenderedPaths, antdStylesheet } = (await import(
    entry
  )) as typeof import('../src/prerender.tsx');
  // each marked path in every language
  const renderings = [];
  for (const pagePath of prerenderedPaths()) {
    for (const locale of LOCALES) renderings.push(await renderPage(pagePath, locale));
  }
  // antd's styles for what those pages render, as a file every page links, named by its content like Vite's
  // assets; what other pages add, antd builds as they render (decision 0100)
  const antdComponents = [...new Set(renderings.flatMap((rendering) => rendering.components))];
  const { css: antdCss, included: antdIncluded } = antdStylesheet(antdComponents);
  const antdHref = `/assets/antd-${createHash('sha256').update(antdCss).digest('base64url').slice(0, 8)}.css`;
  writeFileSync(path.join(dist, antdHref), antdCss);
  const indexFile = path.join(dist, 'index.html');
  const index = linkAntdStylesheet(readFileSync(indexFile, 'utf8'), antdHref);
  writeFileSync(indexFile, index);
  const readAsset = (href: string) => readFileSync(path.join(dist, href), 'utf8');
  // each as a whole document, without the styles the file holds
  const pages = renderings.map((rendering: PageRendering) => ({
    path: rendering.path,
    locale: rendering.locale,
    html: prerenderedDocument(index, rendering, readAsset),
  }));
  writeFileSync(path.join(dist, PRERENDERED_PAGES_FILE), JSON.stringify(pages));
  console.log(
    `antd's styles: ${antdHref} (${(antdCss.length / 1024).toFixed(0)} KB): ${antdIncluded.join(', ')}`,
  );
  console.log(
    `prerendered ${pages.length} pages: ${pages.map((page) => `${page.path} (${page.locale})`).join(', ')}`,
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
// the rendered app leaves timers behind (react-query's cache collection among them) that would keep Node
// waiting for minutes: the work is done, so end here
process.exit(0);
