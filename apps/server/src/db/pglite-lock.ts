import fs from 'node:fs/promises';
import lockfile from 'proper-lockfile';
import { holderIsDead, type LockHolder, thisProcess } from './lock-holder.ts';

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `Another portal process is using the data directory ${dataDir}. PGlite allows only one process per ` +
        'directory (a second one would corrupt it): stop the other process, or set DATA_DIR to another directory.',
    );
  }
}

/** The file naming who holds the lock (beside the lock directory, which proper-lockfile removes with rmdir). */
export const holderFileOf = (dataDir: string) => `${dataDir}.lock-holder.json`;

const readHolder = async (dataDir: string): Promise<LockHolder | null> => {
  try {
    const parsed = JSON.parse(await fs.readFile(holderFileOf(dataDir), 'utf8')) as Partial<LockHolder>;
    if (typeof parsed.pid !== 'number' || typeof parsed.hostname !== 'string') return null;
    return {
      pid: parsed.pid,
      hostname: parsed.hostname,
      bootId: parsed.bootId ?? null,
      startTime: parsed.startTime ?? null,
      pidNamespace: parsed.pidNamespace ?? null,
    };
  } catch {
    // no file (a holder from before this record, or one killed before it wrote it), or a torn one: unknown
    return null;
  }
};

const takeLock = (dataDir: string) =>
  lockfile.lock(dataDir, {
    lockfilePath: `${dataDir}.lock`,
    stale: 10_000,
    update: 2_000,
    retries: 0,
    onCompromised: (error) => {
      // Losing the lock means another process may now open the directory: stop before corrupting it.
      console.error(`Lost the lock on ${dataDir}: ${error.message}`);
      process.exit(1);
    },
  });

/**
 * Who may take the lock is decided under a short gate (a second proper-lockfile directory), so two processes
 * starting at once after a crash cannot both find the dead holder and both take its place: the one behind
 * waits for the gate, then finds the first one's record, alive.
 */
const underGate = async <T>(dataDir: string, work: () => Promise<T>): Promise<T> => {
  // proper-lockfile keeps its locks by the file locked: the gate names its own (realpath off: no such file)
  const release = await lockfile.lock(`${dataDir}.gate`, {
    realpath: false,
    lockfilePath: `${dataDir}.lock-gate`,
    stale: 5_000,
    retries: { retries: 40, minTimeout: 25, maxTimeout: 100 },
  });
  try {
    return await work();
  } finally {
    await release();
  }
};

/**
 * Takes an exclusive lock on the PGlite data directory, because two processes opening the same directory
 * corrupt it silently (decision 0006). The lock refreshes itself while the process lives and goes stale 10 s
 * after it stops; besides, the holder records who it is (pid, the process's start time, the machine's boot id
 * and host name: decision 0079), so a start right after a crash (even a SIGKILL) finds the holder dead at once
 * and takes its place. A live holder is refused, and so is one on another host (its pid says nothing here):
 * that one only by the lock going stale.
 */
export const lockDataDir = async (dataDir: string): Promise<() => Promise<void>> => {
  await fs.mkdir(dataDir, { recursive: true });
  const me = await thisProcess();
  const release = await underGate(dataDir, async () => {
    let unlock: () => Promise<void>;
    try {
      unlock = await takeLock(dataDir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
      const holder = await readHolder(dataDir);
      if (!holder || !(await holderIsDead(holder, me))) throw new DataDirLockedError(dataDir);
      // the holder is gone (killed, crashed, or the machine rebooted): its lock is left over, not held
      await fs.rm(`${dataDir}.lock`, { recursive: true, force: true });
      try {
        unlock = await takeLock(dataDir);
      } catch (again) {
        if ((again as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
        throw again;
      }
    }
    try {
      await fs.writeFile(holderFileOf(dataDir), `${JSON.stringify(me)}\n`);
    } catch (error) {
      await unlock();
      throw error;
    }
    return unlock;
  });
  return async () => {
    await fs.rm(holderFileOf(dataDir), { force: true });
    await release();
  };
};
