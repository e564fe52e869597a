import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  type Request,
  test,
} from '@playwright/test';
import { AUTH_TEXT as TEXT } from './support/auth-texts.ts';
import { waitForCode } from './support/mailbox.ts';
import { chooseMenuItem } from './support/menu.ts';
import { E2E_ADMIN } from './support/server.ts';
import {
  AUTH_STORAGE_KEY,
  apiLogin,
  DEMO_CUSTOMER,
  loginInBrowser,
  newAccount,
  openSignedIn,
  registerAccount,
  storedAuth,
} from './support/session.ts';
import { buttonName, t } from './support/texts.ts';

// Accounts and sessions (issue 3): register with an emailed code, log out, log in with remember-me, stay logged
// in across a reload, reset the password, log in with the new one, delete the account; and the token refresh
// under load.

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** The login page, shown once a logout is through: its "forgot password" link, which no other page has. */
const loginForm = (page: Page, words: { forgot: string }) => page.getByRole('link', { name: words.forgot });

for (const locale of ['en', 'zh-CN'] as const) {
  test(`register, log out, log in with remember-me, reload, reset the password (${locale})`, async ({
    page,
    request,
  }) => {
    const text = TEXT[locale];
    const user = newAccount(locale === 'en' ? 'en' : 'zh');
    const newPassword = 'New-Pass-2';

    // Register with the code mailed to the new address.
    await page.goto('/register');
    if (locale === 'zh-CN') await page.getByLabel(t('en', 'layout.language')).selectOption('zh-CN');
    await field(page, text.username).fill(user.username);
    await field(page, text.email).fill(user.email);
    await field(page, text.password).fill(user.password);
    await field(page, text.confirmPassword).fill(user.password);
    await page.getByRole('button', { name: text.sendCode }).click();
    // the button counts down, disabled, until a new code may be asked for
    await expect(page.getByRole('button', { name: text.resendIn })).toBeDisabled();
    await field(page, text.code).fill(await waitForCode(request, user.email, 'register'));
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: text.register }).click();
    await expect(page).toHaveURL(/\/mySims$/);
    await expect(page.getByText(text.registered)).toBeVisible();
    const menu = page.getByRole('button', { name: text.accountMenu(user.username) });
    await expect(menu).toBeVisible();
    // a registration logs in without remember-me: the session lives in session storage only
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
    const registered = await storedAuth(page);
    expect(registered).toMatchObject({ username: user.username, isRememberMe: false });

    // Log out: the server ends the session, so its refresh token stops working.
    await chooseMenuItem(page, { opener: menu, item: text.logOut, opens: loginForm(page, text) });
    await expect(page).toHaveURL(/\/login$/);
    expect((await storedAuth(page))?.refreshToken ?? null).toBeNull();
    const spent = await request.get('/api/user/refresh', {
      headers: { Authorization: `Bearer ${String(registered?.refreshToken)}` },
    });
    expect(spent.status()).toBe(401);

    // Log in with remember-me; a reload keeps the user logged in.
    await field(page, text.account).fill(user.username);
    await field(page, text.password).fill(user.password);
    await page.getByRole('checkbox', { name: text.rememberMe }).check();
    await page.getByRole('button', { name: text.logIn }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText(text.loggedIn)).toBeVisible();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('auth'))) ?? '{}')).toMatchObject({
      username: user.username,
      isRememberMe: true,
    });
    await page.reload();
    await expect(page.getByRole('button', { name: text.accountMenu(user.username) })).toBeVisible();

    // Reset the password with a code mailed for it, then log in with the new one (the old one fails).
    await chooseMenuItem(page, {
      opener: page.getByRole('button', { name: text.accountMenu(user.username) }),
      item: text.logOut,
      opens: loginForm(page, text),
    });
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: text.forgot }).click();
    await expect(page).toHaveURL(/\/passwordReset$/);
    await field(page, text.email).fill(user.email);
    await page.getByRole('button', { name: text.sendCode }).click();
    await expect(page.getByRole('button', { name: text.resendIn })).toBeDisabled();
    await field(page, text.code).fill(await waitForCode(request, user.email, 'reset'));
    await field(page, text.newPassword).fill(newPassword);
    await field(page, text.confirmNewPassword).fill(newPassword);
    await page.getByRole('button', { name: text.resetPassword, exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(text.resetDone)).toBeVisible();
    await expect(field(page, text.account)).toHaveValue(user.email);

    await field(page, text.password).fill(user.password);
    await page.getByRole('button', { name: text.logIn }).click();
    await expect(page.getByText(text.wrongPassword)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await field(page, text.password).fill(newPassword);
    await page.getByRole('button', { name: text.logIn }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('button', { name: text.accountMenu(user.username) })).toBeVisible();

    // Delete the account (issue #34): a code mailed to it, the password and consent; then it cannot log in.
    const deletion = (key: string) => t(locale, `account.deletion.${key}`);
    await page.goto('/personal');
    await page.getByRole('button', { name: deletion('start') }).click();
    await page.getByRole('button', { name: deletion('sendCode') }).click();
    await field(page, deletion('code')).fill(await waitForCode(request, user.email, 'delete_account'));
    await field(page, deletion('password')).fill(newPassword);
    await page.getByRole('checkbox', { name: deletion('understood') }).check();
    await page.getByRole('button', { name: deletion('confirm') }).click();
    await expect(page.getByText(deletion('done'))).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    expect((await storedAuth(page))?.refreshToken ?? null).toBeNull();
    await page.goto('/login');
    await field(page, text.account).fill(user.username);
    await field(page, text.password).fill(newPassword);
    await page.getByRole('button', { name: text.logIn }).click();
    await expect(page.getByText(text.wrongPassword)).toBeVisible();
  });
}

test('the register form explains the rules of spec §5 before asking the server', async ({ page }) => {
  await page.goto('/register');
  const en = TEXT.en;
  await field(page, en.email).fill('not-an-email');
  await field(page, en.password).fill('Good-Pass-1');
  await field(page, en.confirmPassword).fill('Other-Pass-1');
  // checked as the user types
  await expect(page.getByText(t('en', 'messages:email_invalid'))).toBeVisible();
  await expect(page.getByText(t('en', 'messages:password_mismatch'))).toBeVisible();
  // and on submit, every field at once
  await page.getByRole('button', { name: en.register }).click();
  await expect(page.getByText(t('en', 'messages:username_required'))).toBeVisible();
  await expect(page.getByText(t('en', 'auth.register.agreeRequired'))).toBeVisible();
  await expect(page.getByRole('link', { name: t('en', 'auth.register.terms') })).toHaveAttribute(
    'href',
    '/disclaimer/en',
  );
  // an address that already has an account is answered as any other (decision 0032): only the mail says so
  await field(page, en.email).fill(DEMO_CUSTOMER.email);
  await page.getByRole('button', { name: en.sendCode }).click();
  await expect(page.getByText(t('en', 'messages:code_send_success'))).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('login follows only a local redirect; administrators land in admin mode', async ({ page }) => {
  const en = TEXT.en;
  const logIn = async (account: string, password: string) => {
    await field(page, en.account).fill(account);
    await field(page, en.password).fill(password);
    await page.getByRole('button', { name: en.logIn }).click();
  };
  const logOut = async (name: string) => {
    await chooseMenuItem(page, {
      opener: page.getByRole('button', { name: en.accountMenu(name) }),
      item: en.logOut,
      opens: loginForm(page, en),
    });
    await expect(page).toHaveURL(/\/login$/);
  };

  await page.goto('/consumptionRecord');
  await expect(page).toHaveURL(/\/login\?redirect=%2FconsumptionRecord$/);
  await logIn(DEMO_CUSTOMER.account, DEMO_CUSTOMER.password);
  await expect(page).toHaveURL(/\/consumptionRecord$/);
  await logOut(DEMO_CUSTOMER.account);

  await page.goto('/login?redirect=//evil.example/steal');
  await logIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/home$/);
  await logOut(DEMO_CUSTOMER.account);

  await page.goto('/login');
  await logIn(E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/adminMode$/);
  // an administrator's menu has no customer-only screens nor the shop (issue #67), and Admin Management is its
  // way back from any page
  const menu = page.locator('.site-nav');
  await expect(menu.getByRole('link', { name: t('en', 'route.mySims') })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: t('en', 'route.addOn') })).toHaveCount(0);
  await page.goto('/addOn');
  await expect(page).toHaveURL(/\/addOn$/);
  await menu.getByRole('link', { name: t('en', 'route.adminMode') }).click();
  await expect(page).toHaveURL(/\/adminMode$/);
});

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Version/17.5 Mobile/15E148 Safari/604.1';

test('a session that ended says why on /login and returns to the page it was on, also when ended from another device', async ({
  page,
  browser,
  request,
}) => {
  // a remembered session whose tokens the server no longer knows: the refresh fails, the session ends
  await page.goto('/api/health');
  await page.evaluate(
    ({ key, customer }) => {
      localStorage.setItem(
        key,
        JSON.stringify({
          accessToken: 'expired.access.token',
          refreshToken: 'spent-refresh-token',
          username: customer.account,
          email: customer.email,
          isRememberMe: true,
          userInfo: null,
        }),
      );
    },
    { key: AUTH_STORAGE_KEY, customer: DEMO_CUSTOMER },
  );
  await page.goto('/consumptionRecord');
  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.getByText(t('en', 'messages:login_expired'))).toBeVisible();
  await field(page, TEXT.en.account).fill(DEMO_CUSTOMER.account);
  await field(page, TEXT.en.password).fill(DEMO_CUSTOMER.password);
  await page.getByRole('button', { name: TEXT.en.logIn }).click();
  await expect(page).toHaveURL(/\/consumptionRecord$/);

  // Personal Center › Sessions (issue #34): this browser sees its own session marked; a phone logged in to the
  // same account, in Chinese, logs this browser out after confirming, and this browser hears it at its next request
  const { account, login } = await registerAccount(request, newAccount('ended'));
  // the registration's own session ends, so the list holds the two browsers only
  await request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${login.accessToken}` } });
  const credentials = { account: account.username, password: account.password };
  await loginInBrowser(page, credentials, '/personal');
  const sessionsOf = (tab: Page, lang: 'en' | 'zh-CN') =>
    tab.getByRole('list', { name: t(lang, 'account.sessions.title') }).getByRole('listitem');
  await expect(sessionsOf(page, 'en')).toHaveCount(1);
  await expect(sessionsOf(page, 'en')).toContainText(t('en', 'account.sessions.current'));

  const phone = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    viewport: { width: 390, height: 844 },
    userAgent: IPHONE_SAFARI,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const other = await phone.newPage();
    await openSignedIn(other, await apiLogin(other.request, credentials), '/personal', 'zh-CN');
    const listed = sessionsOf(other, 'zh-CN');
    await expect(listed).toHaveCount(2);
    const current = t('zh-CN', 'account.sessions.current');
    const itself = listed.filter({ hasText: current });
    await expect(itself).toContainText('Safari 17 · iOS');
    await expect(itself).toContainText(t('zh-CN', 'account.sessions.device.mobile'));
    const desktop = listed.filter({ hasNotText: current });
    await expect(desktop).toContainText(t('zh-CN', 'account.sessions.device.desktop'));
    const end = buttonName(t('zh-CN', 'account.sessions.end'));
    await desktop.getByRole('button', { name: end }).click();
    await other.getByRole('tooltip').getByRole('button', { name: end }).click();
    await expect(other.getByText(t('zh-CN', 'account.sessions.ended'))).toBeVisible();
    await expect(listed).toHaveCount(1);
  } finally {
    await phone.close();
  }
  await page.reload();
  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.getByText(t('en', 'messages:login_expired'))).toBeVisible();
});

/** Answers requests that carry `token` as an expired access token would (401, code 10041). */
const expireToken = (token: string, rejected: Request[]) => ({
  matches: (request: Request) => request.headers().authorization === `Bearer ${token}`,
  answer: (request: Request) => {
    rejected.push(request);
    return { status: 401, json: { code: 10041, message: 'token_expired', data: null } };
  },
});

/** What the journey below does with an expired token: change the password, reload the user info, save the language. */
const REPLAYED = ['/api/user/password', '/api/user/locale', '/api/user/getUserInfo'];

test('an access token expiring mid-session: several requests at once share one refresh, all replayed', async ({
  page,
  request,
}) => {
  const { account } = await registerAccount(request, newAccount('refresh'));
  const session = await loginInBrowser(
    page,
    { account: account.username, password: account.password },
    '/personal',
  );
  await expect(page.getByRole('heading', { name: t('en', 'route.personal') })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();

  const refreshes: Request[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/user/refresh')) refreshes.push(r);
  });
  const rejected: Request[] = [];
  const expired = expireToken(session.accessToken, rejected);
  await page.route('**/api/**', async (route) => {
    const r = route.request();
    if (r.url().endsWith('/api/user/refresh')) {
      // hold the refresh until the three requests under test have met the expired token (the header's own
      // reads, such as the balance's runway, may meet it too: counting them let the refresh go too early)
      await expect
        .poll(() => REPLAYED.filter((path) => rejected.some((r) => r.url().endsWith(path))).length, {
          timeout: 15_000,
        })
        .toBe(REPLAYED.length);
      return route.continue();
    }
    if (expired.matches(r)) return route.fulfill(expired.answer(r));
    return route.continue();
  });
  const replayed = REPLAYED.map((path) =>
    page.waitForResponse(
      (response) =>
        response.url().endsWith(path) &&
        response.request().headers().authorization !== `Bearer ${session.accessToken}`,
    ),
  );

  // 1. change the password, 2. open another page (the guard reloads the user info), 3. switch the language
  // (saved as the language of the user's emails) — all with the expired token, all before any answer
  await field(page, t('en', 'account.password.old')).fill(account.password);
  await field(page, t('en', 'account.password.new')).fill('Changed-Pass-3');
  await field(page, t('en', 'account.password.confirm')).fill('Changed-Pass-3');
  await page.getByRole('button', { name: t('en', 'account.password.submit'), exact: true }).click();
  await page
    .getByRole('navigation', { name: t('en', 'layout.mainMenu') })
    .getByRole('link', { name: t('en', 'route.addOn') })
    .click();
  await page.getByLabel(t('en', 'layout.language')).selectOption('zh-CN');

  for (const response of await Promise.all(replayed)) expect(response.status(), response.url()).toBe(200);
  await expect(page).toHaveURL(/\/addOn$/);
  await expect(page.getByText(t('zh-CN', 'messages:password_change_success'))).toBeVisible();
  expect(refreshes).toHaveLength(1);
  expect(rejected.map((r) => new URL(r.url()).pathname)).toEqual(
    expect.arrayContaining(['/api/user/getUserInfo', '/api/user/locale', '/api/user/password']),
  );

  // the session lives on with the new pair, and the replays took effect on the server
  const stored = await storedAuth(page);
  expect(stored?.accessToken).not.toBe(session.accessToken);
  expect(stored?.refreshToken).not.toBe(session.refreshToken);
  const relogin = await apiLogin(request, { account: account.username, password: 'Changed-Pass-3' });
  const info = await request.get('/api/user/getUserInfo', {
    headers: { Authorization: `Bearer ${relogin.accessToken}` },
  });
  expect((await info.json()).data.locale).toBe('zh-CN');
});

/**
 * Two tabs of one remembered session that opened /personal, and whose access token the server now calls expired.
 * `refreshing(rejected)` holds each refresh call until it resolves (`rejected`: the requests that met the expired
 * token so far); `rejecting(page)` holds each of those requests' 401 answer, `page` being the tab that sent it.
 */
const twoTabsWithAnExpiredToken = async (
  context: BrowserContext,
  request: APIRequestContext,
  routes: {
    refreshing?: (rejected: Request[]) => Promise<void>;
    rejecting?: (page: Page) => Promise<void>;
  },
) => {
  const { account } = await registerAccount(request, newAccount('tabs'));
  const first = await context.newPage();
  const session = await loginInBrowser(
    first,
    { account: account.username, password: account.password },
    '/personal',
  );
  const second = await context.newPage();
  await second.goto('/personal');
  for (const page of [first, second]) {
    await expect(page.getByRole('heading', { name: t('en', 'route.personal') })).toBeVisible();
  }
  // the tabs leave the app before the token expires: a request of a page being reloaded could otherwise meet the
  // expired token and start a refresh that its reload then cuts off
  await Promise.all([first.goto('about:blank'), second.goto('about:blank')]);

  const refreshes: Request[] = [];
  context.on('request', (r) => {
    if (r.url().endsWith('/api/user/refresh')) refreshes.push(r);
  });
  const rejected: Request[] = [];
  const expired = expireToken(session.accessToken, rejected);
  await context.route('**/api/**', async (route) => {
    const r = route.request();
    if (r.url().endsWith('/api/user/refresh')) {
      await routes.refreshing?.(rejected);
      return route.continue();
    }
    if (expired.matches(r)) {
      const answer = expired.answer(r);
      await routes.rejecting?.(r.frame().page());
      return route.fulfill(answer);
    }
    return route.continue();
  });

  /**
   * Opens the app again in both tabs and checks that each refreshed once at most (its single flight), with the
   * token they shared or the one the other tab stored, and that they live on with one pair: the server answered
   * the token presented twice with the same pair (its reuse interval, decision 0037) instead of ending the session.
   */
  const reopenBoth = async () => {
    await Promise.all([first.goto('/personal'), second.goto('/personal')]);
    for (const page of [first, second]) {
      await expect(page).toHaveURL(/\/personal$/);
      await expect(page.getByText(account.email)).toBeVisible();
    }
    expect(refreshes.length).toBeGreaterThanOrEqual(1);
    expect(refreshes.length).toBeLessThanOrEqual(2);
    expect(new Set(refreshes.map((r) => r.frame().page())).size).toBe(refreshes.length);
    await expect
      .poll(async () => (await storedAuth(second))?.refreshToken, { timeout: 15_000 })
      .toBe((await storedAuth(first))?.refreshToken);
    const [one, two] = [await storedAuth(first), await storedAuth(second)];
    expect(one?.refreshToken).not.toBe(session.refreshToken);
    expect(two?.refreshToken).toBe(one?.refreshToken);
    // and the session is alive on the server
    const alive = await request.get('/api/user/refresh', {
      headers: { Authorization: `Bearer ${String(one?.refreshToken)}` },
    });
    expect(alive.status()).toBe(200);
  };
  return { first, second, session, reopenBoth };
};

test('two tabs of a remembered session meeting an expired token at once go on with one pair', async ({
  context,
  request,
}) => {
  const { reopenBoth } = await twoTabsWithAnExpiredToken(context, request, {
    // hold each refresh until both tabs have met the expired token: both present the same refresh token
    refreshing: (rejected) =>
      expect.poll(() => new Set(rejected.map((x) => x.frame().page())).size, { timeout: 15_000 }).toBe(2),
  });
  await reopenBoth();
});

test('a tab meeting the expired token just after another tab refreshed it gets the same pair, even before its storage shows it', async ({
  context,
  request,
}) => {
  // (the hooks run only once the tabs open the app again, when `tabs` is there)
  const tabs = await twoTabsWithAnExpiredToken(context, request, {
    // the first tab refreshes once the second one has loaded the old pair and met the expired token with it,
    refreshing: (rejected) =>
      expect
        .poll(() => rejected.some((x) => x.frame().page() === tabs.second), { timeout: 15_000 })
        .toBe(true),
    // and the second tab's 401 goes out only once the first tab has stored the new pair (and so let the lock go)
    rejecting: async (page) => {
      if (page !== tabs.second) return;
      await expect
        .poll(async () => (await storedAuth(tabs.first))?.refreshToken, { timeout: 15_000 })
        .not.toBe(tabs.session.refreshToken);
    },
  });
  // Chromium hands one tab's localStorage write and BroadcastChannel message to another tab's process
  // asynchronously: here both reach the second tab two seconds late (its own writes it sees at once), so it
  // presents the token the first tab just spent, and the server answers it with the first tab's pair
  await tabs.second.addInitScript((key) => {
    const LAG_MS = 2_000;
    const { getItem, setItem } = Storage.prototype;
    const seen = [{ at: 0, value: getItem.call(localStorage, key) }];
    setInterval(() => {
      const value = getItem.call(localStorage, key);
      if (value !== seen.at(-1)?.value) seen.push({ at: Date.now(), value });
    }, 20);
    let written: string | null = null;
    Storage.prototype.getItem = function (this: Storage, name: string) {
      const value = getItem.call(this, name);
      if (this !== localStorage || name !== key || value === written) return value;
      return seen.filter(({ at }) => at <= Date.now() - LAG_MS).at(-1)?.value ?? value;
    };
    Storage.prototype.setItem = function (this: Storage, name: string, value: string) {
      if (this === localStorage && name === key) written = value;
      setItem.call(this, name, value);
    };
    const { addEventListener } = BroadcastChannel.prototype;
    BroadcastChannel.prototype.addEventListener = function (
      this: BroadcastChannel,
      type: string,
      listener: EventListenerOrEventListenerObject,
    ) {
      const late = (event: Event) =>
        setTimeout(() => {
          if (typeof listener === 'function') listener.call(this, event);
          else listener.handleEvent(event);
        }, LAG_MS);
      addEventListener.call(this, type, late);
    };
  }, AUTH_STORAGE_KEY);
  await tabs.reopenBoth();
});
