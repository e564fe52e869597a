import fs from 'node:fs/promises';
import os from 'node:os';

/**
 * Who holds a lock, as the holder wrote it: enough to tell on the same machine whether that process still runs
 * (decision 0079). A pid alone is not: after a crash the number may be reused by another process, so its start
 * time is compared too (Linux: /proc/<pid>/stat, in clock ticks since boot), and a boot id that changed means
 * the machine restarted, so no process of the record's can be alive.
 */
export interface LockHolder {
  pid: number;
  hostname: string;
  /** /proc/sys/kernel/random/boot_id, or null where the system has none. */
  bootId: string | null;
  /** The process's start time as /proc/<pid>/stat gives it, or null where there is no /proc. */
  startTime: string | null;
  /** The pid namespace (/proc/self/ns/pid): two containers on one kernel number their processes apart. */
  pidNamespace: string | null;
}

const bootId = async (): Promise<string | null> => {
  try {
    return (await fs.readFile('/proc/sys/kernel/random/boot_id', 'utf8')).trim() || null;
  } catch {
    return null;
  }
};

/** Field 22 of /proc/<pid>/stat (the start time); the command name (field 2) may hold spaces and parentheses. */
export const processStartTime = async (pid: number): Promise<string | null> => {
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[0] is field 3 (the state), so field 22 is fields[19]
    return fields[19] ?? null;
  } catch {
    return null;
  }
};

const pidNamespace = async (): Promise<string | null> => {
  try {
    return await fs.readlink('/proc/self/ns/pid');
  } catch {
    return null;
  }
};

export const thisProcess = async (): Promise<LockHolder> => ({
  pid: process.pid,
  hostname: os.hostname(),
  bootId: await bootId(),
  startTime: await processStartTime(process.pid),
  pidNamespace: await pidNamespace(),
});

/** Whether a process with this pid exists here: EPERM means it does (another user's). */
const pidExists = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * True only when the record's process is certainly gone: on this host, and either the machine booted since,
 * or no process has its pid, or the process with its pid started at another time (a reused number). A holder
 * on another host or in another pid namespace, or one this system cannot tell about, counts as alive.
 */
export const holderIsDead = async (holder: LockHolder, me: LockHolder): Promise<boolean> => {
  if (holder.hostname !== me.hostname) return false;
  if (holder.bootId && me.bootId && holder.bootId !== me.bootId) return true;
  // another container on this kernel: its pid names another process here
  if (holder.pidNamespace !== me.pidNamespace) return false;
  if (!Number.isInteger(holder.pid) || holder.pid <= 0) return false;
  if (!pidExists(holder.pid)) return true;
  if (!holder.startTime) return false;
  const startTime = await processStartTime(holder.pid);
  return startTime !== null && startTime !== holder.startTime;
};
