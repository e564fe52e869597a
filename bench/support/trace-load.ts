// One page load in a fresh Debian Chromium on Lighthouse's phone screen, recorded as a trace with the JS
// sampler: what bench:web-tasks and bench:web-compare read.
import { type AuthState, storeSession } from './populated-session.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SAMPLER_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.cpu_profiler',
];
/**
 * What a trace records. `sampler`: the page's tasks and the JS sampler, little else. `lighthouse`: the categories
 * Lighthouse records (a screenshot of every frame, the scripts' sources, stacks on events), whose own cost on the
 * machine's cores is part of the task lengths Lighthouse counts (decision 0059), and the sampler beside them;
 * and the browser draws scrollbars, as Lighthouse's does (decision 0062).
 */
export type TraceKind = 'sampler' | 'lighthouse';

const categoriesOf = async (kind: TraceKind) => {
  if (kind === 'sampler') return SAMPLER_CATEGORIES;
  const { default: LighthouseTrace } = await import('lighthouse/core/gather/gatherers/trace.js');
  return [...LighthouseTrace.getDefaultTraceCategories(), 'disabled-by-default-v8.cpu_profiler'];
};

/** Lighthouse's phone: its screen, in CSS pixels. */
export const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * Loads `baseUrl + path` (with `session` stored first, as the app keeps it; none: a first visitor), the CPU
 * slowed `throttle` times, and writes the trace to `file`. The trace runs 1.5 s past the network's going quiet:
 * a chart drawn after its frame and the deferred lists are in it.
 */
export const traceLoad = async ({
  baseUrl,
  path,
  file,
  session,
  throttle = 1,
  kind = 'sampler',
}: {
  baseUrl: string;
  path: string;
  file: string;
  session?: AuthState;
  throttle?: number;
  kind?: TraceKind;
}) => {
  const puppeteer = await import('puppeteer-core');
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
    // Puppeteer hides scrollbars, Lighthouse's launcher does not: on a phone's screen Chromium then fades a
    // scrollbar in and out once a page can scroll, a frame and a screenshot in the trace every 16 ms for 0.3 s,
    // in the middle of the load (decision 0062)
    ...(kind === 'lighthouse' ? { ignoreDefaultArgs: ['--hide-scrollbars'] } : {}),
  });
  try {
    const tab = await browser.newPage();
    await tab.setViewport(PHONE);
    if (session) await storeSession(tab, baseUrl, session);
    const cdp = await tab.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await tab.tracing.start({ path: file, categories: await categoriesOf(kind) });
    await tab.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle0' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await tab.tracing.stop();
  } finally {
    await browser.close();
  }
};
