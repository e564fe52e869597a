// @vitest-environment jsdom
import { ERRORS } from '@simportal/contract/errors';
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { messagesEn } from '@simportal/contract/messages-en';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import authEn from '../../../locales/en/auth.json' with { type: 'json' };
import authZh from '../../../locales/zh-CN/auth.json' with { type: 'json' };
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { InvitationPage } from './invitation-page.tsx';

// /invite?token=… (issue #34): the invited person reads who invites them as what, chooses a username and a
// password (the contract's rules, a taken name under its field) and is sent to log in; a closed invitation says
// so in the reader's language and offers no form.

const TOKEN = 'A'.repeat(43);
serveApi();

describe('accepting an invitation to be an administrator', () => {
  it('shows the offer, refuses a taken username under its field, then creates the account', async () => {
    const sent: unknown[] = [];
    apiServer.use(
      http.get(`/api/invitations/${TOKEN}`, () =>
        ok({
          email: 'bo@shop.example',
          role: 'support',
          invitedBy: 'ana',
          expiresAt: '2026-11-28T08:00:00.000Z',
        }),
      ),
      http.post(`/api/invitations/${TOKEN}`, async ({ request }) => {
        const body = (await request.json()) as { username: string };
        sent.push(body);
        if (body.username === 'taken') return failure(409, ERRORS.username_exists.code, 'username_exists');
        return ok({ username: body.username }, 201);
      }),
    );
    await renderInApp(<InvitationPage />, { path: `/invite?token=${TOKEN}` });
    const words = authEn.auth;
    const user = userEvent.setup();
    expect(await screen.findByText(/ana invites you \(bo@shop\.example\)/)).toBeTruthy();
    expect(screen.getByText(new RegExp(words.invite.role.support.replace(/[()]/g, '.')))).toBeTruthy();
    await user.type(screen.getByLabelText(words.register.username), 'taken');
    await user.type(screen.getByLabelText(words.register.password), 'Joined-123');
    await user.type(screen.getByLabelText(words.register.confirmPassword), 'Joined-123');
    await user.click(screen.getByRole('button', { name: words.invite.submit }));
    expect(await screen.findByText(messagesEn.username_exists)).toBeTruthy();
    await user.clear(screen.getByLabelText(words.register.username));
    await user.type(screen.getByLabelText(words.register.username), 'bo_support');
    await user.click(screen.getByRole('button', { name: words.invite.submit }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ username: 'bo_support', password: 'Joined-123', locale: 'en' });
  });

  it('says a used or withdrawn invitation is closed, in Chinese, with no form', async () => {
    apiServer.use(
      http.get(`/api/invitations/${TOKEN}`, () =>
        failure(409, ERRORS.invitation_invalid.code, 'invitation_invalid'),
      ),
    );
    await renderInApp(<InvitationPage />, { locale: 'zh-CN', path: `/invite?token=${TOKEN}` });
    expect(await screen.findByText(messagesZhCn.invitation_invalid)).toBeTruthy();
    expect(screen.queryByRole('button', { name: authZh.auth.invite.submit })).toBeNull();
  });
});
