import { clusterCpuMs } from './cluster-cpu.ts';

// The wall and CPU time of a piece of a bench's work: this process's CPU, and the PostgreSQL cluster's (its
// postmaster and children, from /proc) once `watchCluster` named its data directory. Shared by the usage and
// network benches, so their figures are read the same way.

export interface Timing {
  ms: number;
  serverCpuMs: number;
  nodeCpuMs: number;
}

let clusterDataDir: string | null = null;

/** Counts the cluster's CPU in every later timing (0 without one, or off Linux). */
export const watchCluster = (dataDir: string) => {
  clusterDataDir = dataDir;
};

const serverCpuMs = (): number => {
  if (!clusterDataDir) return 0;
  try {
    return clusterCpuMs(clusterDataDir);
  } catch {
    return 0;
  }
};

export const timed = async <T>(work: () => Promise<T>): Promise<[T, Timing]> => {
  const [start, server, node] = [performance.now(), serverCpuMs(), process.cpuUsage()];
  const result = await work();
  const used = process.cpuUsage(node);
  return [
    result,
    {
      ms: performance.now() - start,
      serverCpuMs: serverCpuMs() - server,
      nodeCpuMs: (used.user + used.system) / 1000,
    },
  ];
};
