// @vitest-environment jsdom
import { STARTER_PACK_MAX_DAYS } from '@simportal/contract/api/admin';
import { ERRORS } from '@simportal/contract/errors';
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { messagesEn } from '@simportal/contract/messages-en';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import adminEn from '../../../locales/en/admin.json' with { type: 'json' };
import adminZh from '../../../locales/zh-CN/admin.json' with { type: 'json' };
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { adminCard, catalogue, shopPlan } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { StarterPackSetModal } from './starter-pack-set-modal.tsx';

// Setting a card as StarterPack: a plan and a number of days (1 to the contract's maximum) are both required
// before anything is sent (spec §5); the body names the plan and the days; the server's refusals are said.

const plan = (id: number, en: string, zh: string) =>
  shopPlan({ id, code: `plan-${id}`, name: { en, 'zh-CN': zh } });
const CATALOGUE = catalogue({
  plans: [plan(1, 'Japan 7 days', '日本 7 天'), plan(2, 'Europe 7 days', '欧洲 7 天')],
});

serveApi(http.get('/api/catalog', () => ok(CATALOGUE)));

describe('setting a StarterPack', () => {
  it('requires a plan and days within the limit, in Chinese, and sends nothing', async () => {
    const sent = vi.fn();
    apiServer.use(http.post('/api/admin/cards/:id/starter-pack', sent));
    await renderInApp(<StarterPackSetModal card={adminCard()} onClose={() => {}} />, { locale: 'zh-CN' });
    const words = adminZh.admin.starterPack;
    const dialog = await screen.findByRole('dialog');
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: words.set }));
    expect(await within(dialog).findByText(messagesZhCn.plan_required)).toBeTruthy();
    expect(await within(dialog).findByText(messagesZhCn.days_required)).toBeTruthy();
    const days = within(dialog).getByLabelText(words.days);
    // each bound on its own: the message of one has to go before the next is looked for
    for (const [typed, valid] of [
      ['0', false],
      ['1', true],
      [String(STARTER_PACK_MAX_DAYS + 1), false],
      [String(STARTER_PACK_MAX_DAYS), true],
    ] as const) {
      await user.clear(days);
      await user.type(days, typed);
      if (valid)
        await waitFor(() => expect(within(dialog).queryByText(messagesZhCn.invalid_value)).toBeNull());
      else expect(await within(dialog).findByText(messagesZhCn.invalid_value)).toBeTruthy();
    }
    expect(sent).not.toHaveBeenCalled();
  });

  it("sends the plan and days to the card's path, says so, and closes", async () => {
    const sent: { id: string; body: unknown }[] = [];
    apiServer.use(
      http.post('/api/admin/cards/:id/starter-pack', async ({ params, request }) => {
        sent.push({ id: String(params.id), body: await request.json() });
        return ok(adminCard({ isStarterPack: true }));
      }),
    );
    const onClose = vi.fn();
    await renderInApp(<StarterPackSetModal card={adminCard()} onClose={onClose} />);
    const words = adminEn.admin.starterPack;
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(words.setTitle.replace('{{number}}', '1000000007'));
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('combobox', { name: words.plan }));
    await user.click(await screen.findByTitle('Europe 7 days'));
    await user.type(within(dialog).getByLabelText(words.days), '30');
    await user.click(within(dialog).getByRole('button', { name: words.set }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ id: '7', body: { planId: 2, days: 30 } }]);
    expect(await screen.findByText(messagesEn.starterpack_set_success)).toBeTruthy();
  });

  it('starts from the card’s StarterPack when changing it, and says a refusal', async () => {
    apiServer.use(
      http.post('/api/admin/cards/:id/starter-pack', () =>
        failure(409, ERRORS.sim_occupied.code, 'sim_occupied'),
      ),
    );
    const onClose = vi.fn();
    const card = adminCard({
      isStarterPack: true,
      starterPackPlan: { id: 1, name: { en: 'Japan 7 days', 'zh-CN': '日本 7 天' } },
      starterPackDays: 7,
    });
    await renderInApp(<StarterPackSetModal card={card} onClose={onClose} />);
    const words = adminEn.admin.starterPack;
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(words.days)).toHaveProperty('value', '7');
    await userEvent.click(within(dialog).getByRole('button', { name: words.set }));
    expect(await screen.findByText(messagesEn.sim_occupied)).toBeTruthy();
    expect(screen.getByText(messagesEn.starterpack_set_failed)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
