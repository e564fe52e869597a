import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

// Prism (@stoplight/prism-cli) as a validating proxy (decision 0093): built from a platform's published OpenAPI
// document, in front of a test's fake platform. With --errors it answers 422 to a request the document does not
// allow and 500 to an answer it does not allow, so an adapter that strays fails its test; every line it logs
// about a violation is kept for the test to count.

const root = resolve(import.meta.dirname, '../../../..');

const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

export interface PrismProxy {
  url: string;
  /** Prism's log lines that name a violation of the document. */
  violations: string[];
  close(): Promise<void>;
}

export const startPrismProxy = async (document: string, upstream: string): Promise<PrismProxy> => {
  const port = await freePort();
  const child: ChildProcess = spawn(
    resolve(root, 'node_modules/.bin/prism'),
    ['proxy', document, upstream, '--errors', '-h', '127.0.0.1', '-p', String(port)],
    { cwd: root, env: { ...process.env, SCARF_ANALYTICS: 'false' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const violations: string[] = [];
  let log = '';
  const read = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    log += text;
    for (const line of text.split('\n'))
      if (/violation|\[VALIDATOR\]/i.test(line)) violations.push(line.trim());
  };
  child.stdout?.on('data', read);
  child.stderr?.on('data', read);
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`Prism did not start in 30 s:\n${log}`)), 30_000);
    const check = setInterval(() => {
      if (/Prism is listening/.test(log)) {
        clearTimeout(timer);
        clearInterval(check);
        done();
      }
    }, 50);
    child.once('exit', (code) => {
      clearTimeout(timer);
      clearInterval(check);
      fail(new Error(`Prism exited (${code}):\n${log}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    violations,
    close: () =>
      new Promise<void>((done) => {
        child.removeAllListeners('exit');
        child.once('exit', () => done());
        child.kill();
      }),
  };
};
