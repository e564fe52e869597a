// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import adminEn from '../../../locales/en/admin.json' with { type: 'json' };
import adminZh from '../../../locales/zh-CN/admin.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { apiServer, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { cardJob, signIn } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { type BulkTarget, CardBulkModal } from './card-bulk-modal.tsx';

// The bulk dialog (issue #67): it chooses no action for the operator, and each opening is a fresh form. Opened
// again after a job on a selection (which the list then empties), it had kept the old scope: no scope chosen, no
// acknowledgement, Start enabled, and the server's "This value is not valid" for an empty selection.

serveApi(http.get('/api/catalog', () => ok({ currency: 'USD', esimFeeMinor: 500, plans: [], addOns: [] })));
afterEach(() => authStore.getState().clearAuth());

/** The list's part: a button that opens the dialog on its selection, emptied once a job starts (as the list). */
function Harness() {
  const [selected, setSelected] = useState<number[]>([9, 10]);
  const [target, setTarget] = useState<BulkTarget | null>(null);
  return (
    <>
      <button
        type="button"
        onClick={() => setTarget({ selected, filter: {}, total: 30, totalCapped: false })}
      >
        open
      </button>
      <CardBulkModal target={target} onClose={() => setTarget(null)} onStarted={() => setSelected([])} />
    </>
  );
}

const dialogOf = async () =>
  (await screen.findAllByRole('dialog')).find((found) => found.getAttribute('aria-modal') === 'true')!;

describe('the bulk dialog', () => {
  it('chooses no action, and opens afresh after a job on a selection (zh-CN)', async () => {
    signIn(0, { adminRole: 'support' });
    const words = adminZh.admin.jobs;
    const started: unknown[] = [];
    apiServer.use(
      http.post('/api/admin/card-jobs', async ({ request }) => {
        started.push(await request.json());
        return ok(cardJob({ id: 41 }), 201);
      }),
    );
    await renderInApp(<Harness />, { locale: 'zh-CN' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'open' }));
    const first = await dialogOf();
    const start = () => within(first).getByRole('button', { name: words.confirm });
    expect(within(first).getByLabelText(words.scopeSelected_other.replace('{{count}}', '2'))).toHaveProperty(
      'checked',
      true,
    );
    for (const action of Object.values(words.actions)) {
      expect(within(first).getByRole('radio', { name: action })).toHaveProperty('checked', false);
    }
    expect(start()).toHaveProperty('disabled', true);
    await user.click(within(first).getByRole('radio', { name: words.actions.stop_billing }));
    await user.click(start());
    await waitFor(() => expect(started).toEqual([{ action: 'stop_billing', cardIds: [9, 10] }]));

    // again, the selection now empty: the whole filter is the scope, nothing chosen or ticked
    await user.click(screen.getByRole('button', { name: 'open' }));
    const again = await dialogOf();
    const startAgain = within(again).getByRole('button', { name: words.confirm });
    expect(within(again).queryByLabelText(words.scopeSelected_other.replace('{{count}}', '2'))).toBeNull();
    expect(
      within(again).getByRole('radio', { name: words.scopeFilter.replace('{{total}}', '30') }),
    ).toHaveProperty('checked', true);
    for (const action of Object.values(words.actions)) {
      expect(within(again).getByRole('radio', { name: action })).toHaveProperty('checked', false);
    }
    expect(startAgain).toHaveProperty('disabled', true);

    await user.click(within(again).getByRole('radio', { name: words.actions.resume_billing }));
    const resumeAll = words.understandAll
      .replace('{{action}}', words.actions.resume_billing)
      .replace('{{total}}', '30');
    expect(within(again).getByRole('checkbox', { name: resumeAll })).toHaveProperty('checked', false);
    expect(startAgain).toHaveProperty('disabled', true);
    await user.click(within(again).getByRole('checkbox', { name: resumeAll }));
    expect(startAgain).toHaveProperty('disabled', false);
    // another action: the acknowledgement that named the first is asked again
    await user.click(within(again).getByRole('radio', { name: words.actions.stop_billing }));
    const stopAll = words.understandAll
      .replace('{{action}}', words.actions.stop_billing)
      .replace('{{total}}', '30');
    expect(within(again).getByRole('checkbox', { name: stopAll })).toHaveProperty('checked', false);
    expect(startAgain).toHaveProperty('disabled', true);
    expect(started).toHaveLength(1);
  });

  it('names the scope of a selection in English and starts nothing without an action', async () => {
    signIn(0, { adminRole: 'support' });
    await renderInApp(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await dialogOf();
    expect(within(dialog).getByRole('radio', { name: 'The 2 selected cards' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(dialog).getByRole('button', { name: adminEn.admin.jobs.confirm })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
