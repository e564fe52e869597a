import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { accessibilityProblems } from './support/accessibility.ts';
import { apiCall, type PopulatedCustomer, populateCustomer } from './support/populated-customer.ts';
import { E2E_ADMIN, E2E_BASE_URL } from './support/server.ts';
import {
  AUTH_STORAGE_KEY,
  apiLogin,
  authStateOf,
  type Credentials,
  registerAccount,
} from './support/session.ts';
import { ANY, pattern, t } from './support/texts.ts';

// The screen walk of issue #19: every route of the route table, as a guest, a customer with everything the
// screens can show (populated-customer.ts) and an administrator, at 360, 390, 768 and 1280 px in both
// languages. A screen fails when the document is wider than the viewport, when an element's text is cut or
// runs off the screen, or when axe (WCAG 2.2 AA) reports any issue. Every screen is saved
// under test-results/screens/ (the CI run's artifacts). All problems of a walk are reported together.

type Locale = 'en' | 'zh-CN';
const LOCALES: Locale[] = ['en', 'zh-CN'];
const WIDTHS = [360, 390, 768, 1280] as const;
const HEIGHT = 800;
const SHOTS = path.join('test-results', 'screens');
/**
 * Every screen's picture is for a person to look at (a local run, or WALK_SHOTS=true). CI keeps only its log,
 * so there a screen is photographed only when it has a problem: the pictures took 17 s of the administrator's
 * 107 s walk (WALK_TIMING=1, 28 checks: layout 1.6 s, axe 44.5 s, pictures 17.2 s, loading 43.6 s).
 */
const SHOOT_ALL = process.env.CI !== 'true' || process.env.WALK_SHOTS === 'true';
const ADMIN: Credentials = { account: E2E_ADMIN.username, password: E2E_ADMIN.password };

interface Screen {
  name: string;
  path: string;
  /** A page in one language whatever the interface's (the English disclaimer). */
  fixedLanguage?: true;
  /** Opens a dialog, a drawer, a menu or a tab on the loaded screen before it is checked. */
  open?: (page: Page, locale: Locale) => Promise<void>;
  /** The widths it is checked at, when not all of them (a part opened on a phone's and a desktop's screen). */
  widths?: readonly number[];
  /**
   * What it opens stays open as the window widens (a dialog, a select's list): opened once, at its first width,
   * rather than reloaded and opened again at each (the phone's menu, which a wide screen does not have, is).
   */
  staysOpen?: true;
}

/** A phone's and a desktop's width: where a dialog, a drawer or a dropdown opened over a screen is checked. */
const OPENED_AT = [390, 1280] as const;

/** Opens what `trigger` opens and waits for `opened` to show (a dialog, a menu, a select's list). */
const opens = async (trigger: Locator, opened: Locator) => {
  await trigger.click();
  await expect(opened).toBeVisible();
};

/** An antd select's open list: drawn apart from its accessible options, which stay hidden. */
const openSelect = (page: Page) => page.locator('.ant-select-dropdown:visible');

let customer: Credentials;
let data: PopulatedCustomer;

test.beforeAll(async ({ request }, testInfo) => {
  const registered = await registerAccount(request);
  customer = { account: registered.account.username, password: registered.account.password };
  const admin = await apiLogin(request, ADMIN);
  data = await populateCustomer(apiCall(E2E_BASE_URL), {
    adminToken: admin.accessToken,
    customer: { token: registered.login.accessToken, username: registered.account.username },
    // a restarted worker runs this again on the same database: its cards must be new ones. Two walks start
    // together, so the time alone (or plus the process id, which differ by one) can pick the same series for
    // both; the worker's index tells them apart, the second a new worker starts in tells a restart apart.
    // Above 1,000: the dashboard journey's customers take 700 and up in the same database.
    series: 1_000 + (Math.floor(Date.now() / 1000) % 9_800) * 10 + (testInfo.workerIndex % 10),
  });
});

const guestScreens = (): Screen[] => [
  { name: 'home', path: '/home' },
  { name: 'plan', path: '/plan' },
  { name: 'plan-japan', path: '/plan?to=JP' },
  { name: 'addOn', path: '/addOn' },
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
  { name: 'passwordReset', path: '/passwordReset' },
  { name: 'disclaimer-en', path: '/disclaimer/en', fixedLanguage: true },
  { name: 'disclaimer-cn', path: '/disclaimer/cn' },
  { name: 'not-found', path: '/no-such-page' },
  {
    // the destination search's list of places, each with its flag
    name: 'home-destinations',
    path: '/home',
    widths: OPENED_AT,
    staysOpen: true,
    open: (page, locale) => opens(page.getByLabel(t(locale, 'shop.destinations.label')), openSelect(page)),
  },
  {
    // a visitor's phone menu (a drawer); wide screens show the menu in the header
    name: 'menu',
    path: '/home',
    widths: [390],
    open: (page, locale) =>
      opens(page.getByRole('button', { name: t(locale, 'layout.menu') }), page.getByRole('dialog')),
  },
];

const customerScreens = (): Screen[] => [
  { name: 'home', path: '/home' },
  { name: 'plan', path: '/plan' },
  { name: 'addOn', path: '/addOn' },
  { name: 'mySims', path: '/mySims' },
  {
    name: 'mySims-bind',
    path: '/mySims',
    open: async (page) => {
      await page
        .getByRole('button', { name: /^(Add card|添加卡片)$/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  { name: 'applyEsim', path: '/mySims/applyEsim' },
  { name: 'esim', path: `/mySims/${data.cards.esim}/esim` },
  { name: 'traffic', path: `/mySims/${data.cards.active}/traffic` },
  // a card's alerts, auto add-on and caps on their own page (issue #67)
  { name: 'alerts', path: `/mySims/${data.cards.active}/alerts` },
  {
    // My SIMs in its select mode with one card ticked: the selection bar and its actions (issue #67)
    name: 'mySims-selected',
    path: '/mySims',
    widths: OPENED_AT,
    open: async (page, locale) => {
      await page.getByRole('button', { name: t(locale, 'sims.groups.select') }).click();
      await page
        .getByRole('checkbox', { name: pattern(locale, 'sims.groups.selectCard', { card: ANY }) })
        .first()
        .check();
      await expect(page.getByText(t(locale, 'sims.groups.selected', { count: 1 }))).toBeVisible();
    },
  },
  { name: 'consumptionRecord', path: '/consumptionRecord' },
  { name: 'personal', path: '/personal' },
  // what the portal told the customer (issue #68): their cards' data alerts, if any, or what will appear there
  { name: 'inbox', path: '/inbox' },
  { name: 'recharge', path: '/recharge' },
  { name: 'pay', path: `/pay?order=${data.waitingPayOrder}` },
  { name: 'echarts', path: '/echarts' },
  {
    // a plan's order dialog (the card, the plan's terms, what is charged)
    name: 'plan-order',
    path: '/plan',
    widths: OPENED_AT,
    staysOpen: true,
    open: (page, locale) =>
      opens(
        page.getByRole('button', { name: new RegExp(`^${t(locale, 'shop.plans.order')}`) }).first(),
        page.getByRole('dialog'),
      ),
  },
  {
    // an add-on's buy dialog
    name: 'addOn-buy',
    path: '/addOn',
    widths: OPENED_AT,
    staysOpen: true,
    open: (page, locale) =>
      opens(
        page.getByRole('button', { name: new RegExp(`^${t(locale, 'shop.addOns.order')}`) }).first(),
        page.getByRole('dialog'),
      ),
  },
  {
    // a confirmation: cancelling a pay order (only asked, never confirmed), antd's pop-confirm
    name: 'pay-cancel',
    path: `/pay?order=${data.waitingPayOrder}`,
    widths: OPENED_AT,
    staysOpen: true,
    open: (page, locale) =>
      opens(
        page.getByRole('button', { name: t(locale, 'wallet.pay.cancel') }),
        page.locator('.ant-popconfirm:visible'),
      ),
  },
  {
    // the account's dropdown menu in the header
    name: 'account-menu',
    path: '/mySims',
    widths: OPENED_AT,
    staysOpen: true,
    open: (page, locale) =>
      opens(
        page.getByRole('button', { name: pattern(locale, 'layout.accountMenuOf', { name: ANY }) }),
        page.getByRole('menu'),
      ),
  },
  {
    // a select's open list: Activities' activity types, on a phone in the filters' drawer
    name: 'consumptionRecord-types',
    path: '/consumptionRecord',
    widths: OPENED_AT,
    staysOpen: true,
    open: async (page, locale) => {
      // a phone's width (below antd's md, 768 px) shows the filters' button rather than the form
      if (page.viewportSize()!.width < 768) {
        await opens(
          page.getByRole('button', { name: t(locale, 'wallet.activities.filters'), exact: true }),
          page.getByRole('dialog', { name: t(locale, 'wallet.activities.filters') }),
        );
      }
      await opens(page.getByLabel(t(locale, 'wallet.activities.type')), openSelect(page));
    },
  },
  {
    name: 'menu',
    path: '/home',
    open: async (page) => {
      const menu = page.getByRole('button', { name: /^(Menu|菜单)$/ });
      if (await menu.isVisible()) await menu.click();
    },
  },
];

const adminScreens = (): Screen[] => [
  { name: 'admin-overview', path: '/adminMode?tab=overview' },
  // named: /adminMode lands on the Overview while pay orders wait (issue #56), as the journeys leave one
  { name: 'admin-customers', path: '/adminMode?tab=customers' },
  {
    // a customer's drawer: their cards, balance and activities
    name: 'admin-customer',
    path: '/adminMode?tab=customers',
    widths: OPENED_AT,
    staysOpen: true,
    open: (page, locale) =>
      opens(
        page
          .getByRole('button', { name: pattern(locale, 'admin.customers.detailsOf', { name: ANY }) })
          .first(),
        page.getByRole('dialog'),
      ),
  },
  { name: 'admin-cards', path: '/adminMode?tab=cards' },
  {
    // the console's states axe found failing (issue #67): text in the search box (its clear button), and on a
    // desktop a row selected (its secondary text on the selection's blue) and expanded
    name: 'admin-cards-open',
    path: '/adminMode?tab=cards',
    widths: OPENED_AT,
    open: async (page, locale) => {
      await page.getByRole('searchbox', { name: t(locale, 'admin.cards.search') }).fill('10');
      const more = page.getByRole('button', { name: pattern(locale, 'admin.cards.more', { number: ANY }) });
      if (await more.first().isVisible()) {
        await more.first().click();
        await page
          .getByRole('checkbox', { name: pattern(locale, 'admin.cards.selectOf', { number: ANY }) })
          .first()
          .check();
        // the pointer off the row: its hover colour is not the selection's
        await page.mouse.move(0, 0);
      }
    },
  },
  // the console's bulk actions, its second view (issue #67): a list on a phone, a table on a desktop
  { name: 'admin-card-jobs', path: '/adminMode?tab=cards&view=jobs', widths: OPENED_AT },
  { name: 'admin-catalogue', path: '/adminMode?tab=catalogue' },
  {
    name: 'admin-catalogue-edit',
    path: '/adminMode?tab=catalogue',
    open: async (page) => {
      await page
        .getByRole('button', { name: /^(Edit|编辑)$/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  { name: 'admin-audit', path: '/adminMode?tab=audit' },
  { name: 'admin-deliveries', path: '/adminMode?tab=deliveries' },
  { name: 'admin-support', path: '/adminMode?tab=support' },
  // an administrator's own inbox (issue #68): pay orders to confirm, failed deliveries, bulk jobs finished
  { name: 'admin-inbox', path: '/inbox' },
  { name: 'admin-security', path: '/adminMode?tab=security' },
  // an owner's administrators, their roles and the invitations (issue #34)
  { name: 'admin-administrators', path: '/adminMode?tab=administrators' },
  {
    // setting up two-step verification: the QR code, its key and the code field (nothing is turned on)
    name: 'admin-security-setup',
    path: '/adminMode?tab=security',
    open: async (page) => {
      await page.getByRole('button', { name: /^(Set up two-step verification|设置两步验证)$/ }).click();
      await expect(page.getByTestId('second-factor-qr')).toBeVisible();
    },
  },
];

/** What is wrong with the layout of the screen in `page`: a document wider than the viewport, text cut or off-screen. */
const layoutProblems = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth > width + 1)
      problems.push(`the document is ${root.scrollWidth} px wide in ${width}`);
    const clips = (style: CSSStyleDeclaration) => style.overflowX === 'hidden' || style.overflowX === 'clip';
    const scrolls = (style: CSSStyleDeclaration) =>
      style.overflowX === 'auto' || style.overflowX === 'scroll';
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const text = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (!text || !element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      // visually hidden texts (for screen readers) are 1 px boxes
      if (box.width <= 1 || box.height <= 1) continue;
      // a text that moves on purpose (the home page's announcement, its line animated) is clipped by design
      if (element.getAnimations().length > 0 || element.parentElement?.getAnimations().length) continue;
      const label = `"${text.slice(0, 40)}"`;
      let ellipsis = false;
      let inScroller = false;
      for (
        let node: HTMLElement | null = element;
        node && node !== document.body;
        node = node.parentElement
      ) {
        const style = getComputedStyle(node);
        if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') ellipsis = true;
        if (scrolls(style)) {
          inScroller = true;
          break;
        }
        if (node !== element && clips(style) && !ellipsis) {
          const frame = node.getBoundingClientRect();
          if (box.right > frame.right + 1 || box.left < frame.left - 1) {
            problems.push(
              `${label} is cut by its container (${Math.round(box.left)}–${Math.round(box.right)} in ${Math.round(frame.left)}–${Math.round(frame.right)})`,
            );
            break;
          }
        }
      }
      if (inScroller || ellipsis) continue;
      if (box.right > width + 1 || box.left < -1)
        problems.push(`${label} runs off the screen (${Math.round(box.left)}–${Math.round(box.right)})`);
      else if (clips(getComputedStyle(element)) && element.scrollWidth > element.clientWidth + 1)
        problems.push(`${label} is cut (${element.scrollWidth} px in ${element.clientWidth})`);
    }
    return problems;
  });

// What a Chinese screen must never show: the fixture's regions by their English names, catalogue codes
// (global-daily-500mb), message keys and enum values (not_found, SUSPEND…), ISO timestamps.
const NOT_CHINESE = [
  /\b(Japan|Hong Kong|United Kingdom|United States)\b/,
  /\b[a-z]+(-[a-z0-9]+){2,}\b/,
  /\b[a-z]+_[a-z_]+\b/,
  /\b(USING|NOT_ACTIVE|SUSPEND|STOP|DAILY_FEE|TOP_UP|ADD_ON|PENDING|FINISHED)\b/,
  /\d{4}-\d\d-\d\dT\d\d:/,
];

const untranslatedTexts = async (page: Page) => {
  const text = await page.locator('body').innerText();
  return NOT_CHINESE.flatMap((pattern) => {
    const found = text.match(pattern);
    return found ? [`shows "${found[0]}" in Chinese`] : [];
  });
};

/**
 * Counts the page's requests in flight, so that a walk can wait for the network to be quiet after a resize as
 * well as after a navigation (Playwright's networkidle is a load state: once reached, it no longer waits).
 */
const trackRequests = (page: Page) => {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (by: number) => {
    inFlight = Math.max(0, inFlight + by);
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return { quietFor: (ms: number) => inFlight === 0 && Date.now() - lastChange >= ms };
};

type Requests = ReturnType<typeof trackRequests>;

/**
 * Waits until the screen has loaded what it shows: no request for 300 ms, no spinner, no skeleton, the fonts
 * loaded and two frames drawn (a resize's layout done).
 */
const settle = async (page: Page, requests: Requests) => {
  await expect.poll(() => requests.quietFor(300), { intervals: [50], timeout: 15_000 }).toBe(true);
  await page.waitForFunction(
    // a small spinner is a state shown on purpose (a pay order waiting for the administrator)
    () => !document.querySelector('.ant-spin-spinning:not(.ant-spin-sm), .ant-skeleton-active'),
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
};

/**
 * How long one screen's check at one width may take before the walk calls the page hung: a check takes 1–10 s
 * (under a loaded machine's worst, the 15 s wait for the network to go quiet, then axe). CI's run of 9157f17
 * lost four minutes to one page that stopped answering: an evaluate waited out the walk's whole timeout, and
 * every screen after it failed on the closed page. Now the walk stops at the first hung screen, names it, and
 * the retry starts a minute later instead of four.
 */
const SCREEN_DEADLINE_MS = 60_000;

class ScreenHung extends Error {}

/** `work`, or a ScreenHung error once `ms` have passed without it finishing. */
const withinDeadline = async (work: () => Promise<void>, ms: number) => {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ScreenHung(`no answer within ${ms / 1000} s: the page hung`)), ms);
  });
  const working = work();
  // left behind when the deadline wins, it fails once the walk closes its page: nobody is waiting for it then
  working.catch(() => {});
  try {
    await Promise.race([working, deadline]);
  } finally {
    clearTimeout(timer);
  }
};

/**
 * Walks `screens` at every width in `locale`, signed in with `credentials` (or a guest); returns every problem.
 * One browser context for the walk: each screen is opened once, at the narrowest width, and checked at each
 * width as the window grows (the layout follows a resize, as a phone turned sideways or a desktop window
 * widened would see it). A screen that opens a menu is opened again at each width, since what it opens depends
 * on the width (the phone's menu button); a dialog, a drawer or a list stays open as the window widens.
 */
const walk = async (
  browser: Browser,
  locale: Locale,
  group: string,
  screens: Screen[],
  credentials: Credentials | null,
) => {
  const problems: string[] = [];
  const context = await browser.newContext({ viewport: { width: WIDTHS[0], height: HEIGHT }, locale });
  const page = await context.newPage();
  const requests = trackRequests(page);
  const session = credentials && (await apiLogin(page.request, credentials));
  await page.goto('/api/health');
  await page.evaluate(
    ({ key, auth, locale }) => {
      localStorage.setItem('locale', JSON.stringify(locale));
      if (auth) localStorage.setItem(key, JSON.stringify(auth));
    },
    { key: AUTH_STORAGE_KEY, auth: session && authStateOf(session), locale },
  );
  for (const width of WIDTHS) mkdirSync(path.join(SHOTS, locale, String(width)), { recursive: true });

  const check = async (screen: Screen, width: number) => {
    const where = `${group} ${screen.name} (${locale}, ${width} px)`;
    const t0 = Date.now();
    for (const problem of await layoutProblems(page)) problems.push(`${where}: ${problem}`);
    const t1 = Date.now();
    for (const problem of await accessibilityProblems(page)) problems.push(`${where}: ${problem}`);
    const t2 = Date.now();
    if (locale === 'zh-CN' && !screen.fixedLanguage)
      for (const problem of await untranslatedTexts(page)) problems.push(`${where}: ${problem}`);
    if (SHOOT_ALL || problems.some((problem) => problem.startsWith(where)))
      await page.screenshot({
        path: path.join(SHOTS, locale, String(width), `${group}-${screen.name}.png`),
        fullPage: true,
      });
    if (process.env.WALK_TIMING)
      console.log(`${where}: layout ${t1 - t0} ms, axe ${t2 - t1} ms, shot ${Date.now() - t2} ms`);
  };
  const open = async (screen: Screen, width: number) => {
    await page.setViewportSize({ width, height: HEIGHT });
    await page.goto(screen.path);
    await settle(page, requests);
    if (screen.open) {
      await screen.open(page, locale);
      await settle(page, requests);
      // let an opening animation end before the layout is measured
      await page.waitForTimeout(400);
    }
  };

  walking: for (const screen of screens) {
    for (const [index, width] of (screen.widths ?? WIDTHS).entries()) {
      try {
        await withinDeadline(async () => {
          const started = Date.now();
          if (index === 0 || (screen.open && !screen.staysOpen)) await open(screen, width);
          else {
            await page.setViewportSize({ width, height: HEIGHT });
            await settle(page, requests);
          }
          if (process.env.WALK_TIMING)
            console.log(`${screen.name} ${width}: ready ${Date.now() - started} ms`);
          await check(screen, width);
        }, SCREEN_DEADLINE_MS);
      } catch (error) {
        problems.push(
          `${group} ${screen.name} (${locale}, ${width} px): ${(error as Error).message.split('\n')[0]}`,
        );
        // a hung page answers nothing more: every later screen would wait out its deadline in turn
        if (error instanceof ScreenHung) break walking;
      }
    }
  }
  await context.close();
  // CI shows only the tail of its log: scripts/e2e.mjs prints this file last when the run failed
  if (problems.length > 0)
    writeFileSync(path.join(SHOTS, `problems-${group}-${locale}.txt`), `${problems.join('\n')}\n`);
  return problems;
};

// The six walks are independent (each its own context and session): they spread over the journeys' workers.
// Playwright hands them out in the order they are declared: the two customer's walks, the longest (~5 min
// each against ~2), go first, so the four short ones share out after them instead of one long one running alone
// at the end.
test.describe.configure({ mode: 'parallel' });

for (const locale of LOCALES) {
  test(`Every screen fits and is accessible at 360–1280 px (${locale}): a customer's`, async ({
    browser,
  }) => {
    test.setTimeout(360_000);
    expect(await walk(browser, locale, 'customer', customerScreens(), customer)).toEqual([]);
  });
}

for (const locale of LOCALES) {
  test(`Every screen fits and is accessible at 360–1280 px (${locale}): a guest's`, async ({ browser }) => {
    test.setTimeout(240_000);
    expect(await walk(browser, locale, 'guest', guestScreens(), null)).toEqual([]);
  });

  test(`Every screen fits and is accessible at 360–1280 px (${locale}): an administrator's`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    expect(await walk(browser, locale, 'admin', adminScreens(), ADMIN)).toEqual([]);
  });
}
