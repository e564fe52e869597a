import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildYearDefine } from './build/build-year.ts';
import { noChunkCycles } from './build/chunk-cycles.ts';
import { crawlMapFile } from './build/crawl-map-file.ts';
import { routePreloads } from './build/route-preloads.ts';

/** The chunks holding library code that only some lazy pages share (see codeSplitting below). */
const LAZY_LIBRARY_PART = 'lib';

/** Where `npm run dev` finds the API (apps/server's default port). */
const API_TARGET = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), routePreloads(), crawlMapFile(), noChunkCycles()],
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
        // the lazy library parts below are named by the pages sharing them (`lib~page-a~page-b...`), which can run
        // long: one short name
        chunkFileNames: (chunk) =>
          chunk.name.startsWith(`${LAZY_LIBRARY_PART}~`) || chunk.name === LAZY_LIBRARY_PART
            ? `assets/${LAZY_LIBRARY_PART}-[hash].js`
            : 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            // Libraries every page needs get their own chunks, whose hashes survive app releases, so returning
            // visitors keep them cached.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // not dayjs: a group takes every matching module into the first load, and dayjs is for the date
            // pickers and formatters of a few pages (lib/ui-locale.ts sets its language)
            {
              name: 'vendor',
              test: /node_modules[\\/](i18next|react-i18next|@tanstack|zustand|nprogress)[\\/]/,
            },
            // antd's action button (a confirmation's OK, a pop-confirm's) in a chunk of its own (1 KB): split by the
            // pages sharing it, it sat with antd's modal index while the confirm parts that use it sat in another
            // chunk the index imports, so the two imported each other and the index ran before Modal was defined
            // (every confirmation dialog broke). build/chunk-cycles.ts fails the build on any such pair.
            {
              name: 'action-button',
              test: /node_modules[\\/]antd[\\/]es[\\/]_util[\\/]ActionButton/,
              includeDependenciesRecursively: false,
            },
            // The rest of what the entry imports statically (antd's core, ConfigProvider, Button...) in one
            // chunk rather than a score of small ones: every page loads all of it anyway, and each extra request
            // costs a phone a round trip over HTTP/1.1's six connections.
            { name: 'ui', test: /node_modules[\\/]/, tags: ['$initial'] },
            // and the app's own modules the entry imports (i18n, HTTP client...) stay in the entry chunk even
            // when lazy pages import them too
            { name: 'shell', tags: ['$initial'] },
            // Components only lazy pages use stay split by the set of pages that use them (entriesAware), so no
            // page loads another's; parts under 3 KB join their nearest neighbour instead of costing a request.
            {
              name: LAZY_LIBRARY_PART,
              test: /node_modules[\\/]/,
              entriesAware: true,
              entriesAwareMergeThreshold: 3_000,
            },
          ],
        },
      },
    },
  },
});
