// @vitest-environment jsdom
import type {
  CardGroupList,
  CardSelectionActionBody,
  CardSelectionQuote,
  CardSelectionQuoteBody,
} from '@simportal/contract/api/card-groups';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../stores/auth-store.ts';
import { apiServer, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { catalogue, shopAddOn, signIn } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { SelectionBar } from './selection-bar.tsx';

// The select mode's move: the dialog starts at the group the ticked cards share, so saving it unchanged keeps
// them there; cards of different groups start with none chosen, not "Ungrouped". Its stop billing and add-on
// (issue #67): one confirmation naming the count and the money, each card's price or why it is left out.

const groups: CardGroupList = {
  items: [
    { id: 3, name: 'Family', cardCount: 2, periodKb: 0, monthFeesMinor: 0 },
    { id: 9, name: 'Shop', cardCount: 1, periodKb: 0, monthFeesMinor: 0 },
  ],
  ungrouped: { cardCount: 0, periodKb: 0, monthFeesMinor: 0 },
};
serveApi(
  http.get('/api/card-groups', () => ok(groups)),
  http.get('/api/catalog', () => ok(catalogue({ addOns: [shopAddOn()] }))),
  http.get('/api/user/getUserInfo', () => ok(authStore.getState().userInfo)),
);

/** The server's quote and action for the selection, as sent. */
const serveSelection = (quote: CardSelectionQuote, actedOn: number) => {
  const quoted: CardSelectionQuoteBody[] = [];
  const acted: CardSelectionActionBody[] = [];
  apiServer.use(
    http.post('/api/sims/selection/quote', async ({ request }) => {
      quoted.push((await request.json()) as CardSelectionQuoteBody);
      return ok(quote);
    }),
    http.post('/api/sims/selection/actions', async ({ request }) => {
      acted.push((await request.json()) as CardSelectionActionBody);
      return ok({
        actedOn,
        skipped: quote.lines.length - actedOn,
        chargedMinor: quote.totalMinor,
        balanceMinor: quote.balanceAfterMinor,
        replayed: false,
      });
    }),
  );
  return { quoted, acted };
};

const line = (
  cardId: number,
  priceMinor: number,
  skip: CardSelectionQuote['lines'][number]['skip'] = null,
) => ({
  cardId,
  cardNumber: `10000000${cardId}`,
  label: null,
  priceMinor,
  skip,
});

const openMove = async (cards: { id: number; groupId: number | null }[]) => {
  await renderInApp(<SelectionBar cards={cards} onDone={vi.fn()} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Put in a group…' }));
  return screen.findByRole('dialog');
};

describe("the select mode's move to a group", () => {
  it('preselects the group the cards share, and none when they differ', async () => {
    await openMove([
      { id: 12, groupId: 3 },
      { id: 13, groupId: 3 },
    ]);
    expect(((await screen.findByRole('radio', { name: 'Family' })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Ungrouped' }) as HTMLInputElement).checked).toBe(false);
  });

  it('chooses nothing for cards of different groups, and cannot save before a choice', async () => {
    await openMove([
      { id: 12, groupId: 3 },
      { id: 13, groupId: null },
    ]);
    await screen.findByRole('radio', { name: 'Family' });
    expect(screen.getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
  });
});

describe("the select mode's stop billing and add-on (issue #67)", () => {
  it('stops billing on the cards ticked after a confirmation that names them and says it is free', async () => {
    signIn(1_000);
    const { quoted, acted } = serveSelection(
      {
        lines: [line(12, 0), line(13, 0), line(14, 0, 'already_stopped')],
        totalMinor: 0,
        balanceMinor: 1_000,
        balanceAfterMinor: 1_000,
        fingerprint: 'fp-stop',
      },
      2,
    );
    const onDone = vi.fn();
    const cards = [12, 13, 14].map((id) => ({ id, groupId: null }));
    await renderInApp(<SelectionBar cards={cards} onDone={onDone} />);
    await userEvent.click(screen.getByRole('button', { name: 'Stop billing…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop billing for 3 cards' });
    const list = await within(dialog).findByRole('list', { name: 'The cards selected' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1000000012$0.00', '1000000013$0.00', '1000000014Billing already stopped']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop billing for 2 cards · free' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(quoted[0]).toEqual({ cardIds: [12, 13, 14], request: { action: 'stop_billing' } });
    expect(acted).toEqual([
      { cardIds: [12, 13, 14], request: { action: 'stop_billing' }, fingerprint: 'fp-stop' },
    ]);
    expect(await screen.findByText('Done for 2 cards.')).toBeTruthy();
    expect(screen.getByText('1 card was left out: its reason is shown beside it.')).toBeTruthy();
  });

  it('buys an add-on for the cards in use, its button naming the count and the total, in Chinese', async () => {
    signIn(1_000);
    const { acted } = serveSelection(
      {
        lines: [line(12, 300), line(13, 0, 'not_in_service')],
        totalMinor: 300,
        balanceMinor: 1_000,
        balanceAfterMinor: 700,
        fingerprint: 'fp-add',
      },
      1,
    );
    const cards = [12, 13].map((id) => ({ id, groupId: null }));
    await renderInApp(<SelectionBar cards={cards} onDone={vi.fn()} />, { locale: 'zh-CN' });
    await userEvent.click(screen.getByRole('button', { name: '购买加油包…' }));
    const dialog = await screen.findByRole('dialog', { name: '为 2 张卡购买加油包' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: /加量 1 GB/ }));
    const buy = await within(dialog).findByRole('button', { name: /为 1 张卡购买，共 US\$3\.00/ });
    expect(within(dialog).getByText('未在使用，跳过')).toBeTruthy();
    await userEvent.click(buy);
    await waitFor(() =>
      expect(acted).toEqual([
        { cardIds: [12, 13], request: { action: 'add_on', addOnId: 7 }, fingerprint: 'fp-add' },
      ]),
    );
    expect(authStore.getState().userInfo?.balance).toBe(700);
  });
});
