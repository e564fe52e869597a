// @vitest-environment jsdom
import type { AdminCard } from '@simportal/contract/api/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiServer, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { adminCustomer, consoleCard } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { widthOf } from '../../../test-support/screen-width.ts';
import { CardListTab } from '../cards/card-list-tab.tsx';
import { CustomerListTab } from '../customers/customer-list-tab.tsx';

// Admin Management on a 390 px phone (issue #32): the Customer List and the Card List are lists of entries, not
// tables squeezed to a character a line, and every action of a row is a button that names its customer or card.

// the StarterPack dialog of the Card List reads the catalogue's plans
serveApi(
  http.get('/api/catalog', () => ok({ currency: 'USD', plans: [], addOns: [] })),
  http.get('/api/admin/card-jobs', () => ok([])),
);

beforeEach(() => widthOf(true));

const customer = (id: number, username: string, balance: number) =>
  adminCustomer({ id, username, email: `${username}@example.com`, balance, cardCount: 2 });

const plan = { id: 1, name: { en: 'Japan 7 days', 'zh-CN': '日本 7 天' } };
const card = (id: number, overrides: Partial<AdminCard>): AdminCard =>
  consoleCard({ id, cardNumber: `100000${id}`, iccid: `898600000000000000${id}`, ...overrides });

const CARDS = [
  card(1, {}),
  card(2, {
    isStarterPack: true,
    starterPackPlan: plan,
    starterPackDays: 7,
    expireAt: '2026-12-01T08:00:00.000Z',
  }),
  card(3, { deletedAt: '2026-11-10T08:00:00.000Z' }),
  card(4, {
    status: 'USING',
    holder: { id: 9, username: 'alice', email: 'alice@example.com' },
    currentPlan: plan,
  }),
];

const serve = () =>
  apiServer.use(
    http.get('/api/admin/customers', () =>
      ok({ items: [customer(1, 'alice', 1250), customer(2, 'bob', 0)], total: 2, page: 1, pageSize: 20 }),
    ),
    http.get('/api/admin/cards', () =>
      ok({ items: CARDS, total: CARDS.length, page: 1, pageSize: 20, totalCapped: false }),
    ),
  );

/** The entry of the list named `list` that holds `text`. */
const entryOf = async (list: string, text: string) => {
  const items = within(await screen.findByRole('list', { name: list })).getAllByRole('listitem');
  const item = items.find((element) => element.textContent?.includes(text));
  if (!item) throw new Error(`no entry holds ${text}`);
  return within(item);
};

describe('the Customer List on a phone', () => {
  it('lists each customer with their balance and their actions, each naming them', async () => {
    serve();
    await renderInApp(<CustomerListTab />);
    const alice = await entryOf('Customer List', 'alice@example.com');
    expect(alice.getByText('$12.50')).toBeTruthy();
    expect(alice.getByText(/Registered: /)).toBeTruthy();
    expect(alice.getByRole('button', { name: 'Details of alice' })).toBeTruthy();
    expect(alice.getByRole('button', { name: 'Recharge alice' })).toBeTruthy();
    expect(alice.getByRole('button', { name: 'Enter customer view of alice' })).toBeTruthy();
    expect(
      (await entryOf('Customer List', 'bob')).getByRole('button', { name: 'Recharge bob' }),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('opens the recharge of the tapped customer, their account filled in', async () => {
    serve();
    await renderInApp(<CustomerListTab />);
    const bob = await entryOf('Customer List', 'bob');
    await userEvent.click(bob.getByRole('button', { name: 'Recharge bob' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recharge a customer' });
    expect(within(dialog).getByLabelText('Username or email')).toHaveProperty('value', 'bob');
  });

  it('names the actions in Chinese on a Chinese screen', async () => {
    serve();
    await renderInApp(<CustomerListTab />, { locale: 'zh-CN' });
    const alice = await entryOf('客户列表', 'alice@example.com');
    expect(alice.getByText(/注册时间：/)).toBeTruthy();
    expect(alice.getByRole('button', { name: 'alice 的详情' })).toBeTruthy();
    expect(alice.getByRole('button', { name: '为 alice 充值' })).toBeTruthy();
    expect(alice.getByRole('button', { name: '进入客户视图（alice）' })).toBeTruthy();
  });

  it('stays a table with the spec columns on a desktop', async () => {
    widthOf(false);
    serve();
    await renderInApp(<CustomerListTab />);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Registered' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Customer List' })).toBeNull();
  });
});

describe('the Card List on a phone', () => {
  it('lists each card with its status, holder and plan, and the actions it allows, each naming the card', async () => {
    serve();
    await renderInApp(<CardListTab />);
    const free = await entryOf('Card List', '1000001');
    expect(free.getByText('Not Active')).toBeTruthy();
    expect(free.getByText('Not bound')).toBeTruthy();
    expect(free.getByRole('button', { name: 'Set StarterPack for card 1000001' })).toBeTruthy();

    const starter = await entryOf('Card List', '1000002');
    expect(starter.getByRole('button', { name: 'Change StarterPack for card 1000002' })).toBeTruthy();
    expect(starter.getByRole('button', { name: 'Reset StarterPack of card 1000002' })).toBeTruthy();
    expect(starter.getByRole('button', { name: 'Revert StarterPack of card 1000002' })).toBeTruthy();

    const deleted = await entryOf('Card List', '1000003');
    expect(deleted.getByRole('button', { name: 'Release card 1000003' })).toBeTruthy();

    const bound = await entryOf('Card List', '1000004');
    expect(bound.getByText('alice')).toBeTruthy();
    expect(bound.getByText('Basic plan: Japan 7 days')).toBeTruthy();
    expect(bound.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Stop billing of card 1000004',
      'Change the plan of card 1000004',
      'Take back card 1000004 from its holder',
      'Connection of card 1000004',
    ]);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('keeps the filters behind one button, in a drawer, and says how many are set', async () => {
    serve();
    const asked: string[] = [];
    apiServer.use(
      http.get('/api/admin/cards', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('holder') ?? '');
        return ok({ items: CARDS, total: CARDS.length, page: 1, pageSize: 20, totalCapped: false });
      }),
    );
    await renderInApp(<CardListTab />);
    await screen.findByRole('list', { name: 'Card List' });
    expect(screen.queryByLabelText('Card number ≥')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(drawer).getByLabelText('Card number ≥')).toBeTruthy();
    await user.type(within(drawer).getByLabelText('Holder'), 'alice');
    await user.click(within(drawer).getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('button', { name: 'Filters (1)' })).toBeTruthy();
    await waitFor(() => expect(asked).toContain('alice'));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('button', { name: 'Filters' })).toBeTruthy();
  });

  it('names the actions in Chinese on a Chinese screen', async () => {
    serve();
    await renderInApp(<CardListTab />, { locale: 'zh-CN' });
    const starter = await entryOf('卡片列表', '1000002');
    expect(starter.getByRole('button', { name: '修改预付套餐（卡片 1000002）' })).toBeTruthy();
    expect(starter.getByRole('button', { name: '重置卡片 1000002 的预付套餐' })).toBeTruthy();
    expect((await entryOf('卡片列表', '1000001')).getByText('未绑定')).toBeTruthy();
    expect(screen.getByRole('button', { name: '筛选' })).toBeTruthy();
  });
});
