// `npm run bench:web-tasks [-- --skip-build] [-- --only /mySims,traffic] [-- --min 12] [-- --throttle 1] [-- --traces dir] [-- --as-lighthouse]`:
// what each page's long tasks are made of, where Lighthouse only says how much blocking time there is.
//
// Builds the web app with source maps (so this build is for measuring, not for serving), starts the production
// server on a fresh embedded database, fills a customer's account as bench:web does, and loads /home, My SIMs,
// Activities and Traffic Detail in Debian's Chromium on a phone's screen, each in a fresh browser, recording a
// trace with the JS sampler. For each main-thread task of at least --min ms (12.5 ms is a 50 ms task on
// Lighthouse's simulated phone) it prints when it ran, its native parts (style, layout, parsing, module
// evaluation), the functions its samples fell in, and the app's and libraries' functions on their stacks,
// named through the source maps. Each page ends with its tasks' total and their blocking time at four times
// their length (Lighthouse's simulated phone, counted over every task rather than FCP to TTI). Nothing is
// asserted; the figures are this machine's (compare two builds on one machine, one after the other).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { populatedCustomer } from './support/populated-session.ts';
import { PHONE, traceLoad } from './support/trace-load.ts';
import { longTasks } from './support/trace-tasks.ts';
import { startWebServer } from './support/web-server.ts';

const { values } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    only: { type: 'string' },
    // trace as Lighthouse does (screenshots of every frame, sources, stacks): its own cost is in what it counts
    'as-lighthouse': { type: 'boolean', default: false },
    min: { type: 'string', default: '12' },
    // Chromium's CPU slowdown while the page loads (1: as fast as this machine runs it)
    throttle: { type: 'string', default: '1' },
    // keep each page's trace here (open it in DevTools' Performance panel)
    traces: { type: 'string' },
  },
});
const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'apps/web/dist');
if (!values['skip-build']) {
  // the web app's own build, with source maps (WEB_BUILD_SOURCEMAP: vite.config.ts writes them only when asked)
  execFileSync('npm', ['run', 'build', '-w', '@simportal/web'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, WEB_BUILD_SOURCEMAP: 'true' },
  });
}

const server = await startWebServer();
// the traces are kept only where --traces says; otherwise they are read from a temporary folder, then removed
const traceDir = values.traces ?? mkdtempSync(path.join(tmpdir(), 'simportal-web-tasks-'));
mkdirSync(traceDir, { recursive: true });
try {
  const customer = await populatedCustomer(server.baseUrl);
  const pages = ['/home', '/mySims', '/consumptionRecord', `/mySims/${customer.data.cards.active}/traffic`];
  const chosen = values.only
    ? pages.filter((page) => values.only!.split(',').some((part) => page.includes(part)))
    : pages;
  console.log(
    `long tasks of at least ${values.min} ms, CPU slowed ${values.throttle}×, phone screen ${PHONE.width} px`,
  );
  for (const page of chosen) {
    const file = path.join(traceDir, `${page.replaceAll('/', '_')}.trace.json`);
    // the signed-in pages with the customer's session, /home as a first visitor
    await traceLoad({
      baseUrl: server.baseUrl,
      path: page,
      file,
      session: page === '/home' ? undefined : await customer.session(),
      throttle: Number(values.throttle),
      kind: values['as-lighthouse'] ? 'lighthouse' : 'sampler',
    });
    const events = JSON.parse(readFileSync(file, 'utf8')).traceEvents;
    const result = longTasks(events, {
      minMs: Number(values.min),
      mapFile: (url) => {
        const { pathname, origin } = new URL(url, server.baseUrl);
        return origin === server.baseUrl ? path.join(DIST, `${pathname}.map`) : undefined;
      },
    });
    console.log(`\n== ${page}`);
    const list = (entries: [string, number][]) =>
      entries.map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(' | ');
    for (const task of result.tasks) {
      console.log(
        `${task.start.toFixed(0).padStart(6)} ms  task ${task.duration.toFixed(1)} ms (thread ${task.threadTime.toFixed(1)})${task.native.length ? `  [${list(task.native)}]` : ''}`,
      );
      if (task.self.length) console.log(`          self: ${list(task.self)}`);
      if (task.inclusive.length) console.log(`          on the stack: ${list(task.inclusive)}`);
    }
    console.log(
      `tasks in all ${result.totalMs.toFixed(0)} ms (thread ${result.threadMs.toFixed(0)}); blocking at 4× over every task ${result.blockingAt4x.toFixed(0)} ms (by thread time ${result.threadBlockingAt4x.toFixed(0)})`,
    );
  }
} finally {
  await server.stop();
  if (!values.traces) rmSync(traceDir, { recursive: true, force: true });
}
