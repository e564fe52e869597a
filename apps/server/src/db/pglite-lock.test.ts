import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { thisProcess } from './lock-holder.ts';
import { DataDirLockedError, holderFileOf, lockDataDir } from './pglite-lock.ts';

let dir: string | undefined;
let child: ChildProcess | undefined;
afterEach(async () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  child = undefined;
  if (dir) await rm(path.dirname(dir), { recursive: true, force: true });
});

const newDataDir = async () => {
  dir = path.join(await mkdtemp(path.join(os.tmpdir(), 'lock-')), 'data');
  return dir;
};

const lockModule = fileURLToPath(new URL('./pglite-lock.ts', import.meta.url));

/** Another process that takes the lock and holds it until killed; resolves once it holds it. */
const holdInChild = (dataDir: string): Promise<ChildProcess> =>
  new Promise((resolve, reject) => {
    const script =
      `const { lockDataDir } = await import(${JSON.stringify(lockModule)});` +
      `await lockDataDir(${JSON.stringify(dataDir)}); console.log('locked'); setInterval(() => {}, 1000);`;
    const holder = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: 'pipe' });
    child = holder;
    let err = '';
    holder.stderr!.on('data', (chunk) => {
      err += chunk;
    });
    holder.stdout!.on('data', (chunk) => {
      if (String(chunk).includes('locked')) resolve(holder);
    });
    holder.on('exit', (code) => reject(new Error(`the holder exited (${code}): ${err}`)));
  });

const killed = (holder: ChildProcess) =>
  new Promise<void>((resolve) => {
    holder.on('exit', () => resolve());
    holder.kill('SIGKILL');
  });

describe('lockDataDir', () => {
  it('refuses a second opener with a clear message, and allows one after release', async () => {
    const dataDir = await newDataDir();
    const release = await lockDataDir(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(lockDataDir(dataDir)).rejects.toThrow(/Another portal process is using the data directory/);
    await release();
    const again = await lockDataDir(dataDir);
    await again();
  });

  it('refuses while another live process holds it, and takes it at once after that one is killed -9', async () => {
    const dataDir = await newDataDir();
    const holder = await holdInChild(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
    await killed(holder);
    // the killed holder's lock is still fresh (it goes stale only after 10 s): its record tells it is dead
    const started = Date.now();
    const release = await lockDataDir(dataDir);
    expect(Date.now() - started).toBeLessThan(1_000);
    await release();
  }, 20_000);

  it('refuses a holder whose pid is alive on another host, and one whose record says nothing', async () => {
    const dataDir = await newDataDir();
    const holder = await holdInChild(dataDir);
    const me = await thisProcess();
    // the same lock, as a process of another machine sharing the directory would have written it
    await writeFile(
      holderFileOf(dataDir),
      JSON.stringify({ ...me, pid: 999_999, hostname: `${me.hostname}-other` }),
    );
    await killed(holder);
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
    await writeFile(holderFileOf(dataDir), 'torn');
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
  }, 20_000);

  it('takes the place of a holder whose pid now names another process (started at another time)', async () => {
    const dataDir = await newDataDir();
    const holder = await holdInChild(dataDir);
    const me = await thisProcess();
    // the dead holder's number, reused by a live process (this one) that started at another time
    await writeFile(holderFileOf(dataDir), JSON.stringify({ ...me, startTime: '1' }));
    await killed(holder);
    const release = await lockDataDir(dataDir);
    await release();
  }, 20_000);
});
