// @vitest-environment jsdom
import type { QuietHours } from '@simportal/contract/api/inbox';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { browserTimeZone } from '../../../lib/time-zone.ts';
import authEn from '../../../locales/en/auth.json' with { type: 'json' };
import authZh from '../../../locales/zh-CN/auth.json' with { type: 'json' };
import { apiServer, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { QuietHoursSection } from './quiet-hours-section.tsx';

// Personal Center › Quiet hours (issue #68): on or off, from and to in 24 hours, in the device's time zone or
// one the person fixes; saved as the server states them; read-only in an administrator's customer view.

serveApi();

const words = authEn.account.quiet;

const serveQuiet = (start: QuietHours) => {
  const sent: QuietHours[] = [];
  let current = start;
  apiServer.use(
    http.get('/api/quiet-hours', () => ok(current)),
    http.put('/api/quiet-hours', async ({ request }) => {
      current = (await request.json()) as QuietHours;
      sent.push(current);
      return ok(current);
    }),
  );
  return sent;
};

const setTime = async (label: string, time: string) => {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  await userEvent.click(input);
  await userEvent.clear(input);
  await userEvent.type(input, time);
  await userEvent.tab();
};

describe('quiet hours', () => {
  it('saves them on, from 23:00 to 06:30, in this device’s time zone', async () => {
    const sent = serveQuiet({
      enabled: false,
      from: '22:00',
      to: '07:00',
      timeZone: browserTimeZone(),
      followDevice: true,
    });
    await renderInApp(<QuietHoursSection actingAs={false} />);
    const enabled = await screen.findByRole('switch', { name: words.enabled });
    expect(screen.getByText(new RegExp(`^Times are in ${browserTimeZone()} `))).toBeTruthy();
    expect((screen.getByLabelText(words.from) as HTMLInputElement).value).toBe('22:00');
    await userEvent.click(enabled);
    await setTime(words.from, '23:00');
    await setTime(words.to, '06:30');
    await userEvent.click(screen.getByRole('button', { name: words.save }));
    await waitFor(() =>
      expect(sent).toEqual([
        { enabled: true, from: '23:00', to: '06:30', timeZone: browserTimeZone(), followDevice: true },
      ]),
    );
    expect(await screen.findByText(words.saved)).toBeTruthy();
  });

  it('fixes a time zone chosen from the list', async () => {
    const sent = serveQuiet({
      enabled: true,
      from: '22:00',
      to: '07:00',
      timeZone: browserTimeZone(),
      followDevice: true,
    });
    await renderInApp(<QuietHoursSection actingAs={false} />);
    await userEvent.click(await screen.findByRole('radio', { name: words.fixZone }));
    const zone = await screen.findByRole('combobox', { name: words.chooseZone });
    await userEvent.type(zone, 'Asia/Tok');
    await userEvent.click(await screen.findByText(/^Asia\/Tokyo \(/));
    expect(screen.getByText(/^Times are in Asia\/Tokyo .*wherever you are/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: words.save }));
    await waitFor(() =>
      expect(sent).toEqual([
        { enabled: true, from: '22:00', to: '07:00', timeZone: 'Asia/Tokyo', followDevice: false },
      ]),
    );
  });

  it('shows them to an administrator in the customer’s view, and changes nothing (zh-CN)', async () => {
    const sent = serveQuiet({
      enabled: true,
      from: '22:00',
      to: '07:00',
      timeZone: 'Asia/Shanghai',
      followDevice: false,
    });
    await renderInApp(<QuietHoursSection actingAs />, { locale: 'zh-CN' });
    const zh = authZh.account.quiet;
    const enabled = await screen.findByRole('switch', { name: zh.enabled });
    expect((enabled as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText(zh.from) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: zh.save })).toBeNull();
    expect(screen.getByText(/^所用时区：.+，无论您身在何处。$/)).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
