// Heap snapshots of a running server for the benches (`--heap-snapshots <dir>`): the server runs with
// --heapsnapshot-signal and --diagnostic-dir, the bench signals it and waits for the file; `heapSummary` reads
// a snapshot (V8's JSON format: flat arrays described by the snapshot's own meta) and totals the objects' self
// size by kind and constructor, which is what a profile's "summary" view shows.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const heapSnapshotFlags = (dir: string) => [
  '--heapsnapshot-signal=SIGUSR2',
  `--diagnostic-dir=${dir}`,
];

/** Signals the process to write a snapshot into `dir` and waits until the new file stops growing. */
export const takeHeapSnapshot = async (pid: number, dir: string): Promise<string> => {
  const before = new Set(readdirSync(dir));
  process.kill(pid, 'SIGUSR2');
  for (let waited = 0; waited < 120_000; waited += 500) {
    await sleep(500);
    const added = readdirSync(dir).find((name) => name.endsWith('.heapsnapshot') && !before.has(name));
    if (!added) continue;
    const file = path.join(dir, added);
    const size = statSync(file).size;
    await sleep(1000);
    // V8 writes the file in one go and closes it; a size that holds over a second and a closing brace mean done
    if (size > 0 && statSync(file).size === size && readFileSync(file, 'utf8').trimEnd().endsWith('}'))
      return file;
  }
  throw new Error(`no heap snapshot appeared in ${dir}`);
};

interface SnapshotFile {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

/** The largest groups of a snapshot by self size: "kind constructor" → MB and count. */
export const heapSummary = (file: string, top = 15) => {
  const data = JSON.parse(readFileSync(file, 'utf8')) as SnapshotFile;
  const fields = data.snapshot.meta.node_fields;
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const types = data.snapshot.meta.node_types[0];
  const groups = new Map<string, { bytes: number; count: number }>();
  let total = 0;
  for (let i = 0; i < data.nodes.length; i += width) {
    const type = types[data.nodes[i + typeAt]!] ?? '?';
    const bytes = data.nodes[i + sizeAt]!;
    // objects by constructor; strings, code and arrays by kind (their names are their contents)
    const name = type === 'object' || type === 'native' ? data.strings[data.nodes[i + nameAt]!] : '';
    const key = `${type}${name ? ` ${name.slice(0, 60)}` : ''}`;
    const group = groups.get(key) ?? { bytes: 0, count: 0 };
    group.bytes += bytes;
    group.count += 1;
    groups.set(key, group);
    total += bytes;
  }
  const largest = [...groups.entries()].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, top);
  return {
    totalMb: total / 1024 / 1024,
    largest: largest.map(([key, g]) => ({ key, mb: g.bytes / 1024 / 1024, count: g.count })),
  };
};
