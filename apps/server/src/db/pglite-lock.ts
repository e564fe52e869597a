import fs from 'node:fs/promises';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `Another portal process is using the data directory ${dataDir}. PGlite allows only one process per ` +
        'directory (a second one would corrupt it): stop the other process, or set DATA_DIR to another directory.',
    );
  }
}

/**
 * Takes an exclusive lock on the PGlite data directory, because two processes opening the same directory
 * corrupt it silently. The lock refreshes itself while the process lives and goes stale shortly after it dies
 * (even by SIGKILL), so a crashed portal does not block the next start for long.
 */
export const lockDataDir = async (dataDir: string): Promise<() => Promise<void>> => {
  await fs.mkdir(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
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
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
};
