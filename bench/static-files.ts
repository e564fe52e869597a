// `npm run bench:static-files [-- --loads 20] [-- --rounds 5]`: what serving a page's files costs the server.
//
// Starts the production server on the built web app (apps/web/dist: run `npm run build -w @simportal/web`
// first) and asks it, as Chromium asks over plain HTTP (gzip), for every file a first visit of /home, /plan and
// My SIMs fetches: the entry's chunks and stylesheet named in index.html, the route's own chunks and
// stylesheets (the build's route table), page-code.js and the Intl worker. It reads the server process's CPU
// time (user + system, /proc) around --loads loads of each page, --rounds times, and prints the median per
// load and per file, beside the CPU of one /api/health answer measured the same way (the baseline: a request
// that does nothing, in the same run). On the machine the benches run on, the server shares two cores with
// the browser while a page loads (decision 0060). Nothing is asserted.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { median } from './support/median.ts';
import { processCpu } from './support/process-cpu.ts';
import { startWebServer } from './support/web-server.ts';

const { values } = parseArgs({
  options: {
    loads: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '5' },
  },
});
const LOADS = Number(values.loads);
const ROUNDS = Number(values.rounds);
const DIST = path.resolve(import.meta.dirname, '../apps/web/dist');
const PAGES = ['/home', '/plan', '/mySims'];

const indexHtml = readFileSync(path.join(DIST, 'index.html'), 'utf8');
const entryFiles = [...indexHtml.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
  (m) => m[1] ?? '',
);
const routeTable: { path: string; modules: string[]; styles: string[] }[] = JSON.parse(
  readFileSync(path.join(DIST, '.vite/route-preloads.json'), 'utf8'),
);
const filesOf = (page: string) => {
  const route = routeTable.find((entry) => entry.path === page);
  if (!route) throw new Error(`${page} is not in the build's route table`);
  return [...new Set([...entryFiles, ...route.modules, ...route.styles, '/page-code.js', '/intl-data.js'])];
};

const { baseUrl, pid, stop } = await startWebServer();
/** The server's CPU time so far, in ms. */
const cpuMs = () => processCpu(pid).ownMs;
const get = async (url: string) => {
  const response = await fetch(baseUrl + url, { headers: { 'accept-encoding': 'gzip, deflate' } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  await response.arrayBuffer();
};
/** CPU per repetition of `work`, the median of the rounds. */
const measure = async (work: () => Promise<unknown>) => {
  const perRound: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const before = cpuMs();
    for (let load = 0; load < LOADS; load++) await work();
    perRound.push((cpuMs() - before) / LOADS);
  }
  return median(perRound);
};

try {
  // warm: the first answers compile the server's code paths
  for (const page of PAGES) for (let i = 0; i < 3; i++) await Promise.all(filesOf(page).map(get));
  // the baseline: ten /api/health answers a repetition, so that a tick of 10 ms is not the whole figure
  const health =
    (await measure(() => Promise.all(Array.from({ length: 10 }, () => get('/api/health'))))) / 10;
  console.log(`server CPU, median of ${ROUNDS} rounds of ${LOADS} loads (a browser's requests, gzip)`);
  console.log(`/api/health: ${health.toFixed(2)} ms an answer (the baseline)`);
  console.log('page          files   CPU a load   CPU a file   a file / an /api/health answer');
  for (const page of PAGES) {
    const files = filesOf(page);
    const perLoad = await measure(() => Promise.all(files.map(get)));
    const perFile = perLoad / files.length;
    console.log(
      `${page.padEnd(12)} ${String(files.length).padStart(6)} ${`${perLoad.toFixed(1)} ms`.padStart(12)} ` +
        `${`${perFile.toFixed(2)} ms`.padStart(12)}   ${(perFile / health).toFixed(2)}`,
    );
  }
} finally {
  await stop();
}
