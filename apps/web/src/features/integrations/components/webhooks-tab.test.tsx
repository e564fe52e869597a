// @vitest-environment jsdom
import type { WebhookAttemptList, WebhookEndpoint } from '@simportal/contract/api/webhooks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/integrations.json' with { type: 'json' };
import zh from '../../../locales/zh-CN/integrations.json' with { type: 'json' };
import { apiServer, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { WebhooksTab } from './webhooks-tab.tsx';

// Integrations › Webhooks (decision 0077): an endpoint added with its events, its secret shown once, its
// delivery log with a redelivery; an administrator in the customer's view reads it all and changes nothing.

serveApi();

const endpoint: WebhookEndpoint = {
  id: 7,
  url: 'https://fleet.example.com/events',
  description: 'router fleet',
  events: ['card.status_changed', 'pay_order.credited'],
  enabled: true,
  createdAt: '2026-11-20T08:00:00.000Z',
  previousSecretExpiresAt: null,
  lastAttemptAt: '2026-11-27T09:00:00.000Z',
  lastStatus: 500,
  lastSucceeded: false,
};

const log: WebhookAttemptList = {
  total: 1,
  items: [
    {
      id: 3,
      eventId: `evt_${'a'.repeat(32)}`,
      eventType: 'card.status_changed',
      attempt: 2,
      at: '2026-11-27T09:00:00.000Z',
      responseStatus: 500,
      responseBody: 'upstream down',
      durationMs: 42,
      error: null,
      succeeded: false,
    },
  ],
};

const serveWebhooks = (items: WebhookEndpoint[]) => {
  const posted: { url: string; body: unknown }[] = [];
  apiServer.use(
    http.get('/api/webhooks', () => ok({ items, max: 5 })),
    http.get('/api/webhooks/7/deliveries', () => ok(log)),
    http.post('/api/webhooks', async ({ request }) => {
      const body = (await request.json()) as { url: string; events: string[] };
      posted.push({ url: '/api/webhooks', body });
      return ok({ endpoint: { ...endpoint, id: 8, ...body }, secret: 'whsec_shown-once' });
    }),
    http.post('/api/webhooks/7/events/:eventId/redeliver', ({ params }) => {
      posted.push({ url: `redeliver ${String(params.eventId)}`, body: null });
      return ok({ eventId: params.eventId, delivered: true });
    }),
  );
  return posted;
};

describe('the webhooks tab', () => {
  it('adds an endpoint with the events chosen, shows its secret once, and redelivers from the log', async () => {
    const posted = serveWebhooks([]);
    await renderInApp(<WebhooksTab actingAs={false} />);
    const words = en.integrations.webhooks;
    expect(await screen.findByText(words.empty)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: words.add }));
    const dialog = await screen.findByRole('dialog', { name: words.dialog.addTitle });
    fireEvent.change(within(dialog).getByLabelText(words.dialog.url), {
      target: { value: 'https://fleet.example.com/events' },
    });
    // each event is named with the sentence that says when it is sent
    expect(within(dialog).getByText(words.eventHelp['balance.runway_low'])).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: words.dialog.add }));
    expect(await within(dialog).findByText(words.dialog.eventsRequired)).toBeTruthy();
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: new RegExp(words.event['pay_order.credited']) }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: words.dialog.add }));
    await waitFor(() =>
      expect(posted).toEqual([
        {
          url: '/api/webhooks',
          body: { url: 'https://fleet.example.com/events', description: '', events: ['pay_order.credited'] },
        },
      ]),
    );
    // the secret, once, in its own dialog (antd's dialogs share one test id, so it is found by its words)
    expect(await screen.findByText('whsec_shown-once')).toBeTruthy();
    expect(screen.getByText(words.secret.title)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: words.secret.done }));

    apiServer.use(http.get('/api/webhooks', () => ok({ items: [endpoint], max: 5 })));
    await renderInApp(<WebhooksTab actingAs={false} />);
    await userEvent.click(await screen.findByRole('button', { name: words.deliveries }));
    expect(await screen.findByText('upstream down')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: words.log.redeliver }));
    await waitFor(() =>
      expect(posted.at(-1)).toEqual({ url: `redeliver evt_${'a'.repeat(32)}`, body: null }),
    );
  });

  it('shows the request body an event was sent with, and the failed attempts alone (issue #67)', async () => {
    serveWebhooks([endpoint]);
    const asked: string[] = [];
    const body = JSON.stringify({
      id: `evt_${'a'.repeat(32)}`,
      type: 'card.status_changed',
      data: { card: 7 },
    });
    apiServer.use(
      http.get('/api/webhooks/7/deliveries', ({ request }) => {
        const show = new URL(request.url).searchParams.get('show') ?? 'all';
        asked.push(show);
        return ok(show === 'failed' ? { total: 0, items: [] } : log);
      }),
      http.get('/api/webhooks/7/events/:eventId', ({ params }) =>
        ok({ eventId: params.eventId, eventType: 'card.status_changed', body }),
      ),
    );
    await renderInApp(<WebhooksTab actingAs={false} />);
    const words = en.integrations.webhooks;
    await userEvent.click(await screen.findByRole('button', { name: words.deliveries }));
    await userEvent.click(await screen.findByRole('button', { name: words.log.requestBody }));
    const shown = await screen.findByLabelText(words.log.requestBody);
    expect(shown.textContent).toContain('"card": 7');
    expect(screen.getByRole('button', { name: words.log.hideRequestBody })).toBeTruthy();

    await userEvent.click(screen.getByText(words.log.showFailed));
    expect(await screen.findByText(words.log.noneFailed.replace('{{days}}', '30'))).toBeTruthy();
    expect(asked).toEqual(['all', 'failed']);
  });

  it('shows an administrator in the customer’s view the endpoints and log in Chinese, with nothing to change', async () => {
    serveWebhooks([endpoint]);
    await renderInApp(<WebhooksTab actingAs />, { locale: 'zh-CN' });
    const words = zh.integrations.webhooks;
    expect(await screen.findByText(endpoint.url)).toBeTruthy();
    expect(screen.getByText(words.actingAs)).toBeTruthy();
    expect(screen.getByText(words.event['pay_order.credited'])).toBeTruthy();
    expect(screen.queryByRole('button', { name: words.add })).toBeNull();
    expect(screen.queryByRole('button', { name: words.delete })).toBeNull();
    expect((screen.getByRole('switch') as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: words.deliveries }));
    expect(await screen.findByText('upstream down')).toBeTruthy();
    expect(screen.queryByRole('button', { name: words.log.redeliver })).toBeNull();
  });
});
