// @vitest-environment jsdom
import { ERRORS } from '@simportal/contract/errors';
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { messagesEn } from '@simportal/contract/messages-en';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import walletEn from '../../../locales/en/wallet.json' with { type: 'json' };
import walletZh from '../../../locales/zh-CN/wallet.json' with { type: 'json' };
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { activity } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { widthOf } from '../../../test-support/screen-width.ts';
import { ConsumptionRecordPage } from './consumption-record-page.tsx';

// Activities: the filters become the query of the list and of the CSV export (only those set, the card number
// trimmed), a card number that is not digits is refused before anything is sent, and the server's refusals
// (of the list, of the export whose envelope arrives inside a file) are said in the reader's language.

const saved = vi.hoisted(() => ({ files: [] as string[] }));
vi.mock('../../../lib/save-file.ts', () => ({
  saveFile: (_blob: Blob, name: string) => saved.files.push(name),
}));

let asked: URLSearchParams[] = [];
const ROWS = [
  activity({ id: 1 }),
  activity({ id: 2, type: 'DAILY_FEE', amountMinor: -150, balanceAfterMinor: 1_850 }),
];

serveApi(
  http.get('/api/wallet/summary', () => ok({ balance: 1_850, currency: 'USD' })),
  http.get('/api/wallet/activities', ({ request }) => {
    const params = new URL(request.url).searchParams;
    asked.push(params);
    const items = ROWS.filter((row) => !params.has('type') || row.type === params.get('type'));
    return ok({ items, total: items.length, page: 1, pageSize: 20 });
  }),
);
beforeEach(() => {
  asked = [];
  saved.files = [];
});

const query = (params: URLSearchParams) => Object.fromEntries(params.entries());

describe('the activities', () => {
  it('searches with the type and the trimmed card number, refuses letters, and resets, in Chinese', async () => {
    await renderInApp(<ConsumptionRecordPage />, { locale: 'zh-CN' });
    const words = walletZh.wallet;
    const user = userEvent.setup();
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(query(asked[0]!)).toEqual({ page: '1', pageSize: '20' });
    // the rows as the server answered them: the daily fee left 18.50
    expect(await screen.findByText('US$18.50')).toBeTruthy();

    const card = await screen.findByLabelText(words.activities.card);
    await user.type(card, '12ab');
    await user.click(screen.getByRole('button', { name: words.activities.search }));
    expect(await screen.findByText(words.activities.cardInvalid)).toBeTruthy();
    expect(asked).toHaveLength(1);

    await user.clear(card);
    await user.type(card, ' 1000000012 ');
    await user.click(screen.getByRole('combobox', { name: words.activities.type }));
    await user.click(await screen.findByTitle(words.type.TOP_UP));
    await user.click(screen.getByRole('button', { name: words.activities.search }));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(query(asked[1]!)).toEqual({ type: 'TOP_UP', cardNumber: '1000000012', page: '1', pageSize: '20' });
    await waitFor(() => expect(screen.queryByText('US$18.50')).toBeNull());

    await user.click(screen.getByRole('button', { name: words.activities.reset }));
    // the fields are empty again (antd mounts them anew) and the list is the unfiltered one
    await waitFor(() =>
      expect((screen.getByLabelText(words.activities.card) as HTMLInputElement).value).toBe(''),
    );
    expect(await screen.findByText('US$18.50')).toBeTruthy();
    expect(
      screen.getByRole('combobox', { name: words.activities.type }).closest('.ant-select')?.textContent,
    ).toContain(words.activities.anyType);
  });

  it('exports the filtered activities as a file, and says a refusal inside the file translated', async () => {
    const exports: URLSearchParams[] = [];
    let refuse = false;
    apiServer.use(
      http.get('/api/wallet/activities/export', ({ request }) => {
        exports.push(new URL(request.url).searchParams);
        if (refuse) return failure(400, ERRORS.date_range_invalid.code, 'date_range_invalid');
        return new HttpResponse('id,trade_date\n1,2026-11-20\n', { headers: { 'Content-Type': 'text/csv' } });
      }),
    );
    await renderInApp(<ConsumptionRecordPage />);
    const words = walletEn.wallet.activities;
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(words.card), '1000000012');
    await user.click(screen.getByRole('button', { name: new RegExp(words.export) }));
    expect(await screen.findByText(words.exported)).toBeTruthy();
    expect(query(exports[0]!)).toEqual({ cardNumber: '1000000012' });
    expect(saved.files).toEqual([expect.stringMatching(/^activities-\d{4}-\d{2}-\d{2}\.csv$/)]);
    // the table follows the exported filter
    await waitFor(() => expect(asked.some((params) => params.get('cardNumber') === '1000000012')).toBe(true));

    refuse = true;
    await user.click(screen.getByRole('button', { name: new RegExp(words.export) }));
    expect(await screen.findByText(messagesEn.date_range_invalid)).toBeTruthy();
    expect(saved.files).toHaveLength(1);
  });

  it('on a phone, filters in a drawer, says how many are set, clears them and exports what the list shows', async () => {
    const exports: URLSearchParams[] = [];
    apiServer.use(
      http.get('/api/wallet/activities/export', ({ request }) => {
        exports.push(new URL(request.url).searchParams);
        return new HttpResponse('id,trade_date\n', { headers: { 'Content-Type': 'text/csv' } });
      }),
    );
    widthOf(true);
    await renderInApp(<ConsumptionRecordPage />);
    const words = walletEn.wallet.activities;
    const user = userEvent.setup();
    // a phone's list: one entry per activity
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    // no form above the list: one line of buttons
    expect(screen.queryByLabelText(words.card)).toBeNull();

    await user.click(screen.getByRole('button', { name: words.filters }));
    const drawer = await screen.findByRole('dialog', { name: words.filters });
    await user.click(await screen.findByRole('combobox', { name: words.type }));
    await user.click(await screen.findByTitle(walletEn.wallet.type.TOP_UP));
    await user.click(screen.getByRole('button', { name: words.search }));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(query(asked[1]!)).toEqual({ type: 'TOP_UP', page: '1', pageSize: '20' });
    await waitFor(() => expect(drawer.closest('.ant-drawer-open')).toBeNull());
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));

    // the export takes the filter the list shows
    await user.click(screen.getByRole('button', { name: new RegExp(words.export) }));
    expect(await screen.findByText(words.exported)).toBeTruthy();
    expect(query(exports[0]!)).toEqual({ type: 'TOP_UP' });

    // opened again, the drawer shows what was chosen
    await user.click(screen.getByRole('button', { name: words.filtersOn.replace('{{count}}', '1') }));
    const chosenType = () =>
      screen.getByRole('combobox', { name: words.type }).closest('.ant-select')?.textContent;
    expect(chosenType()).toContain(walletEn.wallet.type.TOP_UP);
    // a choice closed without a search is forgotten: the drawer opens again with what the list shows
    await user.click(screen.getByRole('combobox', { name: words.type }));
    await user.click(await screen.findByTitle(walletEn.wallet.type.DAILY_FEE));
    expect(chosenType()).toContain(walletEn.wallet.type.DAILY_FEE);
    await user.click(within(drawer.closest('.ant-drawer')!).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: words.filtersOn.replace('{{count}}', '1') }));
    await waitFor(() => expect(chosenType()).toContain(walletEn.wallet.type.TOP_UP));
    expect(asked).toHaveLength(2);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: words.clearFilters }));
    // the unfiltered list again
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getByRole('button', { name: words.filters })).toBeTruthy();
    expect(screen.queryByRole('button', { name: words.clearFilters })).toBeNull();
  });

  it("says the list's refusal in the reader's language", async () => {
    apiServer.use(
      http.get('/api/wallet/activities', () =>
        failure(400, ERRORS.date_range_invalid.code, 'date_range_invalid'),
      ),
    );
    await renderInApp(<ConsumptionRecordPage />, { locale: 'zh-CN' });
    expect((await screen.findByRole('alert')).textContent).toBe(messagesZhCn.date_range_invalid);
  });
});
