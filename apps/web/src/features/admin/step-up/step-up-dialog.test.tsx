// @vitest-environment jsdom
import type { StepUpState } from '@simportal/contract/api/administrators';
import { ERRORS } from '@simportal/contract/errors';
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { messagesEn } from '@simportal/contract/messages-en';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../../lib/api.ts';
import adminEn from '../../../locales/en/admin.json' with { type: 'json' };
import adminZh from '../../../locales/zh-CN/admin.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { fill } from '../../../test-support/fields.ts';
import { signIn } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { StepUpDialog } from './step-up-dialog.tsx';
import { withStepUp } from './step-up-gate.ts';

// "Confirm it is you" (decision 0043): a sensitive action refused with step_up_required asks for the password, or
// the authenticator's code when two-step verification is on; nothing is sent without one; once the server takes
// it the action is sent again, once; a wrong proof is said translated, and so is the lock after too many (issue #56)
// with how long it lasts; Cancel gives the action up.

serveApi();
afterEach(() => authStore.getState().clearAuth());

/** Entering a customer's view, which the server refuses until a proof was given (its step-up state: `method`), and what it received. */
const serveCredit = (method: StepUpState['method']) => {
  let fresh = false;
  const sent = { actions: 0, proofs: [] as unknown[] };
  apiServer.use(
    http.get('/api/admin/step-up', () => ok({ method, freshUntil: null, passkey: false })),
    http.post('/api/admin/step-up', async ({ request }) => {
      const proof = (await request.json()) as { code?: string; password?: string };
      sent.proofs.push(proof);
      if (proof.code !== '123456' && proof.password !== ' Secret-123') {
        return failure(400, ERRORS.step_up_incorrect.code, 'step_up_incorrect');
      }
      fresh = true;
      return ok({ method, freshUntil: '2026-11-25T08:10:00.000Z', passkey: false });
    }),
    http.post('/api/admin/customers/:id/view', () => {
      sent.actions += 1;
      const { status, code } = ERRORS.step_up_required;
      return fresh ? ok({ entered: true }) : failure(status, code, 'step_up_required');
    }),
  );
  return sent;
};

/** The action as a screen sends it: through the step-up gate. */
const enterView = () => withStepUp(() => api.post('/admin/customers/{id}/view', { path: { id: 8 } }));

describe('confirming it is you', () => {
  it('asks for the password, sends nothing without one, then sends the action again once', async () => {
    signIn(0, { adminRole: 'owner' });
    const sent = serveCredit('password');
    await renderInApp(<StepUpDialog />);
    const words = adminEn.admin.stepUp;
    const done = enterView();
    const dialog = await screen.findByRole('dialog', { name: words.title });
    expect(dialog.textContent).toContain(words.passwordText);
    const user = userEvent.setup();
    const confirm = () =>
      user.click(within(dialog).getByRole('button', { name: new RegExp(`${words.confirm}$`) }));
    await confirm();
    expect(within(dialog).getByRole('alert').textContent).toBe(words.passwordRequired);
    expect(sent.proofs).toEqual([]);

    // a password is sent as it is typed, spaces and all
    await fill(within(dialog).getByLabelText(words.password), ' Secret-123');
    await confirm();
    await expect(done).resolves.toEqual({ entered: true });
    expect(sent.proofs).toEqual([{ password: ' Secret-123' }]);
    expect(sent.actions).toBe(2);
  });

  it('asks for the code in Chinese, trimmed, says a wrong one, and gives the action up on Cancel', async () => {
    signIn(0, { adminRole: 'owner' });
    const sent = serveCredit('code');
    await renderInApp(<StepUpDialog />, { locale: 'zh-CN' });
    const words = adminZh.admin.stepUp;
    const done = enterView();
    const refused = expect(done).rejects.toThrow('step_up_required');
    const dialog = await screen.findByRole('dialog', { name: words.title });
    expect(dialog.textContent).toContain(words.codeText);
    const user = userEvent.setup();
    await fill(within(dialog).getByLabelText(words.code), ' 654321 ');
    await user.click(within(dialog).getByRole('button', { name: new RegExp(`${words.confirm}$`) }));
    expect(await within(dialog).findByText(messagesZhCn.step_up_incorrect)).toBeTruthy();
    expect(sent.proofs).toEqual([{ code: '654321' }]);

    await user.click(within(dialog).getByRole('button', { name: adminZh.admin.common.cancel }));
    await refused;
    await waitFor(() => expect(sent.actions).toBe(1));
  });

  it('says the lock after too many wrong proofs, translated, with how long it lasts', async () => {
    signIn(0, { adminRole: 'owner' });
    const sent = serveCredit('code');
    const { status, code } = ERRORS.step_up_locked;
    apiServer.use(
      http.post('/api/admin/step-up', () =>
        failure(status, code, 'step_up_locked', { retryAfterSeconds: 90 }),
      ),
    );
    for (const [locale, words, messages, wait] of [
      ['en', adminEn.admin, messagesEn, 'Try again in 2 min.'],
      ['zh-CN', adminZh.admin, messagesZhCn, '请 2 分钟后再试。'],
    ] as const) {
      const { unmount } = await renderInApp(<StepUpDialog />, { locale });
      const refused = expect(enterView()).rejects.toThrow('step_up_required');
      const dialog = await screen.findByRole('dialog', { name: words.stepUp.title });
      const user = userEvent.setup();
      await fill(within(dialog).getByLabelText(words.stepUp.code), '123456');
      await user.click(within(dialog).getByRole('button', { name: new RegExp(`${words.stepUp.confirm}$`) }));
      await waitFor(() =>
        expect(within(dialog).getByRole('alert').textContent).toBe(`${messages.step_up_locked} ${wait}`),
      );
      await user.click(within(dialog).getByRole('button', { name: words.common.cancel }));
      await refused;
      unmount();
    }
    expect(sent.actions).toBe(2);
  });
});
