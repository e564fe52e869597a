// @vitest-environment jsdom
import type { AdminRechargeResult } from '@simportal/contract/api/wallet';
import { ERRORS } from '@simportal/contract/errors';
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { messagesEn } from '@simportal/contract/messages-en';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import adminEn from '../../../locales/en/admin.json' with { type: 'json' };
import adminZh from '../../../locales/zh-CN/admin.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { activity, signIn } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { StepUpDialog } from '../step-up/step-up-dialog.tsx';
import { RechargeModal } from './recharge-modal.tsx';

// An administrator's recharge of a customer: the amount rules of the contract and the required account and
// reason before anything is sent; the body in minor units, trimmed; a credit that asks for a fresh proof is
// sent again with the same Idempotency-Key (it credits once); the server's refusals under their fields.

const result: AdminRechargeResult = {
  activity: activity({
    id: 70,
    amountMinor: 2_550,
    balanceAfterMinor: 4_550,
    reason: 'goodwill',
    tradeDate: '2026-11-25',
    createdAt: '2026-11-25T08:00:00.000Z',
  }),

  user: { id: 8, username: 'demo', email: 'demo@example.com', balance: 4_550 },
  replayed: false,
};

let fresh = false;
serveApi(
  http.get('/api/admin/step-up', () => ok({ method: 'password', freshUntil: null })),
  http.post('/api/admin/step-up', async ({ request }) => {
    const { password } = (await request.json()) as { password?: string };
    if (password !== 'Secret-123') return failure(400, ERRORS.step_up_incorrect.code, 'step_up_incorrect');
    fresh = true;
    return ok({ method: 'password', freshUntil: '2026-11-25T08:10:00.000Z' });
  }),
);
beforeEach(() => {
  fresh = false;
  signIn(0, { adminRole: 'owner' });
});
afterEach(() => authStore.getState().clearAuth());

const fieldOf = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label).closest('.ant-form-item') as HTMLElement;

describe("an administrator's recharge", () => {
  it('asks for the account, a valid amount and a reason in Chinese, and sends nothing', async () => {
    const sent = vi.fn();
    apiServer.use(http.post('/api/admin/recharges', sent));
    await renderInApp(<RechargeModal open account="" onClose={() => {}} />, { locale: 'zh-CN' });
    const words = adminZh.admin.recharge;
    const dialog = await screen.findByRole('dialog', { name: words.title });
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: words.submit }));
    expect(await within(dialog).findByText(words.accountRequired)).toBeTruthy();
    expect(await within(dialog).findByText(adminZh.admin.common.amountRequired)).toBeTruthy();
    expect(await within(dialog).findByText(words.reasonRequired)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(words.amount), '12.345');
    expect(await within(dialog).findByText(messagesZhCn.amount_invalid)).toBeTruthy();
    await user.clear(within(dialog).getByLabelText(words.amount));
    await user.type(within(dialog).getByLabelText(words.amount), '100000');
    expect(await within(dialog).findByText(messagesZhCn.amount_too_large)).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();
  });

  it('credits in minor units after the fresh proof, sending the same key again', async () => {
    const sent: { body: unknown; key: string | null }[] = [];
    apiServer.use(
      http.post('/api/admin/recharges', async ({ request }) => {
        sent.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
        if (!fresh) return failure(403, ERRORS.step_up_required.code, 'step_up_required');
        return ok(result, 201);
      }),
    );
    const onClose = vi.fn();
    await renderInApp(
      <>
        <RechargeModal open account="demo" onClose={onClose} />
        <StepUpDialog />
      </>,
    );
    const words = adminEn.admin;
    const dialog = await screen.findByRole('dialog', { name: words.recharge.title });
    const user = userEvent.setup();
    expect((within(dialog).getByLabelText(words.recharge.account) as HTMLInputElement).value).toBe('demo');
    await user.type(within(dialog).getByLabelText(words.recharge.amount), '25.5');
    await user.type(within(dialog).getByLabelText(words.recharge.reason), '  goodwill  ');
    await user.click(within(dialog).getByRole('button', { name: words.recharge.submit }));

    const password = await screen.findByLabelText(words.stepUp.password);
    await user.type(password, 'Secret-123');
    await user.click(screen.getByRole('button', { name: new RegExp(`${words.stepUp.confirm}$`) }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText(messagesEn.recharge_success)).toBeTruthy();
    expect(sent).toHaveLength(2);
    expect(sent[0]!.body).toEqual({ account: 'demo', amountMinor: 2_550, reason: 'goodwill' });
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(sent[0]!.key).toBeTruthy();
  });

  it("shows an unknown account and the server's amount rule under their fields", async () => {
    // a username nobody has (issue #67: spec §8's "Username not exists", answered by the server now)
    let answer = () => failure(404, ERRORS.username_not_exists.code, 'username_not_exists');
    apiServer.use(http.post('/api/admin/recharges', () => answer()));
    const onClose = vi.fn();
    await renderInApp(<RechargeModal open account="" onClose={onClose} />);
    const words = adminEn.admin.recharge;
    const dialog = await screen.findByRole('dialog', { name: words.title });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText(words.account), 'nobody');
    await user.type(within(dialog).getByLabelText(words.amount), '10');
    await user.type(within(dialog).getByLabelText(words.reason), 'refund');
    await user.click(within(dialog).getByRole('button', { name: words.submit }));
    expect(
      await within(fieldOf(dialog, words.account)).findByText(messagesEn.username_not_exists),
    ).toBeTruthy();

    answer = () =>
      failure(400, ERRORS.validation_failed.code, 'validation_failed', {
        issues: [{ in: 'body', field: 'amountMinor', rule: 'amount_too_large' }],
      });
    await user.click(within(dialog).getByRole('button', { name: new RegExp(`${words.submit}$`) }));
    expect(await within(fieldOf(dialog, words.amount)).findByText(messagesEn.amount_too_large)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
