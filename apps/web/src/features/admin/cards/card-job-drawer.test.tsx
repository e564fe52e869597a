// @vitest-environment jsdom
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import adminZh from '../../../locales/zh-CN/admin.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { apiServer, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { cardJob, signIn } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { CardJobDrawer } from './card-job-drawer.tsx';

// A bulk action's drawer (issue #59): its progress and counts asked again while it runs, each failed card with
// the rule that refused it in the screen's language, and a cancel that asks first and leaves the rest as it is.

serveApi();
afterEach(() => authStore.getState().clearAuth());

describe("a bulk action's drawer", () => {
  it('follows the job to its end, lists failures in Chinese, and cancels only after confirming', async () => {
    signIn(0, { adminRole: 'support' });
    const words = adminZh.admin.jobs;
    let reads = 0;
    let cancels = 0;
    apiServer.use(
      http.get('/api/admin/card-jobs/40', () => {
        reads += 1;
        return ok(cardJob());
      }),
      http.post('/api/admin/card-jobs/40/cancel', () => {
        cancels += 1;
        return ok(
          cardJob({
            state: 'cancelled',
            counts: { waiting: 0, done: 3, skipped: 1, failed: 1, cancelled: 5 },
          }),
        );
      }),
    );
    await renderInApp(<CardJobDrawer jobId={40} onClose={() => {}} />, { locale: 'zh-CN' });
    const drawer = await screen.findByRole('dialog');
    expect(
      await within(drawer).findByText(words.progress.replace('{{decided}}', '5').replace('{{total}}', '10')),
    ).toBeTruthy();
    expect(within(drawer).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(within(drawer).getByText(words.counts.waiting)).toBeTruthy();
    expect(within(drawer).getByText('1000000012')).toBeTruthy();
    expect(within(drawer).getByText(messagesZhCn.insufficient_credit)).toBeTruthy();
    // asked again while it runs
    await waitFor(() => expect(reads).toBeGreaterThan(1), { timeout: 3_000 });

    const user = userEvent.setup();
    await user.click(within(drawer).getByRole('button', { name: words.cancel }));
    const confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: words.keepRunning }));
    expect(cancels).toBe(0);
    await user.click(within(drawer).getByRole('button', { name: words.cancel }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: words.cancel }));
    await waitFor(() => expect(cancels).toBe(1));
    expect(await screen.findByText(words.cancelled)).toBeTruthy();
  });
});
