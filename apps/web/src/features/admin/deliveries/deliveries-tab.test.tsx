// @vitest-environment jsdom
import type { FailedDeliveries } from '@simportal/contract/api/deliveries';
import { ERRORS } from '@simportal/contract/errors';
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import adminEn from '../../../locales/en/admin.json' with { type: 'json' };
import adminZh from '../../../locales/zh-CN/admin.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { signIn } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { DeliveriesTab } from './deliveries-tab.tsx';

// Failed deliveries: carrier commands and mails in one list, newest first, each sent again on the administrator's
// word through the one retry; the answer says whether it went out or failed again; a refusal is translated; a
// withdrawn mail cannot be sent again; a viewer sees the failures but has no retry.

const DELIVERIES: FailedDeliveries = {
  deliveries: [
    {
      id: 6,
      kind: 'mail',
      toAddress: 'bob@example.com',
      mailKind: 'usage_alert_80',
      subject: 'Usage at 80%',
      state: 'failed',
      attempts: 2,
      lastError: null,
      createdAt: '2026-11-24T09:00:00.000Z',
      nextAttemptAt: '2026-11-25T09:30:00.000Z',
      waitingBehind: 0,
      retryable: true,
    },
    {
      id: 5,
      kind: 'mail',
      toAddress: 'alice@example.com',
      mailKind: 'verification_code',
      subject: 'Your code',
      state: 'dead',
      attempts: 5,
      lastError: 'smtp refused',
      createdAt: '2026-11-24T08:00:00.000Z',
      nextAttemptAt: null,
      waitingBehind: 0,
      retryable: false,
    },
    {
      id: 3,
      kind: 'carrier_command',
      cardId: 12,
      cardNumber: '1000000012',
      action: 'PAUSE',
      state: 'dead',
      attempts: 8,
      lastError: 'carrier timeout',
      createdAt: '2026-11-24T08:00:00.000Z',
      nextAttemptAt: null,
      waitingBehind: 2,
      retryable: true,
    },
    {
      id: 2,
      kind: 'webhook',
      userId: 9,
      eventType: 'pay_order.credited',
      state: 'dead',
      attempts: 6,
      lastError: 'connect ECONNREFUSED',
      createdAt: '2026-11-24T07:00:00.000Z',
      nextAttemptAt: null,
      waitingBehind: 0,
      retryable: true,
    },
  ],
};

const retried: number[] = [];
serveApi(
  http.get('/api/admin/deliveries/failed', () => ok(DELIVERIES)),
  http.post('/api/admin/deliveries/:id/retry', ({ params }) => {
    const id = Number(params.id);
    retried.push(id);
    return ok({ id, state: id === 3 ? 'delivered' : 'failed' });
  }),
);
afterEach(() => {
  retried.length = 0;
  authStore.getState().clearAuth();
});

const words = adminEn.admin.deliveries;
const retryOf = (what: string) => ({ name: words.retryFor.replace('{{what}}', what) });
const COMMAND = `${words.action.PAUSE} · ${words.card.replace('{{number}}', '1000000012')}`;

describe('the failed deliveries', () => {
  it('sends a command and a mail again, saying whether each went out', async () => {
    signIn(0, { adminRole: 'support' });
    await renderInApp(<DeliveriesTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', retryOf(COMMAND)));
    expect(await screen.findByText(words.sent)).toBeTruthy();
    await user.click(screen.getByRole('button', retryOf('Usage at 80% · bob@example.com')));
    expect(await screen.findByText(words.stillFailing)).toBeTruthy();
    expect(retried).toEqual([3, 6]);
    // one list, newest first, each entry saying its kind
    const entries = screen.getAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('strong')?.textContent)).toEqual([
      'Usage at 80% · bob@example.com',
      'Your code · alice@example.com',
      COMMAND,
      `${words.event['pay_order.credited']} · ${words.account.replace('{{id}}', '9')}`,
    ]);
    expect(within(entries[0]!).getByText(words.kind.mail)).toBeTruthy();
    expect(within(entries[2]!).getByText(words.kind.carrier_command)).toBeTruthy();
    // what the entries say: tries, the commands waiting behind, the withdrawn mail that cannot go again
    expect(within(entries[2]!).getByText(/Later commands of this card waiting: 2/)).toBeTruthy();
    expect(within(entries[1]!).getByText(new RegExp(words.withdrawn.slice(0, 20)))).toBeTruthy();
    expect(screen.getByRole('button', retryOf('Your code · alice@example.com'))).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('says a refused retry in Chinese', async () => {
    signIn(0, { adminRole: 'owner' });
    apiServer.use(
      http.post('/api/admin/deliveries/:id/retry', () =>
        failure(409, ERRORS.illegal_status_transition.code, 'illegal_status_transition'),
      ),
    );
    await renderInApp(<DeliveriesTab />, { locale: 'zh-CN' });
    const zh = adminZh.admin.deliveries;
    const command = `${zh.action.PAUSE} · ${zh.card.replace('{{number}}', '1000000012')}`;
    await userEvent.click(
      await screen.findByRole('button', { name: zh.retryFor.replace('{{what}}', command) }),
    );
    expect(await screen.findByText(messagesZhCn.illegal_status_transition)).toBeTruthy();
    expect(screen.getByText(zh.retryFailed)).toBeTruthy();
    // a webhook's event in Chinese, never its API code
    expect(
      screen.getByText(`${zh.event['pay_order.credited']} · ${zh.account.replace('{{id}}', '9')}`),
    ).toBeTruthy();
    expect(document.body.textContent).not.toContain('pay_order');
  });

  it('shows a viewer the failures without a retry', async () => {
    signIn(0, { adminRole: 'viewer' });
    await renderInApp(<DeliveriesTab />);
    await screen.findByText(COMMAND);
    await waitFor(() =>
      expect(screen.queryAllByRole('button', { name: new RegExp(words.retry) })).toHaveLength(0),
    );
  });
});
