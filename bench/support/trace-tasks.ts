// What a page's main thread spent its long tasks on, read from a Chromium trace recorded with the JS sampler
// (`disabled-by-default-v8.cpu_profiler`): each task's native parts (style, layout, parsing, module evaluation)
// and the functions its samples fell in, named through the build's source maps where it has them.
import { existsSync, readFileSync } from 'node:fs';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** the thread's own CPU time in the event, µs: what the task ran, without the time it waited for a core */
  tdur?: number;
  /** a profile's id, on its Profile event and each of its chunks */
  id?: string;
  args?: {
    name?: string;
    data?: {
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

export interface LongTask {
  /** ms after the navigation started */
  start: number;
  duration: number;
  /** ms the thread ran on a core in it (`duration` less the time it was kept waiting: another process's turn) */
  threadTime: number;
  /** native work inside the task, ms by trace event name */
  native: [string, number][];
  /** ms of samples by the function they were in */
  self: [string, number][];
  /** ms of samples by the app's or a library's function on their stack (the caller chain), largest first */
  inclusive: [string, number][];
}

/** Native trace events worth naming inside a task. */
const NATIVE = new Set([
  'UpdateLayoutTree',
  'Layout',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'Paint',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'MajorGC',
  'MinorGC',
]);

/**
 * Names a sampled frame `function source:line`. `mapFile(url)` gives the path of a script's source map;
 * frames of node_modules are named from the package on, the app's from src/.
 */
const frameNamer = (mapFile: (url: string) => string | undefined) => {
  const maps = new Map<string, TraceMap | null>();
  const mapOf = (url: string) => {
    if (!maps.has(url)) {
      const file = mapFile(url);
      maps.set(url, file && existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
    }
    return maps.get(url);
  };
  return ({ callFrame }: ProfileNode) => {
    const name = callFrame.functionName || '(anonymous)';
    const map = callFrame.url ? mapOf(callFrame.url) : null;
    if (map) {
      const original = originalPositionFor(map, {
        line: callFrame.lineNumber + 1,
        column: callFrame.columnNumber,
      });
      if (original.source) {
        const source = original.source.replace(/^.*node_modules\//, '').replace(/^.*\/src\//, 'src/');
        return `${original.name ?? name} ${source}:${original.line}`;
      }
    }
    return callFrame.url ? `${name} ${callFrame.url.split('/').pop()}` : name;
  };
};

/**
 * A task's blocking time on Lighthouse's simulated phone, which runs each task four times as long and counts what
 * passes 50 ms.
 */
const blockingAt4xOf = (ms: number) => Math.max(0, ms * 4 - 50);

/** React's and its scheduler's frames: on the stack of every render, they would hide what was rendered. */
const REACT_ITSELF = / (react-dom|scheduler|react)\/cjs\//;

const top = (totals: Map<string, number>, count: number): [string, number][] =>
  [...totals].sort((a, b) => b[1] - a[1]).slice(0, count);

/** The page's main thread: the renderer main thread with the most task time. */
const mainThread = (events: TraceEvent[]) => {
  const names = new Map<string, string>();
  for (const event of events)
    if (event.name === 'thread_name') names.set(`${event.pid}:${event.tid}`, event.args?.name ?? '');
  const busy = new Map<string, number>();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (event.name === 'RunTask' && event.ph === 'X' && names.get(key) === 'CrRendererMain')
      busy.set(key, (busy.get(key) ?? 0) + (event.dur ?? 0));
  }
  const [key] = [...busy].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!key) throw new Error('the trace has no renderer main thread');
  const [pid, tid] = key.split(':').map(Number);
  return { pid: pid!, tid: tid! };
};

/**
 * The JS sampler's samples of the main thread, on the trace's clock (µs). Each thread sampled (the page's, a
 * worker's) has a profile of its own: its chunks carry the id of the profile the thread began.
 */
const samplesOf = (events: TraceEvent[], pid: number, tid: number) => {
  const profile = events.find((event) => event.name === 'Profile' && event.pid === pid && event.tid === tid);
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  if (!profile) return { nodes, samples };
  let clock = profile.args?.data?.startTime ?? 0;
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== pid || event.id !== profile.id) continue;
    const chunk = event.args?.data?.cpuProfile ?? {};
    for (const node of chunk.nodes ?? []) nodes.set(node.id, node);
    const deltas = event.args?.data?.timeDeltas ?? [];
    (chunk.samples ?? []).forEach((node, index) => {
      clock += deltas[index] ?? 0;
      samples.push({ ts: clock, node });
    });
  }
  return { nodes, samples };
};

/** The main thread's tasks of at least `minMs`, in order, each with what it ran. */
export const longTasks = (
  events: TraceEvent[],
  { minMs, mapFile }: { minMs: number; mapFile: (url: string) => string | undefined },
) => {
  const { pid, tid } = mainThread(events);
  const own = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X');
  const tasks = own.filter((event) => event.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  const navigationStart =
    events.find((event) => event.name === 'navigationStart' && event.pid === pid)?.ts ?? tasks[0]?.ts ?? 0;
  const { nodes, samples } = samplesOf(events, pid, tid);
  const nameOf = frameNamer(mapFile);
  const names = new Map<number, string>();
  const nodeName = (id: number) => {
    if (!names.has(id)) names.set(id, nameOf(nodes.get(id)!));
    return names.get(id)!;
  };

  let totalMs = 0;
  let blockingAt4x = 0;
  // The same by thread time. On a 2-core machine the browser's other threads (V8 compiling the scripts as they
  // stream in, above all) and processes take turns with the page's thread, and a task's wall time counts their
  // turns too: two loads of one build differed by 2-4× in wall blocking and by far less in thread time, which
  // is what a build changes (decision 0055).
  let threadMs = 0;
  let threadBlockingAt4x = 0;
  const found: LongTask[] = [];
  for (const task of tasks) {
    const duration = (task.dur ?? 0) / 1000;
    const threadTime = (task.tdur ?? task.dur ?? 0) / 1000;
    totalMs += duration;
    blockingAt4x += blockingAt4xOf(duration);
    threadMs += threadTime;
    threadBlockingAt4x += blockingAt4xOf(threadTime);
    if (duration < minMs) continue;
    const end = task.ts + (task.dur ?? 0);
    const native = new Map<string, number>();
    for (const event of own)
      if (NATIVE.has(event.name) && event.ts >= task.ts && event.ts < end)
        native.set(event.name, (native.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
    const inside = samples.filter((sample) => sample.ts >= task.ts && sample.ts <= end);
    const each = inside.length > 0 ? duration / inside.length : 0;
    const self = new Map<string, number>();
    const inclusive = new Map<string, number>();
    for (const sample of inside) {
      if (!nodes.has(sample.node)) continue;
      const name = nodeName(sample.node);
      self.set(name, (self.get(name) ?? 0) + each);
      const seen = new Set<string>();
      for (let id: number | undefined = sample.node; id !== undefined; id = nodes.get(id)?.parent) {
        const frame = nodeName(id);
        // a source-mapped frame of the app or a library, not React's own work loop (which is on every stack),
        // once per sample however deep it recurses
        if (!frame.includes(':') || REACT_ITSELF.test(frame) || seen.has(frame)) continue;
        seen.add(frame);
        inclusive.set(frame, (inclusive.get(frame) ?? 0) + each);
      }
    }
    found.push({
      start: (task.ts - navigationStart) / 1000,
      duration,
      threadTime,
      native: top(native, NATIVE.size),
      self: top(self, 8),
      inclusive: top(inclusive, 12),
    });
  }
  return { tasks: found, totalMs, blockingAt4x, threadMs, threadBlockingAt4x };
};

/**
 * What Lighthouse's blocking time is made of, from a page load's trace: the main thread's tasks that end after
 * the first contentful paint, each run four times as long (its simulated phone), less 50 ms; by wall time, as
 * Lighthouse counts, and by the thread's own time, which another thread's or process's turn on a core does not
 * lengthen. Lighthouse clips a task at the paint and counts to the page's being interactive; this counts every
 * task after the paint whole, so it is for comparing two builds, not for reproducing a score.
 */
export const afterFirstPaint = (events: TraceEvent[]) => {
  const { pid, tid } = mainThread(events);
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === pid);
  if (!paint) throw new Error('the trace has no first contentful paint');
  let blockingAt4x = 0;
  let threadBlockingAt4x = 0;
  let threadMs = 0;
  // recomputing styles, thread time: what a stylesheet added while the page runs costs shows here
  let styleMs = 0;
  for (const task of events) {
    if (task.pid !== pid || task.tid !== tid || task.ph !== 'X' || task.ts + (task.dur ?? 0) <= paint.ts)
      continue;
    if (task.name === 'UpdateLayoutTree') styleMs += (task.tdur ?? task.dur ?? 0) / 1000;
    if (task.name !== 'RunTask') continue;
    const wall = (task.dur ?? 0) / 1000;
    const thread = (task.tdur ?? task.dur ?? 0) / 1000;
    blockingAt4x += blockingAt4xOf(wall);
    threadBlockingAt4x += blockingAt4xOf(thread);
    threadMs += thread;
  }
  return { blockingAt4x, threadBlockingAt4x, threadMs, styleMs };
};
