import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildYearDefine } from './build/build-year.ts';
import { crawlMapFile } from './build/crawl-map-file.ts';
import { noscriptLanguages } from './build/noscript-languages.ts';
import { routePreloads } from './build/route-preloads.ts';
import { uiLocalePacks } from './build/ui-locale-packs.ts';

/** Where `npm run dev` finds the API (apps/server's default port). */
const API_TARGET = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), routePreloads(), crawlMapFile(), noscriptLanguages(), uiLocalePacks()],
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
    // dist/.vite/manifest.json (which chunks each module's chunk imports) only when `npm run bench:web` builds:
    // it sizes each route's first load from it. A production build leaves it out, since the server would
    // serve it like any other file.
    manifest: process.env.WEB_BUILD_MANIFEST === 'true',
    // source maps only when `npm run bench:web-tasks` builds: it names a trace's functions through them
    sourcemap: process.env.WEB_BUILD_SOURCEMAP === 'true',
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
