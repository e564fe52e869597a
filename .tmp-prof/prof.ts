import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BENCH_ADMIN, populatedCustomer } from '../bench/support/populated-session.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const port = 3477;
const dataDir = mkdtempSync(path.join(tmpdir(), 'prof-'));
const server = spawn(process.execPath, ['apps/server/src/main.ts'], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn',
    ADMIN_USERNAME: BENCH_ADMIN.username, ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password,
    RATE_LIMIT_CODES_PER_HOUR: '10000', RATE_LIMIT_AUTH_PER_MINUTE: '10000' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
for (;;) { if (await fetch(`${base}/api/health`).then(r => r.ok, () => false)) break; await new Promise(r => setTimeout(r, 250)); }
const customer = await populatedCustomer(base);
const puppeteer = await import('puppeteer-core');
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/mySims'];
for (const p of pages) {
  const url = p.replace(':active', String(customer.data.cards.active));
  const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless=new'] });
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
  await page.goto(`${base}/api/health`);
  const session = await customer.session();
  await page.evaluate(([k, v]) => { localStorage.setItem(k, v); document.cookie = 'simportal-account=1; Path=/'; }, ['auth', JSON.stringify(session)] as const);
  const cdp = await page.createCDPSession();
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const t0 = Date.now();
  await page.goto(`${base}${url}`, { waitUntil: 'networkidle0' });
  const wall = Date.now() - t0;
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
  const self = new Map<number, number>();
  const dts = profile.timeDeltas; 
  profile.samples.forEach((id: number, i: number) => self.set(id, (self.get(id) ?? 0) + (dts[i] ?? 0)));
  // aggregate self time by function+file, and inclusive by package
  const agg = new Map<string, number>();
  const pkg = new Map<string, number>();
  for (const [id, us] of self) {
    const n: any = byId.get(id);
    const cf = n.callFrame;
    const file = cf.url.split('/').pop();
    const key = `${cf.functionName || '(anon)'} ${file}:${cf.lineNumber}:${cf.columnNumber}`;
    agg.set(key, (agg.get(key) ?? 0) + us);
    pkg.set(file || cf.functionName, (pkg.get(file || cf.functionName) ?? 0) + us);
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(`\n== ${url}: wall ${wall} ms, sampled ${(total / 1000).toFixed(0)} ms`);
  for (const [k, v] of [...pkg].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`${(v / 1000).toFixed(1).padStart(8)} ms  ${k}`);
  console.log('-- top functions (self)');
  for (const [k, v] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${(v / 1000).toFixed(1).padStart(8)} ms  ${k}`);
  (globalThis as any).lastProfile = profile;
  const fs = await import('node:fs');
  fs.writeFileSync(`/tmp/prof${url.replaceAll('/', '_')}.cpuprofile`, JSON.stringify(profile));
  await browser.close();
}
server.kill('SIGTERM');
