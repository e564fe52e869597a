import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, type Browser, expect, request, test } from '@playwright/test';
import { apiCall, type PopulatedCustomer, populateCustomer } from './support/populated-customer.ts';
import { addPseudoLanguage, copyCheckout, PSEUDO } from './support/pseudo-language.ts';
import { E2E_ADMIN, E2E_PORT } from './support/server.ts';
import { apiLogin, authStateOf, type LoginResult, registerAccount } from './support/session.ts';

// Issue #57: a third language is data. A copy of this checkout gains a made-up language from data files alone
// (support/pseudo-language.ts), is built and started as it would be, and every screen of a guest, a customer
// and an administrator renders in it: the page says its language, the title and the screen show its texts, and
// no text key shows raw. Its mails speak it, and the crawler is told its addresses.

const PORT = E2E_PORT + 2;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const REPO = path.resolve(import.meta.dirname, '..');
/** Each screen's picture, for a person to look at: a local run, not CI's (as in screens.spec.ts). */
const SHOOT = process.env.CI !== 'true';
const SHOTS = path.join('test-results', 'third-language');

let workdir: string;
let server: ChildProcess | undefined;
let api: APIRequestContext;
let admin: LoginResult;
let customer: LoginResult;
let data: PopulatedCustomer;

const node = (cwd: string, args: string[]) =>
  execFileSync(process.execPath, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });

test.describe.configure({ timeout: 300_000 });

test.beforeAll(async () => {
  workdir = mkdtempSync(path.join(os.tmpdir(), 'simportal-third-language-'));
  const checkout = path.join(workdir, 'checkout');
  copyCheckout(REPO, checkout);
  addPseudoLanguage(checkout);
  const web = path.join(checkout, 'apps/web');
  node(web, [path.join(checkout, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn']);
  node(web, ['build/prerender-pages.ts']);
  server = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: checkout,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(workdir, 'data'),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      DEV_MAILBOX: 'true',
      BILLING_SCHEDULER: 'false',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ADMIN_SECOND_FACTOR: 'optional',
    },
  });
  api = await request.newContext({ baseURL: BASE_URL });
  await expect
    .poll(async () => (await api.get('/api/health').catch(() => null))?.status(), { timeout: 120_000 })
    .toBe(200);
  admin = await apiLogin(api, { account: E2E_ADMIN.username, password: E2E_ADMIN.password });
  const registered = await registerAccount(api, undefined, PSEUDO.code);
  customer = registered.login;
  data = await populateCustomer(apiCall(BASE_URL), {
    adminToken: admin.accessToken,
    customer: { token: customer.accessToken, username: registered.account.username },
    series: 90_001,
  });
});

test.afterAll(async () => {
  await api?.dispose();
  server?.kill();
  if (workdir) rmSync(workdir, { recursive: true, force: true });
});

/** A text key shown as it is (`layout.menu`, `admin.cards.plan`): a text the language's files lack. */
const RAW_KEY =
  /\b(?:layout|route|shop|home|sims|billing|wallet|usage|auth|esim|support|admin|account|language)\.[a-z][A-Za-z]+\b/;

/** Visits each path in the made-up language, signed in as `signedIn` if given, and checks what it shows. */
const walk = async (browser: Browser, paths: string[], signedIn?: LoginResult) => {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 390, height: 800 } });
  await context.addInitScript(
    ([locale, auth]) => {
      localStorage.setItem('locale', JSON.stringify(locale));
      if (auth) localStorage.setItem('auth', auth);
    },
    [PSEUDO.code, signedIn ? JSON.stringify(authStateOf(signedIn)) : null] as const,
  );
  const page = await context.newPage();
  const problems: string[] = [];
  for (const address of paths) {
    await page.goto(address);
    await expect(page.locator('html')).toHaveAttribute('lang', PSEUDO.code);
    // the page's own heading or title is written in the language (the title says the product's name in it)
    await expect(page).toHaveTitle(/⟦/);
    await expect(page.locator('main, [role="main"], article').first()).toContainText('⟦');
    if (SHOOT)
      await page.screenshot({
        path: path.join(SHOTS, `${address.replace(/\W+/g, '-')}.png`),
        fullPage: true,
      });
    const text = await page.locator('body').innerText();
    const raw = RAW_KEY.exec(text);
    if (raw) problems.push(`${address}: shows the key ${raw[0]}`);
  }
  await context.close();
  expect(problems).toEqual([]);
};

test('a guest sees every public screen in a language added as data', async ({ browser }) => {
  await walk(browser, [
    '/home',
    '/plan',
    '/plan?to=JP',
    '/addOn',
    '/login',
    '/register',
    '/passwordReset',
    `/disclaimer/${PSEUDO.pathSegment}`,
    '/no-such-page',
  ]);
  // the crawler is told the language's addresses
  const sitemap = await (await api.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`lang=${PSEUDO.code}`);
  expect(sitemap).toContain(`/disclaimer/${PSEUDO.pathSegment}`);
});

test('a customer sees every screen, and gets mails, in a language added as data', async ({ browser }) => {
  await walk(
    browser,
    [
      '/mySims',
      '/mySims/applyEsim',
      `/mySims/${data.cards.esim}/esim`,
      `/mySims/${data.cards.active}/traffic`,
      '/consumptionRecord',
      '/personal',
      '/recharge',
      `/pay?order=${data.waitingPayOrder}`,
      '/echarts',
    ],
    customer,
  );
  // the registration's code was mailed in the language the customer registered in
  const mailbox = await (await api.get('/dev/mailbox')).text();
  const mails = mailbox
    .split('<article>')
    .filter((article) => article.includes(`to <b>${customer.userInfo.email}</b>`));
  expect(mails.length).toBeGreaterThan(0);
  for (const mail of mails) expect(mail).toContain('⟦');
});

test('an administrator sees every tab in a language added as data', async ({ browser }) => {
  const tabs = ['overview', 'customers', 'cards', 'catalogue', 'audit', 'deliveries', 'support', 'security'];
  await walk(
    browser,
    [...tabs.map((tab) => `/adminMode?tab=${tab}`), '/adminMode?tab=administrators'],
    admin,
  );
});
