// `npm run bench:web-first-load -- [--before <checkout>] [--after <checkout>] [--runs 5] [--only /home,/plan] [--bytes-only]`: what each route's first
// load costs, for this checkout's build and, with --before, another checkout's (a worktree at the commit this one
// branched from, say), side by side in one run. Both checkouts must be built first (`npm run build -w
// @simportal/web` in each). Nothing is asserted; it prints:
//   - per route, the gzip bytes of the JavaScript and the CSS the first load fetches (e2e/support/first-load.ts:
//     index.html's files and the route's preloads, from the build itself; the budget test holds these);
//   - per route, the renderer main thread's CPU time of a first visit (Chromium's Performance.getMetrics with
//     thread ticks: TaskDuration, and ScriptDuration within it), from the navigation until the network has been
//     quiet and the page still for a second, median of --runs loads, each in a fresh browser context on a phone's
//     screen; the loads of the two builds alternate, so the machine's load falls on both alike;
//   - per route, the cumulative layout shift of those loads (PerformanceObserver 'layout-shift', shifts without
//     recent input), the largest of the runs.
// The signed-in routes are measured as a customer whose account is filled through the API (the screen walk's
// populated customer), logged in afresh before each load.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type BrowserContext, chromium } from '@playwright/test';
import { type FirstLoad, firstLoads } from '../e2e/support/first-load.ts';
import { median } from './support/median.ts';
import { type AuthState, populatedCustomer } from './support/populated-session.ts';
import { startWebServer } from './support/web-server.ts';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    // the checkout measured as "after" (this one unless said)
    after: { type: 'string' },
    runs: { type: 'string', default: '5' },
    only: { type: 'string' },
    'bytes-only': { type: 'boolean', default: false },
  },
});
const RUNS = Math.max(1, Number(values.runs));
const ROOT = path.resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** A mid-range phone's screen, in CSS pixels (Lighthouse's). */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

interface Build {
  name: string;
  root: string;
}
const builds: Build[] = [
  ...(values.before ? [{ name: 'before', root: path.resolve(values.before) }] : []),
  { name: values.before ? 'after' : 'this', root: path.resolve(values.after ?? ROOT) },
];
const distOf = (build: Build) => path.join(build.root, 'apps/web/dist');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;

// --- bytes ---

const bytes = new Map(builds.map((build) => [build.name, firstLoads(distOf(build))]));
const routeNames = [...new Set([...bytes.values()].flatMap((list) => list.map((route) => route.path)))];
const header = builds.map((build) => `${`${build.name} JS`.padStart(11)}${'CSS'.padStart(7)}`).join('');
console.log(`\nFirst load per route, KB gzip (index.html's files + the route's preloads)\n`);
console.log(`${'route'.padEnd(26)}${header}${builds.length > 1 ? '  JS+CSS change' : ''}`);
for (const route of routeNames) {
  const of = (build: Build): FirstLoad | undefined =>
    bytes.get(build.name)?.find((entry) => entry.path === route);
  const cells = builds
    .map((build) => {
      const figures = of(build);
      return figures ? `${kb(figures.js).padStart(11)}${kb(figures.css).padStart(7)}` : '       –      –';
    })
    .join('');
  const [first, last] = [of(builds[0]!), of(builds.at(-1)!)];
  const change =
    builds.length > 1 && first && last
      ? `  ${(((last.js + last.css) / (first.js + first.css) - 1) * 100).toFixed(1).padStart(6)} %`
      : '';
  console.log(`${route.padEnd(26)}${cells}${change}`);
}
if (values['bytes-only']) process.exit(0);

// --- CPU time and layout shift of a first visit ---

const PUBLIC = ['/home', '/plan', '/plan?to=JP', '/addOn', '/login', '/register', '/passwordReset'];

/** Adds up the page's layout shifts (not those right after input), as CLS counts them, into window.__cls. */
const OBSERVE_SHIFTS = () => {
  const target = window as unknown as { __cls: number };
  target.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[])
      if (!entry.hadRecentInput) target.__cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
};

interface Load {
  task: number;
  script: number;
  cls: number;
}

const loadOnce = async (context: BrowserContext, url: string, session?: AuthState): Promise<Load> => {
  if (session) {
    const setup = await context.newPage();
    await setup.goto(`${new URL(url).origin}/api/health`);
    await setup.evaluate((value: string) => {
      localStorage.setItem('auth', value);
      // biome-ignore lint/suspicious/noDocumentCookie: the web app's own hint, as the app sets it
      document.cookie = 'simportal-account=1; Path=/; SameSite=Lax';
    }, JSON.stringify(session));
    await setup.close();
  }
  const page = await context.newPage();
  await page.addInitScript(OBSERVE_SHIFTS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => (metrics.find((entry) => entry.name === name)?.value ?? 0) * 1000;
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  await page.close();
  return { task: metric('TaskDuration'), script: metric('ScriptDuration'), cls };
};

const servers = await Promise.all(builds.map((build) => startWebServer({ root: build.root })));
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
  ],
});
try {
  const customers = await Promise.all(servers.map((server) => populatedCustomer(server.baseUrl)));
  const signedIn = ['/mySims', '/consumptionRecord', `/mySims/${customers[0]!.data.cards.active}/traffic`];
  const wanted = values.only?.split(',') ?? [];
  const targets = [...PUBLIC, ...signedIn].filter(
    (target) => wanted.length === 0 || wanted.some((word) => target.includes(word)),
  );
  const results = new Map<string, Load[]>();
  for (const target of targets) {
    for (let run = 0; run < RUNS; run += 1) {
      for (const [index, build] of builds.entries()) {
        const server = servers[index]!;
        const customer = customers[index]!;
        // the same card on both databases? Each filled its own: its own card id
        const address = target.replace(
          String(customers[0]!.data.cards.active),
          String(customer.data.cards.active),
        );
        const session = PUBLIC.includes(target) ? undefined : await customer.session();
        const context = await browser.newContext(PHONE);
        try {
          const load = await loadOnce(context, `${server.baseUrl}${address}`, session);
          const key = `${build.name} ${target}`;
          results.set(key, [...(results.get(key) ?? []), load]);
        } finally {
          await context.close();
        }
      }
    }
  }
  console.log(
    `\nMain thread CPU time of a first visit, ms (median of ${RUNS}; TaskDuration / ScriptDuration in thread ticks), and CLS (largest)\n`,
  );
  console.log(
    `${'route'.padEnd(26)}${builds.map((build) => `${`${build.name} task`.padStart(13)}${'script'.padStart(8)}${'CLS'.padStart(8)}`).join('')}`,
  );
  for (const target of targets) {
    const cells = builds
      .map((build) => {
        const loads = results.get(`${build.name} ${target}`) ?? [];
        const task = median(loads.map((load) => load.task));
        const script = median(loads.map((load) => load.script));
        const cls = Math.max(...loads.map((load) => load.cls));
        return `${task.toFixed(0).padStart(13)}${script.toFixed(0).padStart(8)}${cls.toFixed(3).padStart(8)}`;
      })
      .join('');
    console.log(`${(target.startsWith('/mySims/') ? '/mySims/:id/traffic' : target).padEnd(26)}${cells}`);
  }
  const load = spawnSync('cat', ['/proc/loadavg'], { encoding: 'utf8' }).stdout.trim();
  console.log(`\n(load average at the end: ${load}; chromium ${browser.version()})`);
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.stop()));
}
