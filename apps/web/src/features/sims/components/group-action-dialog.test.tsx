// @vitest-environment jsdom
import type { CardGroupActionBody, CardGroupQuote } from '@simportal/contract/api/card-groups';
import { ERRORS } from '@simportal/contract/errors';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../stores/auth-store.ts';
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { catalogue, shopAddOn, signIn } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { GroupActionDialog } from './group-action-dialog.tsx';

// A group action's one confirmation (decision 0075): the add-on chosen, the server's whole price (each card, the
// total, the balance before and after), then the action sent with the quote's fingerprint; a balance short of
// the total cannot be confirmed, a refusal is said in the customer's language.

serveApi(
  http.get('/api/catalog', () => ok(catalogue({ addOns: [shopAddOn()] }))),
  // the header's account, loaded again after an action (refreshAfterOrder)
  http.get('/api/user/getUserInfo', () => ok(authStore.getState().userInfo)),
);

const quote = (overrides: Partial<CardGroupQuote> = {}): CardGroupQuote => ({
  groupId: 3,
  lines: [
    { cardId: 12, cardNumber: '1000000012', label: 'Router 1', priceMinor: 300, skip: null },
    { cardId: 13, cardNumber: '1000000013', label: null, priceMinor: 300, skip: null },
    { cardId: 14, cardNumber: '1000000014', label: null, priceMinor: 0, skip: 'not_in_service' },
  ],
  totalMinor: 600,
  balanceMinor: 1_000,
  balanceAfterMinor: 400,
  fingerprint: 'fp-1',
  ...overrides,
});

const serve = (answerQuote: () => Response, answerAction: () => Response) => {
  const sent: CardGroupActionBody[] = [];
  const keys: (string | null)[] = [];
  apiServer.use(
    http.post('/api/card-groups/3/quote', answerQuote),
    http.post('/api/card-groups/3/actions', async ({ request }) => {
      sent.push((await request.json()) as CardGroupActionBody);
      keys.push(request.headers.get('idempotency-key'));
      return answerAction();
    }),
  );
  return { sent, keys };
};

const open = (onClose = vi.fn(), locale?: 'zh-CN') =>
  renderInApp(<GroupActionDialog open group={{ id: 3, name: 'Shop' }} action="add_on" onClose={onClose} />, {
    locale,
  });

describe("a group action's confirmation", () => {
  it('shows the whole price for the add-on chosen and buys it with the quote’s fingerprint', async () => {
    signIn(1_000);
    const { sent, keys } = serve(
      () => ok(quote()),
      () => ok({ actedOn: 2, skipped: 1, chargedMinor: 600, balanceMinor: 400, replayed: false }),
    );
    const onClose = vi.fn();
    await open(onClose);
    await userEvent.click(await screen.findByRole('radio', { name: 'Extra 1 GB · $3.00' }));
    const cards = await screen.findByRole('list', { name: "The group's cards" });
    expect(
      within(cards)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Router 1$3.00', '1000000013$3.00', '1000000014Not in use: skipped']);
    expect(screen.getByText('$6.00')).toBeTruthy();
    expect(screen.getByText('$4.00')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ request: { action: 'add_on', addOnId: 7 }, fingerprint: 'fp-1' }]);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    // the header's balance follows the answer at once
    expect(authStore.getState().userInfo?.balance).toBe(400);
  });

  it('says a changed price in Chinese, shows the new quote and cannot confirm a balance short of it', async () => {
    signIn(500);
    const quotes = [
      quote({ balanceMinor: 700, balanceAfterMinor: 100 }),
      quote({ balanceMinor: 500, balanceAfterMinor: -100 }),
    ];
    const { sent } = serve(
      () => ok(quotes.shift() ?? quote({ balanceMinor: 500, balanceAfterMinor: -100 })),
      () => failure(409, ERRORS.group_quote_changed.code, 'group_quote_changed'),
    );
    await open(vi.fn(), 'zh-CN');
    await userEvent.click(await screen.findByRole('radio', { name: /加量 1 GB/ }));
    await screen.findByRole('list', { name: '分组内的卡' });
    await userEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(await screen.findByText('分组内的卡或价格已变化，请查看新价格后重新确认')).toBeTruthy();
    expect(await screen.findByText('余额不足')).toBeTruthy();
    expect(screen.getByRole('button', { name: '确认' }).hasAttribute('disabled')).toBe(true);
    expect(sent).toHaveLength(1);
  });

  it('words a plan with its period and says a change from tomorrow costs nothing now, in Chinese', async () => {
    signIn(1_000);
    serve(
      () =>
        ok(
          quote({
            lines: [{ cardId: 12, cardNumber: '1000000012', label: null, priceMinor: 0, skip: null }],
            totalMinor: 0,
            balanceAfterMinor: 1_000,
          }),
        ),
      () => ok({ actedOn: 1, skipped: 0, chargedMinor: 0, balanceMinor: 1_000, replayed: false }),
    );
    await renderInApp(
      <GroupActionDialog open group={{ id: 3, name: 'Shop' }} action="change_plan" onClose={vi.fn()} />,
      { locale: 'zh-CN' },
    );
    await userEvent.click(await screen.findByRole('radio', { name: '日本 7 天 · 每 7 天 US$10.00' }));
    const cards = await screen.findByRole('list', { name: '分组内的卡' });
    expect(within(cards).getByRole('listitem').textContent).toBe('1000000012明天起生效');
    expect(screen.getByText('明天起生效，现在不扣费。')).toBeTruthy();
  });
});
