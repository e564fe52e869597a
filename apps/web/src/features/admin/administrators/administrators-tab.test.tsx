// @vitest-environment jsdom
import type { Administrator, Invitation } from '@simportal/contract/api/administrators';
import { ERRORS } from '@simportal/contract/errors';
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import adminEn from '../../../locales/en/admin.json' with { type: 'json' };
import adminZh from '../../../locales/zh-CN/admin.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { StepUpDialog } from '../step-up/step-up-dialog.tsx';
import { AdministratorsTab } from './administrators-tab.tsx';

// Admin Management › Administrators (issue #34, decision 0043): the owner sees every administrator with a role
// to change (their own entry has none), invites by mail, withdraws an invitation; a role change older than the
// step-up window asks "Confirm it is you" and goes through once the password is given.

const admin = (id: number, username: string, role: Administrator['role']): Administrator => ({
  id,
  username,
  email: `${username}@shop.example`,
  role,
  secondFactor: id === 1,
  createdAt: '2026-11-20T08:00:00.000Z',
});
let administrators: Administrator[] = [];
let invitations: Invitation[] = [];
let fresh = false;
const sent: unknown[] = [];

serveApi(
  http.get('/api/admin/administrators', () => ok({ administrators, invitations })),
  http.post('/api/admin/administrators/invitations', async ({ request }) => {
    // an invitation can make an owner: it asks for the same fresh proof as a role change (issue #56)
    if (!fresh) return failure(403, ERRORS.step_up_required.code, 'step_up_required');
    const body = (await request.json()) as { email: string; role: Administrator['role'] };
    sent.push(body);
    const invitation: Invitation = {
      id: '2b7e1c7a-6a55-4e0b-9c1a-4f4cf8f0e001',
      email: body.email,
      role: body.role,
      invitedBy: 'ana',
      createdAt: '2026-11-25T08:00:00.000Z',
      expiresAt: '2026-11-28T08:00:00.000Z',
    };
    invitations = [invitation];
    return ok(invitation, 201);
  }),
  http.delete('/api/admin/administrators/invitations/:id', () => {
    invitations = [];
    return ok(null);
  }),
  http.patch('/api/admin/administrators/:id', async ({ params, request }) => {
    if (!fresh) return failure(403, ERRORS.step_up_required.code, 'step_up_required');
    const { role } = (await request.json()) as { role: Administrator['role'] };
    administrators = administrators.map((one) => (one.id === Number(params.id) ? { ...one, role } : one));
    return ok(administrators.find((one) => one.id === Number(params.id)));
  }),
  http.get('/api/admin/step-up', () => ok({ method: 'password', freshUntil: null })),
  http.post('/api/admin/step-up', async ({ request }) => {
    const { password } = (await request.json()) as { password?: string };
    if (password !== 'Secret-123') return failure(400, ERRORS.step_up_incorrect.code, 'step_up_incorrect');
    fresh = true;
    return ok({ method: 'password', freshUntil: '2026-11-25T08:10:00.000Z' });
  }),
);

beforeEach(() => {
  administrators = [admin(1, 'ana', 'owner'), admin(2, 'bo', 'support')];
  invitations = [];
  fresh = false;
  sent.length = 0;
  authStore.getState().setSession({
    accessToken: 'a',
    refreshToken: 'r',
    username: 'ana',
    email: 'ana@shop.example',
    isRememberMe: false,
  });
  authStore.getState().setUserInfo({
    id: 1,
    username: 'ana',
    email: 'ana@shop.example',
    level: 1,
    balance: 0,
    adminRole: 'owner',
  });
});

describe('the administrators of the portal', () => {
  it('changes a role after the owner proves it is them, and never offers to change their own', async () => {
    await renderInApp(
      <>
        <AdministratorsTab />
        <StepUpDialog />
      </>,
    );
    const words = adminEn.admin;
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: words.administrators.listTitle });
    const [ana, bo] = within(list).getAllByRole('listitem');
    expect(within(ana!).getByText(words.administrators.you)).toBeTruthy();
    expect(within(ana!).queryByRole('combobox')).toBeNull();

    await user.click(
      within(bo!).getByRole('combobox', { name: words.administrators.roleOf.replace('{{name}}', 'bo') }),
    );
    await user.click(await screen.findByTitle(words.roles.viewer));
    // antd's ids are fixed under test (component-env.ts), so the dialog is found by its text
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(words.stepUp.title);
    await user.type(within(dialog).getByLabelText(words.stepUp.password), 'wrong-1234');
    await user.click(screen.getByRole('button', { name: new RegExp(`${words.stepUp.confirm}$`) }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('not right'),
    );
    await user.clear(within(dialog).getByLabelText(words.stepUp.password));
    await user.type(within(dialog).getByLabelText(words.stepUp.password), 'Secret-123');
    await user.click(screen.getByRole('button', { name: new RegExp(`${words.stepUp.confirm}$`) }));
    await waitFor(() => expect(administrators[1]!.role).toBe('viewer'));
    expect(await screen.findByText(words.administrators.roleChanged)).toBeTruthy();
  });

  it('invites by mail in the chosen language once the owner proves it is them, and withdraws it, in Chinese', async () => {
    await renderInApp(
      <>
        <AdministratorsTab />
        <StepUpDialog />
      </>,
      { locale: 'zh-CN' },
    );
    const words = adminZh.admin;
    const user = userEvent.setup();
    expect(await screen.findByText(words.administrators.noInvitations)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: words.administrators.invite }));
    expect(await screen.findByText(messagesZhCn.email_required)).toBeTruthy();
    expect(sent).toHaveLength(0);
    await user.type(screen.getByLabelText(words.administrators.email), 'new@shop.example');
    await user.click(screen.getByRole('button', { name: words.administrators.invite }));
    const proof = await screen.findByRole('dialog');
    expect(proof.textContent).toContain(words.stepUp.title);
    expect(sent).toHaveLength(0);
    await user.type(within(proof).getByLabelText(words.stepUp.password), 'Secret-123');
    await user.click(screen.getByRole('button', { name: new RegExp(`${words.stepUp.confirm}$`) }));
    await waitFor(() =>
      expect(sent).toEqual([{ email: 'new@shop.example', role: 'support', locale: 'zh-CN' }]),
    );
    const waiting = await screen.findByRole('list', { name: words.administrators.invitationsTitle });
    expect(waiting.textContent).toContain('new@shop.example');
    await user.click(
      screen.getByRole('button', {
        name: words.administrators.withdrawOf.replace('{{email}}', 'new@shop.example'),
      }),
    );
    expect(await screen.findByText(words.administrators.noInvitations)).toBeTruthy();
  });
});
