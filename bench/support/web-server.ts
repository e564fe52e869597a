// The production server the web benches measure: apps/server serving the built web app (apps/web/dist), on a
// fresh embedded database, with the bench's administrator and limits loose enough for one login per run.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BENCH_ADMIN } from './populated-session.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });

/**
 * The production server of `root` (this checkout unless said) on a fresh embedded database and a free port,
 * serving the web app built in `webDistDir` (its apps/web/dist unless said).
 */
export const startWebServer = async ({
  webDistDir,
  root = ROOT,
}: {
  webDistDir?: string;
  /** The checkout whose server runs (another worktree's, to measure its build beside this one's). */
  root?: string;
} = {}) => {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'simportal-bench-web-'));
  // process.execPath: the Node 24 this bench runs on (`npx node`), which runs the server from its TS source
  const server = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...(webDistDir ? { WEB_DIST_DIR: path.resolve(webDistDir) } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // the administrator who fills the customer's account, and the customer's logins (one per run) unthrottled
      ADMIN_USERNAME: BENCH_ADMIN.username,
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      ADMIN_SECOND_FACTOR: 'optional',
      RATE_LIMIT_CODES_PER_HOUR: '10000',
      RATE_LIMIT_AUTH_PER_MINUTE: '10000',
      // the customer's register code is read from the development mailbox
      DEV_MAILBOX: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error('the server did not answer /api/health within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    /** The server's process (Node running it directly): for what it costs (/proc/<pid>/stat). */
    pid: server.pid ?? 0,
    stop: async () => {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(`${dataDir}.lock`, { recursive: true, force: true });
    },
  };
};
