// @vitest-environment jsdom
import type { Member, Members } from '@simportal/contract/api/members';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import authEn from '../../../locales/en/auth.json' with { type: 'json' };
import { apiServer, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { MembersSection } from './members-section.tsx';

// Personal Center › Members (decision 0103): each member with their groups and latest actions, removed only after
// a confirmation; an invitation sent with the groups ticked; no invitation offered before a group exists.

const words = authEn.account.members;

const ANN: Member = {
  id: 7,
  username: 'ann',
  email: 'ann@example.com',
  groups: [{ id: 1, name: 'Family' }],
  lastSignInAt: '2026-11-28T09:00:00.000Z',
  createdAt: '2026-11-27T09:00:00.000Z',
  recentActions: [
    {
      at: '2026-11-28T09:05:00.000Z',
      action: 'member_add_on',
      cardNumber: '1064836711771',
      amountMinor: 300,
    },
  ],
};

const GROUPS = [
  { id: 1, name: 'Family', cardCount: 1, periodKb: 0, monthFeesMinor: 0 },
  { id: 2, name: 'Office', cardCount: 1, periodKb: 0, monthFeesMinor: 0 },
];

/** The server's side, which the section's changes change as the server would. */
const serve = (members: Members, groups = GROUPS) => {
  const sent: { invited: unknown[]; removed: number[] } = { invited: [], removed: [] };
  let live = members;
  apiServer.use(
    http.get('/api/members', () => ok(live)),
    // the currency the amounts are in
    http.get('/api/catalog', () => ok({ currency: 'USD', plans: [], addOns: [] })),
    http.get('/api/card-groups', () =>
      ok({ items: groups, ungrouped: { cardCount: 0, periodKb: 0, monthFeesMinor: 0 } }),
    ),
    http.post('/api/members/invitations', async ({ request }) => {
      const body = (await request.json()) as { email: string; groupIds: number[] };
      sent.invited.push(body);
      return ok({
        id: '00000000-0000-4000-8000-000000000001',
        email: body.email,
        groups: groups.filter((group) => body.groupIds.includes(group.id)),
        createdAt: '2026-11-29T00:00:00.000Z',
        expiresAt: '2026-12-02T00:00:00.000Z',
      });
    }),
    http.delete('/api/members/:id', ({ params }) => {
      sent.removed.push(Number(params.id));
      live = { ...live, members: live.members.filter((member) => member.id !== Number(params.id)) };
      return ok(null);
    }),
  );
  return sent;
};

serveApi();

describe('the members section', () => {
  it('lists a member with their groups and what they bought, and removes them only once confirmed', async () => {
    const sent = serve({ members: [ANN], invitations: [] });
    await renderInApp(<MembersSection actingAs={false} />);
    const item = (await screen.findByText('ann')).closest('li') as HTMLElement;
    expect(within(item).getByText('Family')).toBeTruthy();
    expect(within(item).getByText(/bought an add-on for 1064836711771: \$3\.00/)).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(item).getByRole('button', { name: words.remove }));
    const confirm = await screen.findByRole('tooltip');
    expect(sent.removed).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: words.remove }));
    await waitFor(() => expect(screen.queryByText('ann')).toBeNull());
    expect(sent.removed).toEqual([7]);
  });

  it('invites with the groups ticked, and asks for a group first', async () => {
    const sent = serve({ members: [], invitations: [] });
    await renderInApp(<MembersSection actingAs={false} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(words.email), 'bo@example.com');
    await user.click(screen.getByRole('button', { name: words.invite }));
    expect(await screen.findByText('Choose at least one card group')).toBeTruthy();
    expect(sent.invited).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: 'Office' }));
    await user.click(screen.getByRole('button', { name: words.invite }));
    await waitFor(() => expect(sent.invited).toEqual([{ email: 'bo@example.com', groupIds: [2] }]));
  });

  it('offers no invitation before the owner has a group', async () => {
    serve({ members: [], invitations: [] }, []);
    await renderInApp(<MembersSection actingAs={false} />);
    expect(await screen.findByText(words.needGroups)).toBeTruthy();
    expect(screen.queryByRole('button', { name: words.invite })).toBeNull();
  });
});
