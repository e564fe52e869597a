// Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL cluster, then removes the cluster.
// Without PostgreSQL installed this is a loud skip locally and a failure in CI (CI=true).
import { spawn } from 'node:child_process';
import { findPostgresBin, startCluster } from './lib/postgres-cluster.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}
if (!findPostgresBin()) {
  if (process.env.CI === 'true') {
    console.error(
      'PostgreSQL is not installed, and CI may not skip the PostgreSQL run (apt-get install postgresql).',
    );
    process.exit(1);
  }
  console.warn('SKIPPED: PostgreSQL is not installed here; the PostgreSQL run did not happen.');
  process.exit(0);
}

const cluster = await startCluster();
console.log(`PostgreSQL test cluster on ${cluster.url}`);
const child = spawn(command, args, {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: cluster.url },
  shell: process.platform === 'win32',
});
const forward = (signal) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
child.on('exit', (code, signal) => {
  cluster.stop();
  process.exit(code ?? (signal ? 1 : 0));
});
