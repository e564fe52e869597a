// Ad-hoc: screenshots of customer screens as the demo customer, at given widths and locales.
import { chromium } from 'playwright-core';
const BASE = process.env.BASE ?? 'http://127.0.0.1:3300';
const OUT = process.env.OUT ?? '/tmp/shots/before';
const widths = (process.env.WIDTHS ?? '390,1280').split(',').map(Number);
const locales = ['en', 'zh-CN'];
const routes = (process.env.ROUTES ?? '/mySims,/consumptionRecord,/home').split(',');
const account = process.env.ACCOUNT ?? 'demo';
const password = process.env.PASSWORD ?? 'Demo-2026';
import fs from 'node:fs';
fs.mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const res = await fetch(`${BASE}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account, password, rememberMe: true }) });
const login = (await res.json()).data;
for (const width of widths) {
  for (const locale of locales) {
    const context = await browser.newContext({ viewport: { width, height: width < 800 ? 844 : 900 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await page.goto(`${BASE}/login`);
    await page.getByLabel('Username or email').fill(account);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByText('Remember me').click();
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20000 });
    await page.evaluate((locale) => localStorage.setItem('locale', JSON.stringify(locale)), locale);
    for (const route of routes) {
      await page.goto(`${BASE}${route}`);
      await page.waitForTimeout(2500);
      const name = `${route.replace(/\//g, '_').replace(/^_/, '') || 'root'}-${width}-${locale}.png`;
      const scrollW = await page.evaluate(() => document.documentElement.scrollWidth);
      await page.screenshot({ path: `${OUT}/${name}`, fullPage: true });
      console.log(name, 'scrollWidth', scrollW);
    }
    await context.close();
  }
}
await browser.close();
