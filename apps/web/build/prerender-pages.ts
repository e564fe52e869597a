/**
 * After the browser build: renders the pages the route table marks `prerender` in every language
 * (src/prerender.tsx, built for Node here) and writes each as a whole HTML document to
 * dist/.vite/prerendered-pages.json, which the server sends for that page (decision 0018).
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LOCALES, type Locale } from '@simportal/contract/locales';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { importedAntdComponents } from './antd-components.ts';
import { buildYearDefine } from './build-year.ts';
import { linkAntdStylesheet, type PageRendering, prerenderedDocument } from './prerendered-document.ts';
import { ROUTE_PRELOADS_FILE, type RoutePreload } from './route-preloads.ts';

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
    plugins: [react()],
    define: buildYearDefine(),
    // one self-contained file for Node: antd's ES modules are not loadable by Node as they ship
    ssr: { noExternal: true },
    build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, minify: false },
  });
  const entry = pathToFileURL(path.join(outDir, 'prerender.js')).href;
  const { renderPage, prerenderedPaths, renderShell, shellPaths, antdStylesheet } = (await import(
    entry
  )) as typeof import('../src/prerender.tsx');
  // antd's styles as a file (decision 0029), named by its content like Vite's assets, linked from index.html
  const antdComponents = importedAntdComponents(path.join(root, 'src'));
  const { css: antdCss, included: antdIncluded } = antdStylesheet(antdComponents);
  const antdHref = `/assets/antd-${createHash('sha256').update(antdCss).digest('base64url').slice(0, 8)}.css`;
  writeFileSync(path.join(dist, antdHref), antdCss);
  const indexFile = path.join(dist, 'index.html');
  const index = linkAntdStylesheet(readFileSync(indexFile, 'utf8'), antdHref);
  writeFileSync(indexFile, index);
  const preloads = JSON.parse(readFileSync(path.join(dist, ROUTE_PRELOADS_FILE), 'utf8')) as RoutePreload[];
  const readAsset = (href: string) => readFileSync(path.join(dist, href), 'utf8');
  /** Each path in every language, rendered by `render` into a whole document. */
  const documents = async (
    paths: string[],
    render: (pagePath: string, locale: Locale) => Promise<PageRendering>,
  ) => {
    const rendered = [];
    for (const pagePath of paths) {
      const pageStyles = preloads.find((route) => route.path === pagePath)?.styles ?? [];
      for (const locale of LOCALES) {
        const rendering = await render(pagePath, locale);
        const html = prerenderedDocument(index, rendering, pageStyles, readAsset);
        rendered.push({ path: pagePath, locale, ...(rendering.shell ? { shell: true } : {}), html });
      }
    }
    return rendered;
  };
  const pages = await documents(prerenderedPaths(), renderPage);
  // the signed-in pages' shells (decision 0029): sent to a browser that holds a session
  const shells = await documents(shellPaths(), renderShell);
  writeFileSync(path.join(dist, PRERENDERED_PAGES_FILE), JSON.stringify([...pages, ...shells]));
  const named = (list: { path: string; locale: string }[]) =>
    list.map((page) => `${page.path} (${page.locale})`).join(', ');
  console.log(
    `antd's styles: ${antdHref} (${(antdCss.length / 1024).toFixed(0)} KB): ${antdIncluded.join(', ')}`,
  );
  console.log(`prerendered ${pages.length} pages: ${named(pages)}`);
  console.log(`rendered ${shells.length} signed-in shells: ${named(shells)}`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
// the rendered app leaves timers behind (react-query's cache collection among them) that would keep Node
// waiting for minutes: the work is done, so end here
process.exit(0);
