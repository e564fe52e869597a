// @vitest-environment jsdom
import { ADMIN_CARD_COUNT_CAP } from '@simportal/contract/api/admin';
import { ERRORS } from '@simportal/contract/errors';
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { messagesEn } from '@simportal/contract/messages-en';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import adminEn from '../../../locales/en/admin.json' with { type: 'json' };
import adminZh from '../../../locales/zh-CN/admin.json' with { type: 'json' };
import commonZh from '../../../locales/zh-CN/common.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { fill } from '../../../test-support/fields.ts';
import { cardImportReport, cardJob, consoleCard, signIn } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { CardListTab } from './card-list-tab.tsx';

// The Card List on a desktop: its filters become the list's query (card numbers compared as numbers, a
// reversed range or letters refused before anything is sent, empty fields no filter), a count past the cap
// says so, and an owner's CSV import is posted as text with every row's outcome reported.

let asked: Record<string, string>[] = [];
let capped = false;
serveApi(
  http.get('/api/catalog', () => ok({ currency: 'USD', esimFeeMinor: 500, plans: [], addOns: [] })),
  http.get('/api/admin/card-jobs', () => ok([])),
  http.get('/api/admin/cards', ({ request }) => {
    asked.push(Object.fromEntries(new URL(request.url).searchParams));
    return ok({
      items: [consoleCard()],
      total: capped ? ADMIN_CARD_COUNT_CAP + 1 : 1,
      page: 1,
      pageSize: 20,
      totalCapped: capped,
    });
  }),
);
beforeEach(() => {
  asked = [];
  capped = false;
});
afterEach(() => authStore.getState().clearAuth());

const pick = async (label: string, option: string) => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option);
  await user.click(options.at(-1)!);
};

describe('the Card List', () => {
  it('filters by numeric card range, status, deleted and holder; refuses a reversed range (zh-CN)', async () => {
    signIn(0, { adminRole: 'owner' });
    await renderInApp(<CardListTab />, { locale: 'zh-CN' });
    const words = adminZh.admin;
    const user = userEvent.setup();
    await screen.findByText('1000000007');
    expect(asked[0]).toEqual({ page: '1', pageSize: '20' });
    const from = screen.getByLabelText(words.cards.from);
    const to = screen.getByLabelText(words.cards.to);
    const search = () => user.click(screen.getByRole('button', { name: words.common.search }));

    await fill(from, '1a');
    await search();
    expect(await screen.findByText(messagesZhCn.card_number_format)).toBeTruthy();
    await user.clear(from);
    // 10 > 9 as numbers, though '10' < '9' as text
    await fill(from, '10');
    await fill(to, '9');
    await search();
    expect(await screen.findByText(words.cards.rangeReversed)).toBeTruthy();
    expect(asked).toHaveLength(1);

    await user.clear(from);
    await fill(from, ' 9 ');
    await user.clear(to);
    await fill(to, '10');
    await pick(words.cards.status, commonZh.cardStatus.USING);
    await pick(words.cards.deleted, words.common.yes);
    await fill(screen.getByLabelText(words.cards.holder), ' alice ');
    await search();
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toEqual({
      cardNumberFrom: '9',
      cardNumberTo: '10',
      status: 'USING',
      deleted: 'true',
      holder: 'alice',
      page: '1',
      pageSize: '20',
    });
  });

  it('says a count past the cap instead of a number', async () => {
    signIn(0, { adminRole: 'owner' });
    capped = true;
    await renderInApp(<CardListTab />);
    expect(
      await screen.findByText(
        adminEn.admin.common.totalMore.replace('{{total}}', ADMIN_CARD_COUNT_CAP.toLocaleString('en')),
      ),
    ).toBeTruthy();
  });

  it("posts an owner's CSV as text and reports each row, the rule of a rejected one translated", async () => {
    signIn(0, { adminRole: 'owner' });
    const csv = 'card_number,iccid,verify_code\n1000000008,8986,1234\n';
    const posted: { type: string | null; body: string }[] = [];
    const report = cardImportReport();
    apiServer.use(
      http.post('/api/admin/cards/import', async ({ request }) => {
        posted.push({ type: request.headers.get('Content-Type'), body: await request.text() });
        return ok(report);
      }),
    );
    const { container } = await renderInApp(<CardListTab />);
    const words = adminEn.admin.import;
    await screen.findByText('1000000007');
    const [cardsInput] = container.querySelectorAll<HTMLInputElement>('input[type=file]');
    await userEvent.upload(cardsInput!, new File([csv], 'cards.csv', { type: 'text/csv' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(words.reportTitle.replace('{{file}}', 'cards.csv'));
    expect(posted).toEqual([{ type: 'text/csv', body: csv }]);
    const rejected = within(dialog)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes('1000000009'))!;
    expect(rejected.textContent).toContain(words.outcomes.rejected);
    expect(rejected.textContent).toContain(messagesEn.iccid_invalid);
  });

  it('says a refused import, and offers none to support staff', async () => {
    signIn(0, { adminRole: 'owner' });
    apiServer.use(
      http.post('/api/admin/esim/profiles/import', () =>
        failure(413, ERRORS.payload_too_large.code, 'payload_too_large'),
      ),
    );
    const owner = await renderInApp(<CardListTab />);
    await screen.findByText('1000000007');
    const [, esimInput] = owner.container.querySelectorAll<HTMLInputElement>('input[type=file]');
    await userEvent.upload(esimInput!, new File(['iccid\n'], 'esim.csv', { type: 'text/csv' }));
    expect(await screen.findByText(messagesEn.payload_too_large)).toBeTruthy();
    expect(screen.getByText(adminEn.admin.import.failed)).toBeTruthy();
    owner.unmount();

    signIn(0, { adminRole: 'support' });
    await renderInApp(<CardListTab />);
    await screen.findByText('1000000007');
    expect(screen.queryByRole('button', { name: adminEn.admin.import.cards })).toBeNull();
    expect(screen.queryByRole('button', { name: adminEn.admin.import.esim })).toBeNull();
  });

  it("searches in one box and by plan, shows each card's live columns, and bulk-stops the selected cards", async () => {
    signIn(0, { adminRole: 'support' });
    const words = adminEn.admin;
    const held = consoleCard({
      id: 9,
      cardNumber: '1000000009',
      status: 'USING',
      holder: { id: 8, username: 'alice', email: 'alice@example.com' },
      currentPlan: { id: 3, name: { en: 'Japan 7 days', 'zh-CN': '日本 7 天' } },
      live: {
        periodKb: 4096,
        allowanceKb: 512_000,
        slowed: true,
        capHold: null,
        lastReportAt: '2026-11-27T08:00:00.000Z',
        runwayDays: 12,
        coveredUntil: '2026-12-09',
      },
    });
    const started: unknown[] = [];
    apiServer.use(
      http.get('/api/catalog', () =>
        ok({
          currency: 'USD',
          esimFeeMinor: 500,
          plans: [{ id: 3, name: { en: 'Japan 7 days', 'zh-CN': '日本 7 天' } }],
          addOns: [],
        }),
      ),
      http.get('/api/admin/cards', ({ request }) => {
        asked.push(Object.fromEntries(new URL(request.url).searchParams));
        return ok({ items: [consoleCard(), held], total: 2, page: 1, pageSize: 20, totalCapped: false });
      }),
      http.post('/api/admin/card-jobs', async ({ request }) => {
        started.push(await request.json());
        return ok(
          cardJob({ id: 41, total: 1, counts: { waiting: 1, done: 0, skipped: 0, failed: 0, cancelled: 0 } }),
          201,
        );
      }),
      http.get('/api/admin/card-jobs/41', () => ok(cardJob({ id: 41, total: 1, state: 'done' }))),
    );
    await renderInApp(<CardListTab />);
    const user = userEvent.setup();
    const row = (await screen.findByText('1000000009')).closest('tr')!;
    expect(row.textContent).toContain('4 MB of 500 MB');
    expect(within(row).getByText(words.cards.slowed)).toBeTruthy();
    expect(row.textContent).toContain('12 more days');

    await fill(screen.getByLabelText(words.cards.search), ' 8986 ');
    await pick(words.cards.plan, 'Japan 7 days');
    await user.click(screen.getByRole('button', { name: words.common.search }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ q: '8986', planId: '3', page: '1', pageSize: '20' }));

    await user.click(await screen.findByRole('checkbox', { name: 'Select card 1000000009' }));
    expect(screen.getByText('1 card selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: words.jobs.start }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(words.jobs.scopeSelected_one)).toHaveProperty('checked', true);
    // no action is chosen for the operator, least of all Stop billing: Start waits for one (issue #67)
    for (const action of Object.values(words.jobs.actions)) {
      expect(within(dialog).getByRole('radio', { name: action })).toHaveProperty('checked', false);
    }
    expect(within(dialog).getByRole('button', { name: words.jobs.confirm })).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByRole('radio', { name: words.jobs.actions.stop_billing }));
    expect(within(dialog).getByRole('button', { name: words.jobs.confirm })).toHaveProperty(
      'disabled',
      false,
    );
    // the whole filter asks once more, naming the action; Start waits for it
    await user.click(within(dialog).getByRole('radio', { name: /^Every card the filter shows/ }));
    expect(within(dialog).getByRole('button', { name: words.jobs.confirm })).toHaveProperty('disabled', true);
    expect(
      within(dialog).getByRole('checkbox', { name: /^I understand: “Stop billing” acts on all / }),
    ).toBeTruthy();
    await user.click(within(dialog).getByLabelText(words.jobs.scopeSelected_one));
    await user.click(within(dialog).getByRole('button', { name: words.jobs.confirm }));
    await waitFor(() => expect(started).toEqual([{ action: 'stop_billing', cardIds: [9] }]));
    expect(
      await screen.findByText(
        words.jobs.drawerTitle.replace('{{id}}', '41').replace('{{action}}', words.jobs.actions.stop_billing),
      ),
    ).toBeTruthy();
  });
});
