// @vitest-environment jsdom
import { ERRORS } from '@simportal/contract/errors';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import adminEn from '../../../locales/en/admin.json' with { type: 'json' };
import adminZh from '../../../locales/zh-CN/admin.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { cardJob, signIn } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { CardJobsList } from './card-jobs-list.tsx';

// The console's list of bulk actions (issue #67): read from the server, so a job outlives its drawer and a
// reload; each with its state, who started it and when, its progress and what became of its cards; failures
// open the job; a running one is cancelled after asking by a role that may, and only read by a viewer.

serveApi(http.get('/api/catalog', () => ok({ currency: 'USD', esimFeeMinor: 500, plans: [], addOns: [] })));
afterEach(() => authStore.getState().clearAuth());

const running = cardJob({ id: 42 });
const finished = cardJob({
  id: 41,
  state: 'done',
  endedAt: '2026-11-27T08:05:00.000Z',
  createdBy: { id: 3, username: 'olga' },
  total: 20,
  counts: { waiting: 0, done: 12, skipped: 8, failed: 0, cancelled: 0 },
  failures: [],
});

describe('the bulk actions list', () => {
  it('lists the jobs, opens one by its failures or details, and cancels a running one after asking', async () => {
    signIn(0, { adminRole: 'support' });
    const words = adminEn.admin.jobs;
    let cancels = 0;
    apiServer.use(
      http.get('/api/admin/card-jobs', () => ok([running, finished])),
      http.post('/api/admin/card-jobs/42/cancel', () => {
        cancels += 1;
        return ok(cardJob({ id: 42, state: 'cancelled' }));
      }),
    );
    const opened: number[] = [];
    await renderInApp(<CardJobsList onOpen={(id) => opened.push(id)} />);
    const user = userEvent.setup();
    const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr')!;

    const first = await rowOf('#42 Stop billing');
    expect(within(first).getByText(words.state.running)).toBeTruthy();
    expect(first.textContent).toContain('support');
    expect(within(first).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(first.textContent).toContain('5 of 10 cards decided');
    expect(first.textContent).toContain('3 done · 1 nothing to do');
    await user.click(within(first).getByRole('button', { name: '1 card failed, bulk action 42' }));
    expect(opened).toEqual([42]);

    // cards there was nothing to do to are no failure: no red button, no red bar
    const second = await rowOf('#41 Stop billing');
    expect(within(second).getByText(words.state.done)).toBeTruthy();
    expect(second.textContent).toContain('olga');
    expect(second.textContent).toContain('12 done · 8 nothing to do');
    expect(within(second).queryByRole('button', { name: /failed/ })).toBeNull();
    expect(second.querySelector('.ant-progress-status-exception')).toBeNull();
    expect(within(second).queryByRole('button', { name: 'Cancel the bulk action 41' })).toBeNull();
    await user.click(within(second).getByRole('button', { name: 'Details of bulk action 41' }));
    expect(opened).toEqual([42, 41]);

    await user.click(within(first).getByRole('button', { name: 'Cancel the bulk action 42' }));
    await user.click(
      within(await screen.findByRole('tooltip')).getByRole('button', { name: words.keepRunning }),
    );
    expect(cancels).toBe(0);
    await user.click(within(first).getByRole('button', { name: 'Cancel the bulk action 42' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: words.cancel }));
    await waitFor(() => expect(cancels).toBe(1));
  });

  it('shows a viewer the jobs without a cancel, in Chinese', async () => {
    signIn(0, { adminRole: 'viewer' });
    apiServer.use(http.get('/api/admin/card-jobs', () => ok([running])));
    await renderInApp(<CardJobsList onOpen={() => {}} />, { locale: 'zh-CN' });
    const words = adminZh.admin.jobs;
    const row = (await screen.findByText('#42 停止计费')).closest('tr')!;
    expect(within(row).getByText(words.state.running)).toBeTruthy();
    expect(row.textContent).toContain('已处理 5 / 10 张卡');
    expect(within(row).getByRole('button', { name: '查看批量操作 42 的详情' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /取消/ })).toBeNull();
  });

  it('says when there is no job yet, and when the list could not be loaded', async () => {
    signIn(0, { adminRole: 'owner' });
    apiServer.use(http.get('/api/admin/card-jobs', () => ok([])));
    const empty = await renderInApp(<CardJobsList onOpen={() => {}} />);
    expect(await screen.findByText(adminEn.admin.jobs.listEmpty)).toBeTruthy();
    empty.unmount();

    let reads = 0;
    apiServer.use(
      http.get('/api/admin/card-jobs', () => {
        reads += 1;
        return reads === 1 ? failure(500, ERRORS.server_error.code, 'server_error') : ok([finished]);
      }),
    );
    await renderInApp(<CardJobsList onOpen={() => {}} />);
    expect(await screen.findByText(adminEn.admin.jobs.listFailed)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('#41 Stop billing')).toBeTruthy();
  });
});
