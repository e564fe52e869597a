import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// The real server as an operator runs it (`npm start`: node with its flags, apps/server/src/main.ts), for the tests that need processes
// (a database restart under load, two instances on one database) and for bench/api.ts.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const MAIN = path.join(ROOT, 'apps/server/src/main.ts');

/**
 * The node flags `npm start` gives the server (package.json, the one place they are written; decision 0024: the
 * young generation's size and the old generation's growth), so the processes measured are the ones operators run.
 */
export const START_NODE_FLAGS: readonly string[] = (() => {
  const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const match = /\bnode ((?:--\S+ )*)apps\/server\/src\/main\.ts/.exec(scripts.start ?? '');
  if (!match) throw new Error('package.json: the start script runs `node [flags] apps/server/src/main.ts`');
  return match[1]!.split(' ').filter(Boolean);
})();

/** What the reliability tests use of scripts/lib/postgres-cluster.mjs (a plain .mjs script, without types). */
export interface Cluster {
  url: string;
  port: number;
  stop(): void;
  /** pg_ctl stop -m fast: every session is ended, the data kept. */
  stopServer(): Promise<void>;
  /** Starts the stopped server again on the same port and data; resolves once it accepts connections. */
  startServer(): Promise<void>;
}

interface ClusterScript {
  startCluster(): Promise<Cluster>;
  findPostgresBin(): string | null;
  freePort(): Promise<number>;
}

export const clusterScript = async (): Promise<ClusterScript> => {
  const href = pathToFileURL(path.join(ROOT, 'scripts/lib/postgres-cluster.mjs')).href;
  return (await import(href)) as ClusterScript;
};

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** The last 64 KB the process printed (stdout and stderr), for failure messages. */
  output(): string;
  exited: Promise<number | null>;
  alive(): boolean;
  /** SIGTERM, then the exit code (0 after a clean shutdown). */
  stop(): Promise<number | null>;
}

const KEEP_OUTPUT = 64 * 1024;

/**
 * Spawns the server entry point with Node 24 (this process's binary) on a free loopback port. The per-IP
 * limits are lifted (every request of a load test comes from 127.0.0.1), the log is kept to errors (a log
 * line per request would measure the logger), and administrators sign in with a password (the second factor is
 * its own tests' subject, decision 0041).
 */
export const spawnServer = async (
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<ServerProcess> => {
  const port = await (await clusterScript()).freePort();
  let output = '';
  const child = spawn(process.execPath, [...START_NODE_FLAGS, ...nodeArgs, MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      WEB_DIST_DIR: '/nonexistent-web-build',
      RATE_LIMIT_AUTH_PER_MINUTE: '100000',
      RATE_LIMIT_CODES_PER_HOUR: '100000',
      ADMIN_SECOND_FACTOR: 'optional',
      ...env,
    },
  });
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-KEEP_OUTPUT);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    exited,
    alive,
    stop: async () => {
      if (alive()) child.kill('SIGTERM');
      return exited;
    },
  };
};

/** Waits until /api/health answers 200 (migrated, seeded, listening). */
export const waitUntilHealthy = async (server: ServerProcess, timeoutMs = 120_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!server.alive()) throw new Error(`the server exited while starting:\n${server.output()}`);
    const status = await fetch(`${server.baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) })
      .then((res) => res.status)
      .catch(() => 0);
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not become healthy:\n${server.output()}`);
};

/** Logs in through the API; the access token. */
export const logIn = async (baseUrl: string, account: string, password: string): Promise<string> => {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password }),
  });
  const body = (await res.json()) as { data: { accessToken: string } };
  if (res.status !== 200)
    throw new Error(`login of ${account} failed: ${res.status} ${JSON.stringify(body)}`);
  return body.data.accessToken;
};
