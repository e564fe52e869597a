import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts the real server entry point as an operator would, collecting what it prints. */
const start = (env: Record<string, string>): Running => {
  let output = '';
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
};

const waitForPort = async (running: Running): Promise<number> => {
  const deadline = Date.now() + 40_000;
  while (Date.now() < deadline) {
    const match = running.output().match(/"port":(\d+)/);
    if (match) return Number(match[1]);
    if (running.child.exitCode !== null) throw new Error(`server exited:\n${running.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start:\n${running.output()}`);
};

const scratch: string[] = [];
afterAll(async () => {
  for (const dir of scratch) await rm(dir, { recursive: true, force: true });
});

// Starting on the embedded database is proven once, in the PGlite pass (each start migrates a fresh data
// directory in a child process, ~45 s): the PostgreSQL pass starts the same build on PostgreSQL below.
describe.skipIf(inject('postgres') !== null)('npm start on the embedded database', () => {
  it('migrates, seeds, prints the admin password once, and refuses a second process on the same DATA_DIR', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-start-'));
    scratch.push(dir);
    const dataDir = path.join(dir, 'data');
    const first = start({ DATA_DIR: dataDir });
    const port = await waitForPort(first);
    expect(first.output()).toMatch(/password: [A-Za-z0-9]{18}/);
    expect(first.output()).toContain('Demo SIM cards you can bind');

    const health = (await fetch(`http://127.0.0.1:${port}/api/health`).then((res) => res.json())) as {
      data: { database: unknown };
    };
    expect(health).toMatchObject({
      code: 0,
      data: { status: 'ok', database: { engine: 'pglite', ok: true } },
    });

    const second = start({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('Another portal process is using the data directory');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // A later start reuses the data: nothing is printed again.
    const third = start({ DATA_DIR: dataDir });
    await waitForPort(third);
    expect(third.output()).not.toContain('password:');
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 90_000);

  it('exits listing every invalid variable', async () => {
    const running = start({ PORT: 'eighty', BILLING_TZ: 'Nowhere/Land' });
    expect(await running.exited).toBe(1);
    expect(running.output()).toContain('PORT');
    expect(running.output()).toContain('BILLING_TZ');
  });
});

describe('the same build on PostgreSQL', () => {
  const postgres = inject('postgres');
  it.runIf(postgres)(
    'runs with DATABASE_URL',
    async () => {
      const name = `simportal_start_${Date.now()}`;
      const admin = new pg.Client({ connectionString: postgres!.url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(postgres!.url);
      url.pathname = `/${name}`;
      try {
        const running = start({ DATABASE_URL: url.toString() });
        const port = await waitForPort(running);
        const health = (await fetch(`http://127.0.0.1:${port}/api/health`).then((res) => res.json())) as {
          data: { database: unknown };
        };
        expect(health.data.database).toMatchObject({ engine: 'postgres', ok: true });
        running.child.kill('SIGTERM');
        expect(await running.exited).toBe(0);
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
    60_000,
  );
});
