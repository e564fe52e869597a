import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { buildYearDefine } from './build/build-year.ts';
import { crawlMapFile } from './build/crawl-map-file.ts';
import { formContextImport } from './build/form-context-import.ts';
import { noscriptLanguages } from './build/noscript-languages.ts';
import { routePreloads } from './build/route-preloads.ts';
import { uiLocalePacks } from './build/ui-locale-packs.ts';
import { localeManifests, webAppManifest } from './build/web-app-manifest.ts';

/** Where `npm run dev` finds the API (apps/server's default port). */
const API_TARGET = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    react(),
    formContextImport(),
    routePreloads(),
    crawlMapFile(),
    noscriptLanguages(),
    uiLocalePacks(),
    // the installable app and web push (decision 0070): the manifest, and sw.ts built as /sw.js with the list of
    // what it precaches; main.tsx registers it after load, so nothing is injected into index.html
    // the manifest in the other languages, named and with shortcuts in each (decision 0099)
    localeManifests(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: webAppManifest,
      includeManifestIcons: false,
      injectManifest: {
        // the app shell only, as every page loads it (the entry and the chunk groups below; antd's stylesheet is
        // written after this list, by the prerender): hashed names, never stale; and index.html, the page shown
        // only when the server cannot be reached (decision 0099). No route's chunk (an install must not fetch the
        // whole app on a phone's data plan): sw.ts keeps those as pages fetch them
        globPatterns: ['assets/{index,rolldown-runtime,react,vendor,ui,shell}-*.{js,css}', 'index.html'],
        maximumFileSizeToCacheInBytes: 1024 * 1024,
      },
    }),
  ],
  define: buildYearDefine(),
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
  preview: { port: 4173, proxy: { '/api': { target: API_TARGET } } },
  build: {
    // served by apps/server (WEB_DIST_DIR) with history fallback; file names keep their content hash so
    // /assets/* can be cached as immutable
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Libraries every page needs get chunks of their own, whose hashes survive app releases, so returning
            // visitors keep them cached.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // not dayjs: a group takes every matching module into the first load, and dayjs is for the date
            // pickers and formatters of a few pages (lib/ui-locale.ts sets its language)
            {
              name: 'vendor',
              test: /node_modules[\\/](i18next|react-i18next|@tanstack|zustand|nprogress)[\\/]/,
            },
            // The rest of what the entry imports (antd's core, the app's shell) in two chunks rather than a score
            // of small ones: every page loads all of it anyway. The lazy routes are split by Vite's defaults.
            { name: 'ui', test: /node_modules[\\/]/, tags: ['$initial'] },
            { name: 'shell', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
