import { type BrowserContext, expect, type Page, type Request, test } from '@playwright/test';
import { appleInstallUrl } from '../packages/contract/src/activation-code.ts';
import { productName } from '../packages/contract/src/product.ts';
import { chooseMenuItem } from './support/menu.ts';
import { apiCall, populateCustomer } from './support/populated-customer.ts';
import { drawnQrText } from './support/qr.ts';
import { E2E_ADMIN, E2E_BASE_URL } from './support/server.ts';
import { apiLogin, type LoginResult, openSignedIn, registerAccount, storedAuth } from './support/session.ts';
import { ANY, type Lang, pattern, t } from './support/texts.ts';

// The offline wallet (issue #70, decision 0099) and a weak signal (decision 0098), in Chromium with the service
// worker the production build serves. A customer visits My SIMs once online; offline, the app opens My SIMs and an
// eSIM's page (never opened online) in Chinese and English from what it kept, each with its age; the shop says it
// needs a connection. After logout nothing of the account is left; a second account never sees the first's.

const SCREENS = 'test-results/offline-wallet';

interface Activation {
  cardNumber: string;
  activationCode: string;
  appleInstallUrl: string;
}

/** What IndexedDB holds for the wallet: each record's key and size in bytes. */
const walletRecords = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ key: string; bytes: number; text: string }[]>((resolve, reject) => {
        const open = indexedDB.open('simportal-offline', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('wallet');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction('wallet', 'readonly').objectStore('wallet');
          const keys = store.getAllKeys();
          const values = store.getAll();
          values.onsuccess = () =>
            resolve(
              keys.result.map((key, index) => {
                const text = String(values.result[index]);
                return { key: String(key), bytes: new TextEncoder().encode(text).length, text };
              }),
            );
        };
      }),
  );

const setLanguage = (page: Page, lang: Lang) =>
  page.evaluate((value) => localStorage.setItem('locale', JSON.stringify(value)), lang);

const controlled = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      timeout: 20_000,
    })
    .toMatch(/\/sw\.js$/);

const shoot = async (page: Page, name: string) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENS}/${name}-${width}.png`, fullPage: true });
  }
};

let customer: LoginResult;
let credentials: { account: string; password: string };
let esimCard: number;
let activation: Activation;
let cards: { id: number; cardNumber: string; label: string | null }[];

test.beforeAll(async ({ request }) => {
  const registered = await registerAccount(request);
  const admin = await apiLogin(request, { account: E2E_ADMIN.username, password: E2E_ADMIN.password });
  const call = apiCall(E2E_BASE_URL);
  const populated = await populateCustomer(call, {
    adminToken: admin.accessToken,
    customer: { token: registered.login.accessToken, username: registered.account.username },
    // below the dashboard journey's 700 and the screen walk's 1,000 and up: cards of its own in the same database
    series: 100 + (Math.floor(Date.now() / 1000) % 590),
  });
  credentials = { account: registered.account.username, password: registered.account.password };
  customer = await apiLogin(request, credentials);
  esimCard = populated.cards.esim;
  activation = await call<Activation>('GET', `/api/esim/cards/${esimCard}/activation`, {
    token: customer.accessToken,
  });
  cards = (
    await call<{ items: typeof cards }>('GET', '/api/sims?page=1&pageSize=20', {
      token: customer.accessToken,
    })
  ).items;
});

const offlineMySims = async (page: Page, lang: Lang) => {
  await setLanguage(page, lang);
  await page.goto('/mySims');
  const note = page.getByTestId('offline-note');
  await expect(note).toContainText(pattern(lang, 'offlineNote.asOf', { time: ANY }));
  await expect(note).toContainText(t(lang, 'offlineNote.hint'));
  for (const card of cards) await expect(page.getByText(card.label ?? card.cardNumber).first()).toBeVisible();
  // each card's billing: its status and the data left, from the kept answers
  await expect(page.getByText(t(lang, 'billing.panel.left')).first()).toBeVisible();
  await expect(page.getByText(t(lang, 'cardStatus.USING')).first()).toBeVisible();
  await expect(page.locator('.sims-runway')).toBeVisible();
  await expect(page.getByTestId('balance-text').first()).toBeVisible();
  // the support contacts are kept too
  await note.getByText(t(lang, 'offlineNote.support')).click();
  await expect(note.locator('.support-channel').first()).toBeVisible();
  await shoot(page, `my-sims-${lang}`);
};

const offlineEsim = async (page: Page, lang: Lang) => {
  await setLanguage(page, lang);
  await page.goto(`/mySims/${esimCard}/esim`);
  await expect(page.getByTestId('offline-note')).toContainText(
    pattern(lang, 'offlineNote.asOf', { time: ANY }),
  );
  await expect(page.getByRole('heading', { level: 1, name: t(lang, 'esim.view.heading') })).toBeVisible();
  expect(await drawnQrText(page.getByTestId('esim-qr'))).toBe(activation.activationCode);
  await expect(page.getByTestId('esim-activationCode')).toContainText(activation.activationCode);
  expect(activation.activationCode).toMatch(/^LPA:/);
  await expect(page.getByRole('link', { name: t(lang, 'esim.view.iphoneLink') })).toHaveAttribute(
    'href',
    appleInstallUrl(activation.activationCode),
  );
  await expect(page.getByText(t(lang, 'esim.view.instructions.otherScreen'))).toBeVisible();
  await shoot(page, `esim-${lang}`);
};

const needsConnection = async (page: Page, lang: Lang, path: string) => {
  await setLanguage(page, lang);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: t(lang, 'offline.title') })).toBeVisible();
  await expect(page.getByText(t(lang, 'offline.description'))).toBeVisible();
};

const logOut = async (page: Page, lang: Lang, username: string) => {
  await chooseMenuItem(page, {
    opener: page.getByRole('button', { name: t(lang, 'layout.accountMenuOf', { name: username }) }),
    item: t(lang, 'layout.logout'),
    opens: page.getByRole('link', { name: t(lang, 'auth.login.forgot') }),
  });
  await expect(page).toHaveURL(/\/login$/);
};

const online = async (context: BrowserContext, page: Page) => {
  await context.setOffline(false);
  await page.evaluate(() => navigator.onLine);
};

test('offline, My SIMs and an eSIM page show what was kept, with its age; logout and a second account see none of it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await context.newPage();
  await openSignedIn(page, customer, '/mySims', 'en');
  await expect(page.getByText(cards[0]!.label ?? cards[0]!.cardNumber).first()).toBeVisible();
  await controlled(page);
  // kept: the cards, their billing, the runway and the eSIM's install code (asked for with the cards)
  await expect
    .poll(
      async () =>
        (await walletRecords(page)).find((record) => record.key === `wallet:${customer.userInfo.id}`)?.text ??
        '',
    )
    .toContain(activation.activationCode);
  const [record] = await walletRecords(page);
  expect(record!.bytes).toBeLessThan(1024 * 1024);
  console.log(`offline wallet record: ${record!.bytes} bytes`);
  // the pages' and both languages' files reach the worker's cache (warmed once the record was kept)
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('assets')).keys()).length), {
      timeout: 15_000,
    })
    .toBeGreaterThan(10);
  await page.waitForTimeout(1_000);

  // a second visit fetches no app code the worker holds: of what the worker asks the network for, the page (always
  // asked, so no release hides behind it) and nothing under /assets/
  const fetchedByWorker: string[] = [];
  const watch = (request: Request) => {
    if (request.serviceWorker()) fetchedByWorker.push(new URL(request.url()).pathname);
  };
  context.on('request', watch);
  await page.reload();
  await expect(page.getByText(cards[0]!.label ?? cards[0]!.cardNumber).first()).toBeVisible();
  context.off('request', watch);
  expect(fetchedByWorker).toContain('/mySims');
  expect(fetchedByWorker.filter((path) => path.startsWith('/assets/'))).toEqual([]);

  await context.setOffline(true);
  for (const lang of ['zh-CN', 'en'] as const) {
    await offlineMySims(page, lang);
    await offlineEsim(page, lang);
    await needsConnection(page, lang, '/plan');
    await shoot(page, `needs-connection-${lang}`);
  }
  console.log(
    'storage in use:',
    await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? null),
    'bytes',
  );

  // back online: logging out forgets the account's record, and offline nothing of it shows
  await online(context, page);
  await page.goto('/mySims');
  await logOut(page, 'en', customer.userInfo.username);
  await expect.poll(async () => (await walletRecords(page)).length).toBe(0);
  await context.setOffline(true);
  await page.goto('/mySims');
  await expect(page.getByRole('heading', { level: 1, name: t('en', 'offline.title') })).toBeVisible();
  for (const card of cards) await expect(page.getByText(card.cardNumber)).toHaveCount(0);

  // a second account on the same browser: offline it sees only its own (empty) wallet, never the first's
  await online(context, page);
  const second = await registerAccount(page.request);
  const secondLogin = await apiLogin(page.request, {
    account: second.account.username,
    password: second.account.password,
  });
  await openSignedIn(page, secondLogin, '/mySims', 'en');
  await expect(page.getByText(t('en', 'sims.empty.description'))).toBeVisible();
  await expect
    .poll(async () => (await walletRecords(page)).map((r) => r.key))
    .toEqual([`wallet:${secondLogin.userInfo.id}`]);
  await context.setOffline(true);
  await page.goto('/mySims');
  await expect(page.getByTestId('offline-note')).toBeVisible();
  for (const card of cards) await expect(page.getByText(card.cardNumber)).toHaveCount(0);
  await expect(page.getByText(t('en', 'sims.empty.description'))).toBeVisible();
  await context.close();
});

test('a refresh that meets no answer keeps the customer signed in; the server ending the session signs them out', async ({
  page,
}) => {
  const session = await apiLogin(page.request, credentials);
  await openSignedIn(page, session, '/mySims', 'en');
  await expect(page.getByText(cards[0]!.label ?? cards[0]!.cardNumber).first()).toBeVisible();
  // the access token has expired (the next user-info reload says so) and the refresh meets a dropped signal
  let refreshes = 0;
  await page.route('**/api/user/getUserInfo', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ code: 10041, message: 'token_expired', data: null }),
    }),
  );
  await page.route('**/api/user/refresh', (route) => {
    refreshes += 1;
    return route.abort('internetdisconnected');
  });
  await page
    .getByRole('link', { name: t('en', 'route.addOn') })
    .first()
    .click();
  await expect.poll(() => refreshes).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/addOn$/);
  await expect(page.getByText(t('en', 'messages:network_error')).first()).toBeVisible();
  expect(await storedAuth(page)).toMatchObject({ refreshToken: session.refreshToken });

  // the server's own word, a 401 to the refresh: now the session ends
  await page.unroute('**/api/user/refresh');
  await page.route('**/api/user/refresh', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ code: 40104, message: 'refresh_token_expired', data: null }),
    }),
  );
  await page
    .getByRole('link', { name: t('en', 'route.mySims') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login/);
  expect(await storedAuth(page)).toMatchObject({ refreshToken: null });
});

test('the installed app is named in the visitor’s language, with shortcuts to My SIMs and Top up', async ({
  page,
}) => {
  for (const lang of ['zh-CN', 'en'] as const) {
    await openSignedIn(page, null, '/home', lang);
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel=manifest]')!;
      return (await fetch(link.href)).json();
    });
    expect(manifest).toMatchObject({
      name: productName(lang),
      lang,
      shortcuts: [
        { name: t(lang, 'route.mySims'), url: '/mySims' },
        { name: t(lang, 'layout.topUp'), url: '/recharge' },
      ],
    });
  }
});
