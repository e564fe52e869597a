// `npm run bench:web-compare -- --base dir [--change dir] [--rounds 4] [--only /mySims,traffic] [--as-lighthouse]`: two builds of
// the web app, one against the other, in the same run.
//
// On a 2-core machine one build's Lighthouse score moves by 10 points between runs, more than most changes
// move it (decision 0055). This starts the production server twice, each on its own fresh embedded database
// and serving one build (`--base`, a copy of an earlier apps/web/dist; `--change`, apps/web/dist unless said),
// fills a customer's account on each, and loads /home, /plan, My SIMs, Activities and Traffic Detail from the two in
// turn, round after round, each load in a fresh Debian Chromium on a phone's screen. For every load it prints
// what Lighthouse's blocking time is made of, after the first contentful paint: the tasks at four times their
// length less 50 ms by wall time (what Lighthouse counts) and by the thread's own time (which another process's
// turn on a core does not lengthen), the thread's own time in all, and of it the style recalculations. At the end: each page's medians, base →
// change, and their ratio. Nothing is asserted. Build the base with `npm run build -w @simportal/web`, copy
// apps/web/dist away, change the code, build again.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { median } from './support/median.ts';
import { populatedCustomer } from './support/populated-session.ts';
import { traceLoad } from './support/trace-load.ts';
import { afterFirstPaint } from './support/trace-tasks.ts';
import { startWebServer } from './support/web-server.ts';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    change: { type: 'string', default: path.resolve(import.meta.dirname, '../apps/web/dist') },
    rounds: { type: 'string', default: '4' },
    only: { type: 'string' },
    // trace as Lighthouse does (screenshots of every frame, sources, stacks): its own cost is in what it counts
    'as-lighthouse': { type: 'boolean', default: false },
  },
});
if (!values.base)
  throw new Error('--base: the folder of the build to compare against (a copy of apps/web/dist)');

const builds = { base: values.base, change: values.change } as const;
type Build = keyof typeof builds;
type Figure = ReturnType<typeof afterFirstPaint>;
const servers = {
  base: await startWebServer({ webDistDir: builds.base }),
  change: await startWebServer({ webDistDir: builds.change }),
};
const traceDir = mkdtempSync(path.join(tmpdir(), 'simportal-web-compare-'));
try {
  const customers = {
    base: await populatedCustomer(servers.base.baseUrl),
    change: await populatedCustomer(servers.change.baseUrl),
  };
  const pages = ['/home', '/plan', '/mySims', '/consumptionRecord', 'traffic'].filter(
    (page) => !values.only || values.only.split(',').some((part) => page.includes(part)),
  );
  const figures = new Map<string, Record<Build, Figure[]>>();
  console.log(
    'after the first contentful paint: blocking at 4× by wall time | by thread time | thread time | of it styles',
  );
  for (let round = 1; round <= Number(values.rounds); round++) {
    for (const build of ['base', 'change'] as const) {
      const customer = customers[build];
      for (const page of pages) {
        const file = path.join(traceDir, `${build}.trace.json`);
        await traceLoad({
          baseUrl: servers[build].baseUrl,
          path: page === 'traffic' ? `/mySims/${customer.data.cards.active}/traffic` : page,
          file,
          // the signed-in pages with the customer's session, the shop's as a first visitor
          session: page === '/home' || page === '/plan' ? undefined : await customer.session(),
          kind: values['as-lighthouse'] ? 'lighthouse' : 'sampler',
        });
        const figure = afterFirstPaint(JSON.parse(readFileSync(file, 'utf8')).traceEvents);
        if (!figures.has(page)) figures.set(page, { base: [], change: [] });
        figures.get(page)![build].push(figure);
        console.log(
          `round ${round} ${build.padEnd(6)} ${page.padEnd(18)} ${figure.blockingAt4x.toFixed(0).padStart(5)} ms | ${figure.threadBlockingAt4x.toFixed(0).padStart(5)} ms | ${figure.threadMs.toFixed(0).padStart(5)} ms | ${figure.styleMs.toFixed(0).padStart(4)} ms`,
        );
      }
    }
  }
  console.log(`\nmedians of ${values.rounds}, base → change (change / base)`);
  for (const [page, { base, change }] of figures) {
    const compare = (key: keyof Figure) => {
      const [before, after] = [
        median(base.map((each) => each[key])),
        median(change.map((each) => each[key])),
      ];
      return `${before.toFixed(0)} → ${after.toFixed(0)} ms (${(after / before).toFixed(2)})`.padEnd(26);
    };
    console.log(
      `${page.padEnd(18)} ${compare('blockingAt4x')} | ${compare('threadBlockingAt4x')} | ${compare('threadMs')} | ${compare('styleMs')}`,
    );
  }
} finally {
  await servers.base.stop();
  await servers.change.stop();
  rmSync(traceDir, { recursive: true, force: true });
}
