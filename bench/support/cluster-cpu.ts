import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { processCpu } from './process-cpu.ts';

/**
 * CPU milliseconds a PostgreSQL cluster has used: its postmaster and the postmaster's children (backends, WAL
 * writer, checkpointer…, those still running and those ended), read from /proc (Linux, 100 ticks a second), so a benchmark can tell the database's
 * share apart from other load on the machine.
 */
export const clusterCpuMs = (dataDir: string): number => {
  const postmaster = readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0];
  let ms = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const { parent, ownMs, endedChildrenMs } = processCpu(pid);
      // utime + stime of the postmaster and of each live child; the postmaster's cutime + cstime hold the
      // children that have ended (a pool's idle connection closed between two readings), so the sum never
      // goes back
      if (pid === postmaster) ms += ownMs + endedChildrenMs;
      else if (parent === postmaster) ms += ownMs;
    } catch {
      // the process ended meanwhile
    }
  }
  return ms;
};
