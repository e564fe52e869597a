import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './pglite-lock.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(path.dirname(dir), { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('refuses a second opener with a clear message, and allows one after release', async () => {
    dir = path.join(await mkdtemp(path.join(os.tmpdir(), 'lock-')), 'data');
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(lockDataDir(dir)).rejects.toThrow(/Another portal process is using the data directory/);
    await release();
    const again = await lockDataDir(dir);
    await again();
  });
});
