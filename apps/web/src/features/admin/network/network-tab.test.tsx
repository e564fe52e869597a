// @vitest-environment jsdom
import type { NetworkDifferences, ReconciliationRun } from '@simportal/contract/api/network-admin';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import adminEn from '../../../locales/en/admin.json' with { type: 'json' };
import adminZh from '../../../locales/zh-CN/admin.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { apiServer, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { signIn } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { NetworkTab } from './network-tab.tsx';

// Admin Management › Network (issue #69): the drift and the newest check, "Reconcile now" with what it found, the
// open differences with their commands and those closed this week; a viewer sees it all without the button; the
// words in Chinese.

const RUN: ReconciliationRun = {
  id: 3,
  trigger: 'nightly',
  startedAt: '2026-11-25T19:00:00.000Z',
  finishedAt: '2026-11-25T19:00:04.000Z',
  checked: 1200,
  differences: 2,
  repaired: 2,
  waiting: 0,
  unknown: 0,
  resumed: false,
};

const DIFFERENCES: NetworkDifferences = {
  network: 'simulator',
  drift: 2,
  open: [
    {
      id: 11,
      cardId: 7,
      cardNumber: '1440000007',
      aspect: 'state',
      wanted: 'paused',
      found: 'active',
      foundAt: '2026-11-25T19:00:01.000Z',
      closedAt: null,
      action: 'PAUSE',
      commandState: 'delivered',
      sent: 1,
    },
    {
      id: 12,
      cardId: 8,
      cardNumber: '1440000008',
      aspect: 'speed',
      wanted: 'throttled',
      found: 'full',
      foundAt: '2026-11-25T19:00:02.000Z',
      closedAt: null,
      action: 'THROTTLE',
      commandState: 'dead',
      sent: 2,
    },
  ],
  closed: [],
  lastRun: RUN,
};

let reconciled = 0;
serveApi(
  http.get('/api/admin/network/differences', () => ok(DIFFERENCES)),
  http.post('/api/admin/network/reconcile', () => {
    reconciled += 1;
    return ok({ ...RUN, id: 4, trigger: 'operator', checked: 1200, differences: 3, repaired: 1, waiting: 2 });
  }),
);
afterEach(() => {
  reconciled = 0;
  authStore.getState().clearAuth();
});

const words = adminEn.admin.network;
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replaceAll(`{{${key}}}`, String(value)), text);

describe('the Network tab', () => {
  it('shows the drift and the differences, and reconciles now', async () => {
    signIn(0, { adminRole: 'support' });
    await renderInApp(<NetworkTab />);
    expect(await screen.findByText(fill(words.card, { number: '1440000007' }))).toBeTruthy();
    expect(screen.getByText(words.drift).closest('dl')!.textContent).toContain('2');
    // what the portal wants, what the network had, and where each command is
    expect(
      screen.getByText(
        `${fill(words.portal, { value: words.value.paused })} · ${fill(words.network, { value: words.value.active })}`,
      ),
    ).toBeTruthy();
    expect(screen.getByText(new RegExp(words.command.delivered))).toBeTruthy();
    expect(screen.getByText(new RegExp(words.command.dead))).toBeTruthy();
    expect(screen.getByText(new RegExp(fill(words.sentTimes_other, { count: 2 })))).toBeTruthy();
    expect(screen.getByText(words.noneClosed)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: words.reconcile }));
    expect(
      await screen.findByText(fill(words.result, { checked: 1200, differences: 3, repaired: 1 })),
    ).toBeTruthy();
    expect(screen.getByText(fill(words.resultWaiting_other, { count: 2 }))).toBeTruthy();
    expect(reconciled).toBe(1);
  });

  it('shows a viewer the figures without the button, and says when nothing differs, in Chinese', async () => {
    signIn(0, { adminRole: 'viewer' });
    apiServer.use(
      http.get('/api/admin/network/differences', () => ok({ ...DIFFERENCES, drift: 0, open: [] })),
    );
    await renderInApp(<NetworkTab />, { locale: 'zh-CN' });
    const zh = adminZh.admin.network;
    expect(await screen.findByText(zh.empty)).toBeTruthy();
    expect(screen.getByText(zh.drift)).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByRole('button', { name: zh.reconcile })).toHaveLength(0));
  });

  it('says when the differences cannot be loaded', async () => {
    signIn(0, { adminRole: 'owner' });
    apiServer.use(http.get('/api/admin/network/differences', () => new Response(null, { status: 503 })));
    await renderInApp(<NetworkTab />);
    expect(await screen.findByText(words.loadFailed)).toBeTruthy();
  });
});
