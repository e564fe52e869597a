// @vitest-environment jsdom
import type { CardGroupList } from '@simportal/contract/api/card-groups';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { http, ok, serveApi } from '../../../test-support/api-server.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { SelectionBar } from './selection-bar.tsx';

// The select mode's move: the dialog starts at the group the ticked cards share, so saving it unchanged keeps
// them there; cards of different groups start with none chosen, not "Ungrouped".

const groups: CardGroupList = {
  items: [
    { id: 3, name: 'Family', cardCount: 2, periodKb: 0, monthFeesMinor: 0 },
    { id: 9, name: 'Shop', cardCount: 1, periodKb: 0, monthFeesMinor: 0 },
  ],
  ungrouped: { cardCount: 0, periodKb: 0, monthFeesMinor: 0 },
};
serveApi(http.get('/api/card-groups', () => ok(groups)));

const openMove = async (cards: { id: number; groupId: number | null }[]) => {
  await renderInApp(<SelectionBar cards={cards} onDone={vi.fn()} />);
  await userEvent.click(screen.getByRole('button', { name: 'Put in a group…' }));
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
