// @vitest-environment jsdom
import { ALERT_KINDS } from '@simportal/contract/alert-channels';
import type { AlertChannels } from '@simportal/contract/api/push';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import authEn from '../../../locales/en/auth.json' with { type: 'json' };
import authZh from '../../../locales/zh-CN/auth.json' with { type: 'json' };
import { apiServer, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { AlertChannelsSection } from './alert-channels-section.tsx';

// Personal Center › How we tell you (decision 0073): each alert by mail, by notification, both or neither, one
// tap saved; an administrator in the customer's view changes nothing; without a device that receives
// notifications no alert reads as pushed (issue #67, decision 0086).

serveApi();

const everyAlert = (): AlertChannels => ({
  alerts: ALERT_KINDS.map((alert) => ({ alert, mail: true, push: true })),
});

/** The customer's devices that receive notifications: one, or none. */
const device = {
  id: 1,
  browser: 'Chrome',
  os: 'Android',
  current: false,
  createdAt: '2026-11-20T09:00:00.000Z',
  lastSuccessAt: null,
};

const serveChannels = (devices = [device]) => {
  let current = everyAlert();
  const sent: unknown[] = [];
  apiServer.use(
    http.get('/api/push/subscriptions', () => ok({ items: devices })),
    http.get('/api/alert-channels', () => ok(current)),
    http.put('/api/alert-channels', async ({ request }) => {
      const body = (await request.json()) as AlertChannels;
      sent.push(body);
      current = {
        alerts: current.alerts.map((entry) => body.alerts.find((e) => e.alert === entry.alert) ?? entry),
      };
      return ok(current);
    }),
  );
  return sent;
};

describe('how we tell you', () => {
  it('saves one alert’s channel with a tap, and shows what the server kept', async () => {
    const sent = serveChannels();
    await renderInApp(<AlertChannelsSection actingAs={false} />);
    const words = authEn.account.channels;
    const dataByPush = await screen.findByRole('checkbox', {
      name: words.byPush.replace('{{alert}}', words.kind.data),
    });
    expect((dataByPush as HTMLInputElement).checked).toBe(true);
    await userEvent.click(dataByPush);
    await waitFor(() => expect(sent).toEqual([{ alerts: [{ alert: 'data', mail: true, push: false }] }]));
    await waitFor(() => expect((dataByPush as HTMLInputElement).checked).toBe(false));
    expect(screen.getByText(words.always)).toBeTruthy();
  });

  it('names every alert in Chinese, and leaves them to the customer in their view', async () => {
    serveChannels();
    await renderInApp(<AlertChannelsSection actingAs />, { locale: 'zh-CN' });
    const words = authZh.account.channels;
    for (const alert of ALERT_KINDS) {
      const box = await screen.findByRole('checkbox', {
        name: words.byMail.replace('{{alert}}', words.kind[alert]),
      });
      expect((box as HTMLInputElement).disabled).toBe(true);
    }
  });

  it('never shows push ticked while no device receives notifications, and says why (issue #67)', async () => {
    const sent = serveChannels([]);
    await renderInApp(<AlertChannelsSection actingAs={false} />);
    const words = authEn.account.channels;
    expect(await screen.findByText(words.pushNeedsDevice)).toBeTruthy();
    for (const alert of ALERT_KINDS) {
      const byPush = screen.getByRole('checkbox', {
        name: words.byPush.replace('{{alert}}', words.kind[alert]),
      }) as HTMLInputElement;
      expect(byPush.checked).toBe(false);
      expect(byPush.disabled).toBe(true);
      const byMail = screen.getByRole('checkbox', {
        name: words.byMail.replace('{{alert}}', words.kind[alert]),
      }) as HTMLInputElement;
      expect(byMail.checked).toBe(true);
    }
    expect(sent).toEqual([]);
  });
});
