import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  ADMIN_CARD_CSV_COLUMNS,
  type AdminCardLive,
  type AdminCardPage,
} from '@simportal/contract/api/admin';
import type { CardBilling } from '@simportal/contract/api/billing';
import type { CardJob } from '@simportal/contract/api/card-jobs';
import type { SimCard } from '@simportal/contract/api/sims';
import { formatDataWith } from '@simportal/contract/traffic';
import { apiCall, type FixtureCard, fixtureCards, importFixtureCards } from './support/populated-customer.ts';
import { pickOption } from './support/select.ts';
import { E2E_ADMIN, E2E_BASE_URL } from './support/server.ts';
import { apiLogin, newCustomer, openSignedIn } from './support/session.ts';
import { ANY, buttonName, type Lang, pattern, t } from './support/texts.ts';

// The operator's card console (issue #59, decision 0078) on a phone: an administrator finds one card by its
// ICCID in the one search box and sees its holder and live columns; finds a customer's three cards by the
// holder's name, stops their billing in one bulk action on the whole filter and follows the job to its end in
// its drawer; the server agrees and the list shows the cards paused without a reload; then exports the filter as
// CSV. The cards and the customer are this attempt's own, set up through the API.

test.use({ viewport: { width: 390, height: 844 } });

const call = apiCall(E2E_BASE_URL);

/** A held card's data this period as the console writes it (features/admin/cards/card-live.ts). */
const usageText = (lang: Lang, live: AdminCardLive) => {
  if (live.periodKb === null) return '—';
  const data = (kb: number) => formatDataWith(kb, (options) => new Intl.NumberFormat(lang, options));
  return live.allowanceKb === null
    ? data(live.periodKb)
    : t(lang, 'admin.cards.usageOf', { used: data(live.periodKb), allowance: data(live.allowanceKb) });
};

/** How long the holder's balance lasts, as the console writes it (features/admin/cards/card-live.ts). */
const runwayText = (lang: Lang, live: AdminCardLive) => {
  const days = live.runwayDays;
  if (days === null) return '—';
  if (days < 0) return t(lang, 'admin.cards.runwayShort');
  if (days === 0) return t(lang, 'admin.cards.runwayToday');
  return t(lang, 'admin.cards.runwayDays', { count: days });
};

/** A phone entry's fact ("Label: value"), as a whole line of its small text. */
const fact = (lang: Lang, label: string, value: string) =>
  t(lang, 'admin.common.labelled', { label: t(lang, label), value });

/** Searches the console's one box for `text` (on a phone it stays on the page, the other filters in a drawer). */
const search = async (page: Page, lang: Lang, text: string) => {
  const box = page.getByRole('searchbox', { name: t(lang, 'admin.cards.search') });
  await box.fill(text);
  // the phone keyboard's Go/搜索 key
  await box.press('Enter');
};

/** The entry of card `number` in the console's list. */
const entryOf = (list: Locator, card: FixtureCard) =>
  list.getByRole('listitem').filter({ hasText: card.cardNumber });

for (const lang of ['en', 'zh-CN'] as const) {
  test(`an operator finds cards, stops a holder's billing in bulk and exports them (${lang}, phone)`, async ({
    page,
  }) => {
    // Set-up through the API: four cards of this attempt's own (line 5 of its series: the screen walk takes 0,
    // the billing journey 1, the alerts journey 2, the fleet journey 3 and 4), three of them bound by a new
    // customer, each on a plan
    const admin = await apiLogin(page.request, { account: E2E_ADMIN.username, password: E2E_ADMIN.password });
    const asAdmin = { token: admin.accessToken };
    const cards = fixtureCards((Date.now() + process.pid) % 99_999, 4, 5);
    await importFixtureCards(call, admin.accessToken, cards);
    const held = cards.slice(0, 3);
    const customer = await newCustomer(page.request, 'console', lang);
    const holder = customer.userInfo;
    const asCustomer = { token: customer.accessToken };
    await call('POST', '/api/admin/recharges', {
      ...asAdmin,
      data: { account: holder.username, amountMinor: 20_000, reason: `e2e card console (${lang})` },
    });
    const [plan] = (await call<{ plans: { id: number }[] }>('GET', '/api/catalog')).plans;
    const ids: number[] = [];
    for (const card of held) {
      const bound = await call<{ id: number }>('POST', '/api/sims', {
        ...asCustomer,
        data: { cardNumber: card.cardNumber, iccid: card.iccid, verifyCode: card.verifyCode },
      });
      await call('POST', `/api/sims/${bound.id}/plan-orders`, { ...asCustomer, data: { planId: plan!.id } });
      ids.push(bound.id);
    }
    // the carrier reports the first card's data today, so its live columns have something to say
    const [first] = held;
    const today = (await call<CardBilling>('GET', `/api/billing/cards/${ids[0]}`, asCustomer)).businessDay;
    await call('POST', '/api/admin/usage/import', {
      ...asAdmin,
      csv: `iccid,date,region_code,region_name,used_kb\n${first!.iccid},${today},JP,Japan,${300 * 1024}\n`,
    });

    // Admin Management › Card List, through the section select a phone has instead of tabs
    await openSignedIn(page, admin, '/adminMode', lang);
    const sections = page.getByRole('combobox', { name: t(lang, 'route.adminMode') });
    await pickOption(page, {
      input: sections,
      option: t(lang, 'admin.tabs.cards'),
      shows: page.locator('.ant-select').filter({ has: sections }),
    });
    const list = page.getByRole('list', { name: t(lang, 'admin.tabs.cards') });
    // the console's first page is there before the search (the inventory is never empty on this server)
    await expect(list.getByRole('listitem').first()).toBeVisible();

    // one card by its whole ICCID: that card alone, with its holder and its live columns as the server has them
    await search(page, lang, first!.iccid);
    const found = await call<AdminCardPage>(
      'GET',
      `/api/admin/cards?q=${first!.iccid}&page=1&pageSize=20`,
      asAdmin,
    );
    expect(found.items.map((card) => card.cardNumber)).toEqual([first!.cardNumber]);
    const live = found.items[0]!.live;
    expect(live.periodKb).toBe(300 * 1024);
    expect(live.lastReportAt).not.toBeNull();
    expect(live.runwayDays).not.toBeNull();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    const entry = entryOf(list, first!);
    await expect(entry).toContainText(`${holder.username} ${holder.email}`);
    await expect(entry).toContainText(fact(lang, 'admin.cards.iccid', first!.iccid));
    await expect(entry).toContainText(t(lang, 'cardStatus.USING'));
    await expect(entry).toContainText(fact(lang, 'admin.cards.usage', usageText(lang, live)));
    await expect(entry).toContainText(fact(lang, 'admin.cards.runway', runwayText(lang, live)));
    await expect(entry).toContainText(
      pattern(lang, 'admin.common.labelled', { label: t(lang, 'admin.cards.lastReport'), value: ANY }),
    );
    await expect(entry).not.toContainText(fact(lang, 'admin.cards.lastReport', '—'));

    // the holder's name finds their three cards, and not the fourth, which nobody holds
    await search(page, lang, holder.username);
    await expect(list.getByRole('listitem')).toHaveCount(3);
    for (const card of held) {
      await expect(entryOf(list, card)).toContainText(holder.username);
      await expect(entryOf(list, card)).toContainText(t(lang, 'cardStatus.USING'));
    }

    // a bulk stop of billing on every card the filter shows: no card is selected on a phone
    await page.getByRole('button', { name: buttonName(t(lang, 'admin.jobs.start')) }).click();
    const bulk = page.getByRole('dialog', { name: t(lang, 'admin.jobs.title') });
    // no action is chosen for the operator (issue #67): Start waits for one
    const stopAction = bulk.getByRole('radio', { name: t(lang, 'admin.jobs.actions.stop_billing') });
    await expect(stopAction).not.toBeChecked();
    await expect(
      bulk.getByRole('button', { name: buttonName(t(lang, 'admin.jobs.confirm')) }),
    ).toBeDisabled();
    await stopAction.check();
    await expect(
      bulk.getByRole('radio', { name: t(lang, 'admin.jobs.scopeFilter', { total: '3' }) }),
    ).toBeChecked();
    // the whole filter asks once more, naming the action and the count
    const start = bulk.getByRole('button', { name: buttonName(t(lang, 'admin.jobs.confirm')) });
    await expect(start).toBeDisabled();
    await bulk
      .getByRole('checkbox', {
        name: t(lang, 'admin.jobs.understand', {
          action: t(lang, 'admin.jobs.actions.stop_billing'),
          total: '3',
        }),
      })
      .check();
    const [started] = await Promise.all([
      page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/admin/card-jobs') && response.request().method() === 'POST',
      ),
      bulk.getByRole('button', { name: buttonName(t(lang, 'admin.jobs.confirm')) }).click(),
    ]);
    expect(started.status(), await started.text()).toBe(201);
    const job = ((await started.json()) as { data: CardJob }).data;
    expect(job).toMatchObject({ action: 'stop_billing', total: 3 });
    await expect(bulk).toBeHidden();

    // the job's drawer follows it to its end: every card decided, three done
    const stopBilling = t(lang, 'admin.jobs.actions.stop_billing');
    const drawer = page.getByRole('dialog', {
      name: t(lang, 'admin.jobs.drawerTitle', { id: job.id, action: stopBilling }),
    });
    const progress = drawer.getByRole('progressbar', {
      name: t(lang, 'admin.jobs.progress', { decided: 3, total: 3 }),
    });
    await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 15_000 });
    await expect(drawer.getByText(t(lang, 'admin.jobs.state.done'), { exact: true }).first()).toBeVisible();
    const count = (key: string, value: number) =>
      drawer.getByRole('row', { name: `${t(lang, `admin.jobs.counts.${key}`)} ${value}`, exact: true });
    await expect(count('done', 3)).toBeVisible();
    await expect(count('waiting', 0)).toBeVisible();
    await expect(count('failed', 0)).toBeVisible();
    await expect(drawer.getByText(t(lang, 'admin.jobs.noFailures'))).toBeVisible();

    // the server agrees: the job is done with three cards done, and the holder's three cards are paused
    expect(await call<CardJob>('GET', `/api/admin/card-jobs/${job.id}`, asAdmin)).toMatchObject({
      state: 'done',
      total: 3,
      counts: { waiting: 0, done: 3, skipped: 0, failed: 0, cancelled: 0 },
    });
    const mine = await call<{ items: SimCard[] }>('GET', '/api/sims', asCustomer);
    expect(
      mine.items
        .map((card) => [card.cardNumber, card.status])
        .sort(([a], [b]) => String(a).localeCompare(String(b))),
    ).toEqual(held.map((card) => [card.cardNumber, 'PAUSED']));

    // the list shows them paused, without a reload: each now offers to resume its billing instead
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    for (const card of held) {
      const item = entryOf(list, card);
      await expect(item).toContainText(t(lang, 'cardStatus.PAUSED'));
      await expect(
        item.getByRole('button', { name: t(lang, 'admin.cards.resumeOf', { number: card.cardNumber }) }),
      ).toBeVisible();
      await expect(
        item.getByRole('button', { name: t(lang, 'admin.cards.stopBillingOf', { number: card.cardNumber }) }),
      ).toHaveCount(0);
    }

    // the export of the filter: its header and the holder's three cards, paused
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: buttonName(t(lang, 'admin.cards.exportCsv')) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('cards.csv');
    const [header, ...rows] = (await readFile((await download.path())!, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(header).toEqual([...ADMIN_CARD_CSV_COLUMNS]);
    const column = (name: (typeof ADMIN_CARD_CSV_COLUMNS)[number]) => ADMIN_CARD_CSV_COLUMNS.indexOf(name);
    expect(
      rows.map((row) => [
        row[column('card_number')],
        row[column('iccid')],
        row[column('status')],
        row[column('holder_username')],
        row[column('holder_email')],
        row[column('plan_id')],
      ]),
    ).toEqual(
      held.map((card) => [
        card.cardNumber,
        card.iccid,
        'PAUSED',
        holder.username,
        holder.email,
        String(plan!.id),
      ]),
    );

    // the console's bulk actions (issue #67): the job is listed after its drawer closed, and after a reload
    const views = page.getByRole('radiogroup').filter({ hasText: t(lang, 'admin.jobs.viewCards') });
    await views.getByText(t(lang, 'admin.jobs.list'), { exact: true }).click();
    await expect(views.getByRole('radio', { name: t(lang, 'admin.jobs.list') })).toBeChecked();
    const jobs = page.getByRole('list', { name: t(lang, 'admin.jobs.listLabel') });
    const listed = jobs
      .getByRole('listitem')
      .filter({ hasText: t(lang, 'admin.jobs.jobOf', { id: job.id, action: stopBilling }) });
    const expectListed = async () => {
      await expect(listed).toContainText(t(lang, 'admin.jobs.state.done'));
      await expect(listed).toContainText(t(lang, 'admin.jobs.outcomeDone', { count: 3 }));
      await expect(listed).toContainText(E2E_ADMIN.username);
    };
    await expectListed();
    await page.reload();
    await expectListed();
    await listed.getByRole('button', { name: t(lang, 'admin.jobs.openOf', { id: job.id }) }).click();
    await expect(drawer).toBeVisible();
    await expect(count('done', 3)).toBeVisible();
  });
}
