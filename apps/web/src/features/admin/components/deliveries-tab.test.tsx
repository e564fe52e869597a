// @vitest-environment jsdom
import type { FailedDeliveries } from '@simportal/contract/api/deliveries';
import { ERRORS } from '@simportal/contract/errors';
import { messagesZhCn } from '@simportal/contract/messages-zh-cn';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import adminEn from '../../../locales/en/admin.json' with { type: 'json' };
import adminZh from '../../../locales/zh-CN/admin.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { signIn } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { DeliveriesTab } from './deliveries-tab.tsx';

// Failed deliveries: a carrier command or a mail sent again on the administrator's word, to its own path;
// the answer says whether it went out or failed again; a refusal is translated; a withdrawn mail cannot be
// sent again; a viewer sees the failures but has no retry.

const DELIVERIES: FailedDeliveries = {
  carrierCommands: [
    {
      id: 3,
      cardId: 12,
      cardNumber: '1000000012',
      action: 'PAUSE',
      status: 'DEAD',
      attempts: 8,
      lastError: 'carrier timeout',
      createdAt: '2026-11-24T08:00:00.000Z',
      nextAttemptAt: null,
      waitingBehind: 2,
    },
  ],
  mails: [
    {
      id: 5,
      toAddress: 'alice@example.com',
      kind: 'verification_code',
      subject: 'Your code',
      status: 'dead',
      attempts: 5,
      error: 'smtp refused',
      createdAt: '2026-11-24T08:00:00.000Z',
      nextAttemptAt: null,
      retryable: false,
    },
    {
      id: 6,
      toAddress: 'bob@example.com',
      kind: 'usage_alert_80',
      subject: 'Usage at 80%',
      status: 'failed',
      attempts: 2,
      error: null,
      createdAt: '2026-11-24T09:00:00.000Z',
      nextAttemptAt: '2026-11-25T09:30:00.000Z',
      retryable: true,
    },
  ],
};

const retried: string[] = [];
serveApi(
  http.get('/api/admin/deliveries/failed', () => ok(DELIVERIES)),
  http.post('/api/admin/deliveries/carrier-commands/:id/retry', ({ params }) => {
    retried.push(`carrier-commands/${params.id}`);
    return ok({ id: Number(params.id), status: 'DONE' });
  }),
  http.post('/api/admin/deliveries/mails/:id/retry', ({ params }) => {
    retried.push(`mails/${params.id}`);
    return ok({ id: Number(params.id), status: 'failed' });
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
    expect(retried).toEqual(['carrier-commands/3', 'mails/6']);
    // what the entries say: tries, the commands waiting behind, the withdrawn mail that cannot go again
    expect(screen.getByText(/Later commands of this card waiting: 2/)).toBeTruthy();
    expect(screen.getByRole('button', retryOf('Your code · alice@example.com'))).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('says a refused retry in Chinese', async () => {
    signIn(0, { adminRole: 'owner' });
    apiServer.use(
      http.post('/api/admin/deliveries/carrier-commands/:id/retry', () =>
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
