// @vitest-environment jsdom
import { ERRORS } from '@simportal/contract/errors';
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { messagesEn } from '@simportal/contract/messages-en';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { browserTimeZone } from '../../../lib/time-zone.ts';
import adminEn from '../../../locales/en/admin.json' with { type: 'json' };
import adminZh from '../../../locales/zh-CN/admin.json' with { type: 'json' };
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { adminCard } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { StarterPackResetModal } from './starter-pack-reset-modal.tsx';

// Resetting a StarterPack card: a new expire time, which must be in the future, or only the time of day of the
// current one (in the administrator's time zone, offered only when the card has an expiry); the server's
// rule of the field is said under it.

serveApi();

const starterPack = (expireAt: string | null) =>
  adminCard({
    isStarterPack: true,
    starterPackPlan: { id: 1, name: { en: 'Japan 7 days', 'zh-CN': '日本 7 天' } },
    starterPackDays: 7,
    expireAt,
  });
// whole minutes: the picker shows and keeps HH:mm
const inDays = (days: number) => dayjs().add(days, 'day').startOf('minute').toISOString();

const serveReset = (answer: () => Response) => {
  const sent: { id: string; body: unknown }[] = [];
  apiServer.use(
    http.post('/api/admin/cards/:id/starter-pack/reset', async ({ params, request }) => {
      sent.push({ id: String(params.id), body: await request.json() });
      return answer();
    }),
  );
  return sent;
};

describe('resetting a StarterPack', () => {
  it("sends the new expire time, and says the server's rule under it", async () => {
    const expireAt = inDays(10);
    let answer = () =>
      failure(400, ERRORS.validation_failed.code, 'validation_failed', {
        issues: [{ in: 'body', field: 'expireAt', rule: 'expire_time_past' }],
      });
    const sent = serveReset(() => answer());
    const onClose = vi.fn();
    await renderInApp(<StarterPackResetModal card={starterPack(expireAt)} onClose={onClose} />);
    const words = adminEn.admin.starterPack;
    const dialog = await screen.findByRole('dialog');
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: words.reset }));
    const field = within(dialog).getByLabelText(words.newExpiry).closest('.ant-form-item') as HTMLElement;
    expect(await within(field).findByText(messagesEn.expire_time_past)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    answer = () => ok(starterPack(expireAt));
    await user.click(within(dialog).getByRole('button', { name: new RegExp(`${words.reset}$`) }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[1]).toEqual({ id: '7', body: { mode: 'expireAt', expireAt } });
    expect(await screen.findByText(messagesEn.starterpack_reset_success)).toBeTruthy();
  });

  it('refuses an expire time already past, then keeps the date and sends only the time (zh-CN)', async () => {
    // yesterday at 09:05: the time is sent with two digits for the hour
    const past = dayjs().subtract(1, 'day').hour(9).minute(5).startOf('minute').toISOString();
    const sent = serveReset(() => ok(starterPack(past)));
    await renderInApp(<StarterPackResetModal card={starterPack(past)} onClose={() => {}} />, {
      locale: 'zh-CN',
    });
    const words = adminZh.admin.starterPack;
    const dialog = await screen.findByRole('dialog');
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: words.reset }));
    expect(await within(dialog).findByText(messagesZhCn.expire_time_past)).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: words.modeTimeOfDay }));
    expect(
      await within(dialog).findByText(words.timeZoneHint.replace('{{zone}}', browserTimeZone())),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: words.reset }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({
      mode: 'timeOfDay',
      time: '09:05',
      timeZone: browserTimeZone(),
    });
  });

  it('offers no time of day to a card without an expiry, and asks for the expire time', async () => {
    const sent = serveReset(() => ok(starterPack(null)));
    await renderInApp(<StarterPackResetModal card={starterPack(null)} onClose={() => {}} />);
    const words = adminEn.admin.starterPack;
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: words.modeTimeOfDay })).toHaveProperty('disabled', true);
    await userEvent.click(within(dialog).getByRole('button', { name: words.reset }));
    expect(await within(dialog).findByText(words.expiryRequired)).toBeTruthy();
    expect(sent).toHaveLength(0);
  });
});
