// @vitest-environment jsdom

import type { CardCaps, CardCapsRule } from '@simportal/contract/api/usage';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import usageEn from '../../../locales/en/usage.json' with { type: 'json' };
import usageZh from '../../../locales/zh-CN/usage.json' with { type: 'json' };
import { apiServer, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { catalogue } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { DailyCaps } from './daily-caps.tsx';

// The daily caps on Traffic Detail (issue #59): none until set; data per day and spending per day, each slowing or
// stopping the card until tomorrow; today's use and spend and a hold in force said above; saved and removed through
// the server, whose answer the section shows.

const none: CardCaps = { caps: null, today: { usedKb: 300 * 1024, spentMinor: 83, restriction: null } };
let saved: (CardCapsRule | 'removed')[] = [];

serveApi(
  http.get('/api/catalog', () => ok(catalogue())),
  http.get('/api/usage/cards/:id/caps', () => ok(none)),
  http.put('/api/usage/cards/:id/caps', async ({ request }) => {
    const caps = (await request.json()) as CardCapsRule;
    saved.push(caps);
    return ok({ caps, today: none.today });
  }),
  http.delete('/api/usage/cards/:id/caps', () => {
    saved.push('removed');
    return ok(none);
  }),
);

beforeEach(() => {
  saved = [];
});

describe('the daily caps section', () => {
  it("says the 80 % warning and today's figures, saves the caps chosen, and removes them", async () => {
    await renderInApp(<DailyCaps cardId={12} />);
    const words = usageEn.usage.caps;
    const section = await screen.findByRole('region', { name: words.title });
    expect(await within(section).findByText(/At 80% of a cap you are told;/)).toBeTruthy();
    expect(
      within(section).getByText('Today so far: 300 MB used, $0.83 spent (daily fee and add-ons).'),
    ).toBeTruthy();
    // none set: two checkboxes, no fields and no button yet
    expect(within(section).queryByRole('textbox')).toBeNull();
    expect(within(section).queryByRole('button', { name: words.save })).toBeNull();

    const user = userEvent.setup();
    await user.click(within(section).getByRole('checkbox', { name: words.dataOn }));
    const mb = within(section).getByRole('textbox', { name: words.dataMb });
    await user.clear(mb);
    await user.type(mb, '0');
    // a cap of nothing is refused before it is sent
    expect(within(section).getByText(words.invalid)).toBeTruthy();
    expect((within(section).getByRole('button', { name: words.save }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.clear(mb);
    await user.type(mb, '800');

    await user.click(within(section).getByRole('checkbox', { name: words.moneyOn }));
    const money = within(section).getByRole('textbox', { name: 'Spending per day (US dollars)' });
    await user.clear(money);
    await user.type(money, '2.50');
    const [dataAction, moneyAction] = within(section).getAllByRole('combobox', { name: words.whenReached });
    // antd's Select: opened, then the option picked in the list just opened (the last one in the page)
    const pick = async (select: HTMLElement, title: string) => {
      await user.click(select);
      const option = await waitFor(() => {
        const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].filter(
          (item) => item.title === title,
        );
        expect(found.length).toBeGreaterThan(0);
        return found.at(-1)!;
      });
      await user.click(option);
    };
    await pick(dataAction!, words.action.STOP);
    await pick(moneyAction!, words.action.SLOW);
    await user.click(within(section).getByRole('button', { name: words.save }));
    await waitFor(() =>
      expect(saved).toEqual([
        { dataMbPerDay: 800, dataAction: 'STOP', moneyMinorPerDay: 250, moneyAction: 'SLOW' },
      ]),
    );
    expect(await screen.findByText(words.saved)).toBeTruthy();

    await user.click(within(section).getByRole('button', { name: words.remove }));
    await waitFor(() => expect(saved.at(-1)).toBe('removed'));
    expect(await screen.findByText(words.removed)).toBeTruthy();
  });

  it('says a card held by its cap today, in Chinese', async () => {
    apiServer.use(
      http.get('/api/usage/cards/:id/caps', () =>
        ok({
          caps: { dataMbPerDay: 500, dataAction: 'SLOW', moneyMinorPerDay: null, moneyAction: 'STOP' },
          today: { usedKb: 500 * 1024, spentMinor: 0, restriction: 'slowed' },
        }),
      ),
    );
    await renderInApp(<DailyCaps cardId={12} />, { locale: 'zh-CN' });
    const words = usageZh.usage.caps;
    expect(await screen.findByText(words.restriction.slowed)).toBeTruthy();
    const mb = screen.getByRole('textbox', { name: words.dataMb }) as HTMLInputElement;
    expect(mb.value).toBe('500');
    expect(screen.getByRole('button', { name: words.remove })).toBeTruthy();
  });

  it('says a card over its data cap whose hold waits for the usage import under way', async () => {
    apiServer.use(
      http.get('/api/usage/cards/:id/caps', () =>
        ok({
          caps: { dataMbPerDay: 1, dataAction: 'STOP', moneyMinorPerDay: null, moneyAction: 'STOP' },
          today: { usedKb: 66 * 1024, spentMinor: 0, restriction: null },
        }),
      ),
    );
    await renderInApp(<DailyCaps cardId={12} />, { locale: 'zh-CN' });
    expect(await screen.findByText(usageZh.usage.caps.overPending)).toBeTruthy();
    // not "at the next usage report": the server holds the card as soon as the import under way is recorded
    expect(usageZh.usage.caps.overPending).not.toContain('下次上报');
  });

  it("says plainly that a cap set below today's use holds the card now, and a spending cap passed", async () => {
    apiServer.use(
      http.put('/api/usage/cards/:id/caps', async ({ request }) => {
        const caps = (await request.json()) as CardCapsRule;
        return ok({ caps, today: { usedKb: 300 * 1024, spentMinor: 600, restriction: 'slowed' } });
      }),
    );
    await renderInApp(<DailyCaps cardId={12} />, { locale: 'zh-CN' });
    const words = usageZh.usage.caps;
    const section = await screen.findByRole('region', { name: words.title });
    const user = userEvent.setup();
    await user.click(await within(section).findByRole('checkbox', { name: words.dataOn }));
    await user.click(within(section).getByRole('button', { name: words.save }));
    expect(await screen.findByText(words.savedHeld.slowed)).toBeTruthy();
    expect(await within(section).findByText(words.restriction.slowed)).toBeTruthy();
  });

  it('says a spending cap passed today refuses add-ons until tomorrow', async () => {
    apiServer.use(
      http.get('/api/usage/cards/:id/caps', () =>
        ok({
          caps: { dataMbPerDay: null, dataAction: 'SLOW', moneyMinorPerDay: 100, moneyAction: 'STOP' },
          today: { usedKb: 0, spentMinor: 150, restriction: null },
        }),
      ),
    );
    await renderInApp(<DailyCaps cardId={12} />);
    expect(await screen.findByText(usageEn.usage.caps.moneyOver)).toBeTruthy();
  });
});
