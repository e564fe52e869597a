import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Debian installs the server binaries under /usr/lib/postgresql/<major>/bin; take the newest. */
export const findPostgresBin = () => {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const majors = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return majors.length > 0 ? path.join(root, majors[0], 'bin') : null;
};

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** PostgreSQL refuses to run as root: as root, run its tools as the postgres user. */
const asPostgres = (bin, args, options = {}) => {
  const isRoot = process.getuid?.() === 0;
  const [command, finalArgs] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return execFileSync(command, finalArgs, { stdio: 'pipe', ...options });
};

/**
 * A throwaway cluster on a loopback port: trust authentication, fsync off (it is deleted afterwards).
 * Returns its URL and a stop function. `options.settings` adds server settings to the command line (name →
 * value, e.g. { shared_buffers: '2GB' }): the benches size the cluster as a production server would be; without
 * it (the tests) the defaults stay.
 */
export const startCluster = async (options = {}) => {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found (apt-get install -y postgresql)');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'simportal-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  asPostgres(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const settings = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
    ...Object.entries(options.settings ?? {}).map(([name, value]) => `-c ${name}=${value}`),
  ].join(' ');
  asPostgres(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    settings,
    '-w',
    'start',
  ]);
  const stop = () => {
    spawnSync(process.getuid?.() === 0 ? 'runuser' : path.join(bin, 'pg_ctl'), [
      ...(process.getuid?.() === 0 ? ['-u', 'postgres', '--', path.join(bin, 'pg_ctl')] : []),
      '-D',
      data,
      '-m',
      'fast',
      '-w',
      'stop',
    ]);
    rmSync(dir, { recursive: true, force: true });
  };
  // An outage and its end, for reliability tests: the server stops (pg_ctl stop -m fast: sessions are ended at
  // once) and starts again on the same port and data. Asynchronous, so a load generator keeps running meanwhile.
  const pgCtlAsync = (args) => {
    const pgCtl = path.join(bin, 'pg_ctl');
    const isRoot = process.getuid?.() === 0;
    return new Promise((resolve, reject) => {
      execFile(
        isRoot ? 'runuser' : pgCtl,
        isRoot ? ['-u', 'postgres', '--', pgCtl, ...args] : args,
        (error) => (error ? reject(error) : resolve()),
      );
    });
  };
  const stopServer = () => pgCtlAsync(['-D', data, '-m', 'fast', '-w', 'stop']);
  const startServer = () =>
    pgCtlAsync(['-D', data, '-l', path.join(dir, 'server.log'), '-o', settings, '-w', 'start']);
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, dir, stop, stopServer, startServer };
};
