// Where a server process's memory is (bench/api.ts prints it at start and after the load; decision 0024).
import { readFileSync } from 'node:fs';

/**
 * Where the server's memory is after the load, from its own /metrics (prom-client's process and Node metrics;
 * the bench connects from loopback): V8's heap by space, the memory outside it that V8 knows of (Buffers,
 * ArrayBuffers), and the rest of the resident set (V8's own structures, the allocator's arenas, code of Node and
 * its libraries), which no metric names.
 */
export const memoryLine = async (baseUrl: string, rssMb: number, pid: number) => {
  const byMapping = residentByMapping(pid);
  const response = await fetch(`${baseUrl}/metrics`);
  // a figure the server did not give is an error, never a NaN printed as a measurement
  if (!response.ok) throw new Error(`GET /metrics answered ${response.status}: is METRICS_LOCAL set?`);
  const text = await response.text();
  const metric = (name: string, label?: string) => {
    const line = text.split('\n').find((l) => l.startsWith(label ? `${name}{space="${label}"}` : `${name} `));
    if (!line) throw new Error(`/metrics has no ${name}${label ? ` for ${label}` : ''}`);
    return Number(line.split(' ').at(-1)) / 1024 / 1024;
  };
  const mb = (value: number) => `${value.toFixed(0)} MB`;
  const heapTotal = metric('nodejs_heap_size_total_bytes');
  const external = metric('nodejs_external_memory_bytes');
  const spaces = ['new', 'old', 'code', 'large_object']
    .map((space) => `${space} ${mb(metric('nodejs_heap_space_size_total_bytes', space))}`)
    .join(', ');
  return (
    `  memory after the load: RSS ${mb(rssMb)}; V8 heap ${mb(metric('nodejs_heap_size_used_bytes'))} used of ` +
    `${mb(heapTotal)} (${spaces}); external ${mb(external)}; the rest of the RSS ${mb(rssMb - heapTotal - external)}` +
    `\n  resident by mapping: node binary ${mb(byMapping.node)}, other files ${mb(byMapping.files)}, ` +
    `brk heap ${mb(byMapping.brk)}, anonymous ${mb(byMapping.anonymous)} (of which V8's heap ${mb(heapTotal)})`
  );
};

/**
 * The server's resident memory by kind of mapping (Linux /proc/<pid>/smaps): the node binary's pages (its code
 * and the ICU data linked in), other files (shared libraries), the brk heap (the C allocator's main arena) and
 * anonymous mappings (V8's heap, the allocator's other arenas, thread stacks).
 */
const residentByMapping = (pid: number) => {
  const kinds = { node: 0, files: 0, brk: 0, anonymous: 0 };
  let kind: keyof typeof kinds = 'anonymous';
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const header = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header) {
      const name = header[1] ?? '';
      kind =
        name === process.execPath || name.endsWith('/node')
          ? 'node'
          : name === '[heap]'
            ? 'brk'
            : name.startsWith('/')
              ? 'files'
              : 'anonymous';
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) kinds[kind] += Number(rss[1]) / 1024;
  }
  return kinds;
};
